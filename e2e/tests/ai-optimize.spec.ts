import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { createAgentAccount } from '../support/agent-accounts';
import { expectClipboard } from '../support/clipboard';

const MESSY = 'we offer  AMAZING walking safaris in tarangire ,with very very experienced guides!!! lunch included';
const TIDY = 'We offer amazing walking safaris in tarangire, with very experienced guides! Lunch included.';

async function signedInAgent(page: Page, request: APIRequestContext) {
  const agent = await createAgentAccount(request, 'Serengeti2026', 'optimize');
  await page.addInitScript((token) => window.localStorage.setItem('agentToken', token), agent.sessionToken);
  const res = await request.post('/api/experiences', {
    data: { experience_name: `Tarangire walk ${Math.random().toString(36).slice(2, 8)}`, description: '' },
    headers: { Authorization: `Bearer ${agent.sessionToken}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { ...agent, experienceId: ((await res.json()) as { id: number }).id };
}

test.describe('Optimize with AI', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('on the experience editor: disabled while blank, then Cancel, Copy AI Text and Replace Now; the replacement saves', async ({ page, request }) => {
    test.setTimeout(90_000);
    const agent = await signedInAgent(page, request);
    await page.goto(`/agent/experience/${agent.experienceId}/edit`);
    const description = page.getByRole('textbox', { name: 'Description', exact: true });
    const optimize = page.getByRole('button', { name: 'Optimize description with AI' });
    await expect(optimize).toHaveAttribute('aria-disabled', 'true');
    await expect(optimize).toHaveAttribute('title', 'Add some text first to optimize with AI');
    await optimize.click({ force: true });
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await description.fill(MESSY);
    await expect(optimize).toHaveAttribute('aria-disabled', 'false');
    await optimize.click();
    const dialog = page.getByRole('dialog', { name: 'Optimized with AI' });
    await expect(dialog.getByTestId('original-text')).toHaveText(MESSY);
    await expect(dialog.getByTestId('optimized-text')).toHaveText(TIDY);
    await expect(dialog.getByRole('region', { name: 'Original' })).toContainText(`${MESSY.length} characters`);
    await expect(dialog.getByRole('region', { name: 'AI Optimized' })).toContainText(`${TIDY.length} characters`);
    await expect(dialog.getByTestId('length-difference')).toHaveText(`−${MESSY.length - TIDY.length} characters`);
    await expect(dialog.getByText('Say how long it lasts (hours or days).')).toBeVisible();

    // Cancel keeps the original.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(description).toHaveValue(MESSY);

    // Copy AI Text puts the optimised text on the clipboard and leaves the field alone.
    await optimize.click();
    await dialog.getByRole('button', { name: 'Copy AI Text' }).click();
    await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expectClipboard(page, TIDY);

    // Replace Now writes it into the field; saving stores it.
    await dialog.getByRole('button', { name: 'Replace Now' }).click();
    await expect(dialog).toBeHidden();
    await expect(description).toHaveValue(TIDY);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(/\/agent\/dashboard$/);
    const stored = await request.get(`/api/experiences/${agent.experienceId}`, { headers: { Authorization: `Bearer ${agent.sessionToken}` } });
    expect(((await stored.json()) as { description: string }).description).toBe(TIDY);
  });

  test('on the agency profile, and a failure says so', async ({ page, request }) => {
    await signedInAgent(page, request);
    await page.goto('/agent/agency-profile');
    const description = page.getByRole('textbox', { name: 'Agency description', exact: true });
    await description.fill('WE ARE A FRIENDLY TEAM OF GUIDES');
    await page.getByRole('button', { name: 'Optimize agency description with AI' }).click();
    const dialog = page.getByRole('dialog', { name: 'Optimized with AI' });
    await expect(dialog.getByTestId('optimized-text')).toHaveText('We are a friendly team of guides.');
    await expect(dialog.getByText('Name the parks, islands or towns you know best.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Replace Now' }).click();
    await expect(description).toHaveValue('We are a friendly team of guides.');

    await page.route('**/api/ai/optimize', (route) => route.fulfill({ status: 500, json: { error: 'Internal server error', code: 'INTERNAL' } }));
    await page.getByRole('button', { name: 'Optimize agency description with AI' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to optimize content. Please try again.' })).toBeVisible();
  });
});
