import type { CreateEnquiryResponse } from '@safari/contract';
import type { Page, Request } from '@playwright/test';
import { expect, readOutbox, test } from '../support/fixtures';
import { expectAccessible, experienceWithAgent, returningTraveller } from './trip-helpers';

/** Opens the confirmation page with navigation state, the way a client-side navigation delivers it. */
async function openConfirmationWithState(page: Page, state: unknown) {
  await page.goto('/');
  await page.evaluate((usr) => {
    window.history.pushState({ usr, key: 'e2e', idx: 1 }, '', '/enquiry-confirmation');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, state);
}

const leadsFor = (email: string) => readOutbox({ kind: 'agent-new-lead' }).filter((m) => m.text.includes(email));

test('a returning traveller enquires in one click; a double click still creates one lead', async ({ page, request }) => {
  const experience = await experienceWithAgent(request);
  const traveller = await returningTraveller(page, request);
  const enquiries: Request[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/enquiries') enquiries.push(req);
  });

  await page.goto(`/experience/${experience.id}`);
  await page.getByRole('button', { name: 'Enquire now' }).first().dblclick();
  await expect(page).toHaveURL(/\/enquiry-confirmation$/);
  await expect(page.getByRole('heading', { name: 'Thank you, Rita!' })).toBeVisible();

  const saved = await (await request.get(`/api/travelers/${traveller.id}`)).json();
  await expect(page.getByTestId('reference-number')).toHaveText(saved.inquiry_number);
  expect(saved.preferences.selected_experiences).toEqual([experience.id]);
  expect(saved.preferences.agent_id).toBe(experience.agent_id);
  expect(Date.now() - Date.parse(saved.preferences.last_enquiry_date)).toBeLessThan(5 * 60_000);
  // Preferences set earlier survive the enquiry.
  expect(saved.preferences.preferred_destinations).toEqual(['Kenya']);

  await expect(page.getByRole('link', { name: 'View profile' })).toHaveAttribute('href', `/agency/${experience.agent_id}`);
  await expect(page.getByText('contacts you within 24 hours')).toBeVisible();
  // Every enquiry the page sent has been answered, and all answers name the same single lead: a second lead (and
  // so a second notice) can no longer appear.
  expect(enquiries.length).toBeGreaterThan(0);
  const answers = await Promise.all(enquiries.map(async (req) => (await (await req.response())!.json()) as CreateEnquiryResponse));
  expect(new Set(answers.map((a) => a.inquiry_number))).toEqual(new Set([saved.inquiry_number]));
  expect(new Set(answers.flatMap((a) => a.leads.map((l) => l.id))).size).toBe(1);
  await expect.poll(() => leadsFor(traveller.email).length).toBe(1);
  await expect.poll(() => readOutbox({ to: traveller.email, kind: 'traveler-enquiry' }).length).toBe(1);
});

test('enquiring on an agent profile leads to the confirmation with the agent', async ({ page, request }) => {
  const experience = await experienceWithAgent(request);
  const agentId = experience.agent_id!;
  const traveller = await returningTraveller(page, request, 'Ines');
  await page.goto(`/agency/${agentId}`);
  await page.getByRole('button', { name: 'Enquire now' }).first().click();
  await expect(page).toHaveURL(/\/enquiry-confirmation$/);
  await expect(page.getByRole('heading', { name: 'Thank you, Ines!' })).toBeVisible();
  await expect(page.getByText('Your local expert', { exact: true })).toBeVisible();
  const saved = await (await request.get(`/api/travelers/${traveller.id}`)).json();
  expect(saved.preferences.agent_id).toBe(agentId);
  await expect.poll(() => leadsFor(traveller.email).length).toBe(1);
});

test('anonymous visitors are sent to the wizard from an agent profile', async ({ page, request }) => {
  const experience = await experienceWithAgent(request);
  await page.goto(`/agency/${experience.agent_id}`);
  await page.getByRole('button', { name: 'Enquire now' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/onboarding\\?agentId=${experience.agent_id}$`));
});

test('a stale traveller id sends the visitor to the wizard', async ({ page, request }) => {
  const experience = await experienceWithAgent(request);
  await page.addInitScript(() => window.localStorage.setItem('userId', '00000000-0000-4000-8000-00000000dead'));
  await page.goto(`/experience/${experience.id}`);
  await page.getByRole('button', { name: 'Enquire now' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/onboarding\\?experienceId=${experience.id}$`));
});

test('the confirmation without agent or onboarding data says what is missing', async ({ page }) => {
  await page.goto('/enquiry-confirmation');
  await expect(page.getByRole('heading', { name: 'Missing agent information' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Browse More Experiences' })).toHaveAttribute('href', '/searchresultpage');
  await expectAccessible(page);
});

test('the confirmation asks an unknown visitor to sign in and redirects to the wizard', async ({ page }) => {
  await openConfirmationWithState(page, { agent: { id: 1 } });
  await expect(page.getByRole('alert').filter({ hasText: 'Please sign in to save your preferences' })).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding\?agentId=1$/, { timeout: 5000 });
});

test('the confirmation reports a failed preferences update', async ({ page, request }) => {
  const experience = await experienceWithAgent(request);
  await returningTraveller(page, request);
  await page.route('**/api/travelers/*', (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 500, json: { error: 'Internal error', code: 'INTERNAL' } }) : route.fallback(),
  );
  await openConfirmationWithState(page, { agent: { id: experience.agent_id } });
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to update preferences. Please try again.' })).toBeVisible();
  await expect(page).toHaveURL(/\/enquiry-confirmation$/);
});
