import type { Page } from '@playwright/test';
import { expect, isPhone, test } from '../support/fixtures';
import { E2E_ADMIN_PASSWORD } from '../support/server';
import { linkFromOutbox, submitApplication } from '../support/agent-accounts';
import { expectAccessible } from '../support/accessibility';

async function signInAsAdmin(page: Page, password = E2E_ADMIN_PASSWORD) {
  await page.getByLabel('Admin password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('the admin approves an application and the new agent sets a password and reaches the dashboard', async ({ page, request }) => {
  const app = await submitApplication(request);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
  await signInAsAdmin(page, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Incorrect password');
  await signInAsAdmin(page);

  const card = page.getByRole('article', { name: app.company });
  await expect(page.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
  await expect(card).toBeVisible();
  await expect(card.getByText(app.inquiryNumber)).toBeVisible();
  await expect(card.getByText(/family-run agency with our own guides/)).toBeVisible();
  await expectAccessible(page);
  await card.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve application?' });
  await expect(dialog).toContainText(app.email);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`${app.company} approved.`, { exact: false })).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.getByRole('tab', { name: 'Approved' }).click();
  await expect(page.getByRole('article', { name: app.company })).toContainText('approved');

  // Log out re-locks the tool.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();

  // The applicant follows the e-mailed setup link.
  const link = await linkFromOutbox(app.email, 'application-approved');
  expect(link.pathname).toBe('/agent/setup-password');
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'Set Up Your Password' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(app.email);
  const password = page.getByLabel('Password *', { exact: true });
  const confirm = page.getByLabel('Confirm Password *');
  const submit = page.getByRole('button', { name: 'Set Password' });

  await password.fill('short');
  await confirm.fill('short');
  await submit.click();
  const errors = page.getByRole('alert');
  await expect(errors).toContainText('Password must be at least 8 characters long');
  await expect(errors).toContainText('Password must contain at least one uppercase letter');
  await expect(errors).toContainText('Password must contain at least one number');
  await password.fill('ALLUPPERCASE1');
  await expect(errors).toHaveCount(0); // editing clears the list
  await confirm.fill('ALLUPPERCASE1');
  await submit.click();
  await expect(errors).toHaveText('Password must contain at least one lowercase letter');
  await password.fill('Kilimanjaro2026');
  await confirm.fill('Kilimanjaro2025');
  await submit.click();
  await expect(errors).toHaveText('Passwords do not match');
  await confirm.fill('Kilimanjaro2026');
  await submit.click();

  await expect(page.getByText('Your password has been set.')).toBeVisible();
  await expect(page).toHaveURL(/\/agent\/dashboard$/, { timeout: 5_000 });
  await expect(page.getByRole('heading', { level: 1, name: app.company })).toBeVisible();
  await expect(page.getByText(app.email)).toBeVisible();
  await expect(page.getByRole('img', { name: `${app.company} logo` })).toBeVisible();
  await expect(page.getByText('No leads yet.')).toBeVisible();
  await expect(page.getByText('No proposals yet. Create one from Quick Actions.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create your first experience' })).toHaveAttribute('href', '/agent/experiences/new');
  await expectAccessible(page);

  if (isPhone(page)) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/agent\/login$/);
  expect(await page.evaluate(() => [localStorage.getItem('agentToken'), localStorage.getItem('agentInfo')])).toEqual([null, null]);
  await page.goto('/agent/dashboard');
  await expect(page).toHaveURL(/\/agent\/login$/);
});

test('the admin rejects an application with a reason', async ({ page, request }) => {
  const app = await submitApplication(request);
  await page.goto('/admin/applications');
  await signInAsAdmin(page);

  const card = page.getByRole('article', { name: app.company });
  await card.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject application?' });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please give a reason');
  await dialog.getByLabel('Reason').fill('We already have enough partners in this region.');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText(`${app.company} rejected.`)).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.getByRole('tab', { name: 'Rejected' }).click();
  await expect(page).toHaveURL(/status=rejected/);
  const rejected = page.getByRole('article', { name: app.company });
  await expect(rejected).toContainText('We already have enough partners in this region.');
  await expect(rejected.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // The image-upload tool sits behind the same sign-in.
  await page.getByRole('link', { name: 'Image upload' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Image Upload' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Create agent' })).toBeVisible();
});

test('the image-upload tool is locked without the admin sign-in', async ({ page }) => {
  await page.goto('/admin/image-upload');
  await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Image Upload' })).toHaveCount(0);
});
