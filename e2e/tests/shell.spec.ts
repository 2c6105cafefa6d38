import { expect, test } from '../support/fixtures';

test('the home page loads inside the shell', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('header')).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
});
