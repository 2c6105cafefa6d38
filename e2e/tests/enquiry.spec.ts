import type { CreateEnquiryResponse } from '@safari/contract';
import type { Page, Request } from '@playwright/test';
import { expect, readOutbox, test } from '../support/fixtures';
import { experienceWithAgent, returningTraveller } from './trip-helpers';
import { expectAccessible } from '../support/accessibility';

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

test("a returning traveller confirms the last enquiry's dates and party, and the agent learns where this enquiry is for", async ({ page, request }) => {
  test.setTimeout(90_000);
  const year = new Date().getFullYear() + 1;
  const traveller = await returningTraveller(page, request, 'Lena', {
    preferred_destinations: ['Uganda', 'Rwanda'],
    preferred_trip_type: 'Gorilla Tours',
    ideal_budget: 3000,
    number_of_adults: 2,
    number_of_children: 1,
    number_of_travelers: 3,
    travel_month: 'August',
    travel_year: year,
    travel_window: `August ${year}`,
    length_of_stay: 2,
  });
  type Card = { id: number; agent_id: number | null; country: string | null; destination_name: string | null; experience_name: string };
  const list = async (q: string) => ((await (await request.get(`/api/experiences?q=${q}&limit=50`)).json()) as { experiences: Card[] }).experiences;
  const earlier = (await list('gorilla')).find((e) => e.agent_id && e.country !== 'Tanzania')!;
  const serengeti = (await list('Serengeti')).find((e) => e.agent_id && e.country === 'Tanzania' && e.agent_id !== earlier.agent_id)!;
  // The older enquiry, about gorillas in another country.
  const first = await request.post('/api/enquiries', { data: { traveler_id: traveller.id, experience_id: earlier.id, source: 'enquire', idempotency_key: crypto.randomUUID() } });
  expect(first.ok()).toBe(true);

  await page.goto(`/experience/${serengeti.id}`);
  const enquire = page.getByRole('button', { name: 'Enquire now' }).first();
  await enquire.click();
  const dialog = page.getByRole('dialog', { name: 'Are these your trip details?' });
  await expect(dialog).toContainText(serengeti.experience_name);
  const details = dialog.getByTestId('last-trip-details');
  await expect(details).toContainText(`August ${year}`);
  await expect(details).toContainText('2 weeks');
  await expect(details).toContainText('2 adults, 1 child');
  await expectAccessible(page);
  // Closing it sends nothing.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/experience/${serengeti.id}$`));
  await expect(enquire).toBeEnabled();

  await enquire.click();
  await dialog.getByRole('button', { name: 'Change' }).click();
  await dialog.getByLabel('Adults (18+)').fill('0');
  await dialog.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('There must be at least 1 adult traveler');
  await dialog.getByLabel('Adults (18+)').fill('3');
  await dialog.getByLabel('Travel month').selectOption('September');
  await page.screenshot({ path: `/tmp/details-enquiry-confirm-${test.info().project.name}.png` });
  await dialog.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page).toHaveURL(/\/enquiry-confirmation$/);
  await expect(page.getByRole('heading', { name: 'Thank you, Lena!' })).toBeVisible();
  await expect(page.getByRole('main').getByText('$3,000 per person', { exact: true })).toBeVisible();

  const saved = await (await request.get(`/api/travelers/${traveller.id}`)).json();
  expect(saved.preferences).toMatchObject({ number_of_adults: 3, number_of_children: 1, number_of_travelers: 4, travel_window: `September ${year}`, experience_id: serengeti.id });
  const mailFor = () => readOutbox({ kind: 'agent-new-lead' }).find((m) => m.text.includes(traveller.email) && m.text.includes(serengeti.experience_name));
  await expect.poll(() => !!mailFor()).toBe(true);
  const text = mailFor()!.text;
  const destinations = text.split('\n').find((l) => l.includes('Destinations:'))!;
  expect(destinations).toMatch(/Destinations: .*Tanzania.*Uganda, Rwanda/);
  if (serengeti.destination_name) expect(destinations).toContain(serengeti.destination_name);
  expect(text).toContain('Travellers: 4 (3 adults, 1 child)');
  expect(text).toContain(`Travel dates: September ${year}, 2 weeks`);
  expect(text).toContain('Budget: $3,000 per person');

  // Enquiring again about the same experience asks nothing more: the details were just confirmed.
  await page.goto(`/experience/${serengeti.id}`);
  await page.getByRole('button', { name: 'Enquire now' }).first().click();
  await expect(page).toHaveURL(/\/enquiry-confirmation$/);
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
