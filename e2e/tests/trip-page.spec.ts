import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, readOutbox, test, uniqueEmail } from '../support/fixtures';
import { createAgentAccount, expectAccessible } from '../support/agent-accounts';

/** A fresh approved agent with its id and session. */
async function agentWithId(request: APIRequestContext, prefix: string) {
  const agent = await createAgentAccount(request, 'Serengeti2026', prefix);
  const me = await request.get('/api/agent-auth/me', { headers: { Authorization: `Bearer ${agent.sessionToken}` } });
  const { agent: row } = (await me.json()) as { agent: { id: number; agency_name: string } };
  return { token: agent.sessionToken, id: row.id, name: row.agency_name };
}

/** A traveller whose enquiry reaches exactly these agents; answers the leads by agent id. */
async function travellerEnquiring(request: APIRequestContext, agentIds: number[]) {
  const email = uniqueEmail('trip');
  const created = await request.post('/api/travelers', { data: { email } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const put = await request.put(`/api/travelers/${id}`, { data: { first_name: 'Amara', last_name: 'Okafor', preferences: { preferred_destinations: ['Tanzania'], number_of_travelers: 2 } } });
  expect(put.ok()).toBe(true);
  const leads = new Map<number, number>();
  for (const agentId of agentIds) {
    const res = await request.post('/api/enquiries', { data: { traveler_id: id, agent_id: agentId, source: 'enquire', idempotency_key: randomUUID() } });
    expect(res.status(), await res.text()).toBe(200);
    const body = (await res.json()) as { leads: { id: number; agent_id: number }[] };
    for (const l of body.leads) leads.set(l.agent_id, l.id);
  }
  return { id, email, leads };
}

async function sendProposal(request: APIRequestContext, token: string, leadId: number, title: string, pricePerPersonCents: number, lodging: string) {
  const auth = { Authorization: `Bearer ${token}` };
  const created = await request.post('/api/agent/proposals', {
    headers: auth,
    data: {
      lead_id: leadId,
      title,
      summary: 'Three days in the north, private vehicle and guide.',
      itinerary: [
        { day: 1, place: 'Arusha', activities: 'Arrival and briefing.', lodging, meals: 'Dinner' },
        { day: 2, place: 'Tarangire', activities: 'Elephants along the river.', lodging, meals: 'All meals' },
        { day: 3, place: 'Ngorongoro Crater', activities: 'Crater floor game drive.', lodging: null, meals: 'Breakfast, lunch' },
      ],
      price_per_person_cents: pricePerPersonCents,
      total_price_cents: pricePerPersonCents * 2,
      included: ['Park fees', 'Private guide'],
      excluded: ['International flights'],
      valid_until: '2027-12-31',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { proposal: { id: number } }).proposal;
  const sent = await request.post(`/api/agent/proposals/${id}/send`, { headers: auth });
  expect(sent.status(), await sent.text()).toBe(200);
  return id;
}

test('a traveller opens the e-mailed trip link, compares two proposals, asks a question, and accepts one', async ({ page, request }) => {
  test.setTimeout(120_000);
  const [first, second] = [await agentWithId(request, 'tripa'), await agentWithId(request, 'tripb')];
  const traveller = await travellerEnquiring(request, [first.id, second.id]);
  const firstProposal = await sendProposal(request, first.token, traveller.leads.get(first.id)!, 'Northern circuit classic', 245_050, 'Tarangire Treetops');
  await sendProposal(request, second.token, traveller.leads.get(second.id)!, 'Crater and elephants', 198_000, 'Kitela Lodge');

  // The link comes from the e-mail the traveller received.
  let link = '';
  await expect
    .poll(() => {
      const mail = readOutbox({ to: traveller.email, kind: 'traveler-proposal' })[0];
      link = mail?.text.match(/https?:\/\/\S+\/trip\/[A-Za-z0-9_-]{43}/)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  const tripPath = new URL(link).pathname;
  await page.goto(tripPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Amara, your trip' })).toBeVisible();
  const proposals = page.getByTestId('trip-proposal');
  await expect(proposals).toHaveCount(2);
  // Opening the link restores the traveller in this browser.
  expect(await page.evaluate(() => window.localStorage.getItem('userId'))).toBe(traveller.id);

  // Opening a proposal tells the agent it was viewed.
  const northern = proposals.filter({ hasText: 'Northern circuit classic' });
  await expect(northern).toContainText('$2,450.50 per person · 3 days');
  await northern.getByRole('button', { name: 'View proposal' }).click();
  await expect(northern.getByText('Day 3: Ngorongoro Crater')).toBeVisible();
  await expect.poll(async () => {
    const res = await request.get(`/api/agent/proposals/${firstProposal}`, { headers: { Authorization: `Bearer ${first.token}` } });
    return ((await res.json()) as { proposal: { status: string } }).proposal.status;
  }).toBe('viewed');

  // Side by side.
  await northern.getByLabel('Compare').check();
  await proposals.filter({ hasText: 'Crater and elephants' }).getByLabel('Compare').check();
  const table = page.getByRole('table', { name: 'Proposals side by side' });
  await expect(table.getByRole('row', { name: /Price per person/ })).toContainText('$2,450.50');
  await expect(table.getByRole('row', { name: /Price per person/ })).toContainText('$1,980');
  await expect(table.getByRole('row', { name: /Lodging/ })).toContainText('Kitela Lodge');
  await expectAccessible(page);

  // A question to the agent, and the agent's answer.
  const thread = northern.getByRole('region', { name: `Messages with ${first.name}` });
  await thread.getByLabel('Your message').fill('Can we add a night in the Serengeti?');
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByRole('list', { name: 'Messages' })).toContainText('Can we add a night in the Serengeti?');
  const answer = await request.post(`/api/agent/proposals/${firstProposal}/messages`, {
    headers: { Authorization: `Bearer ${first.token}` },
    data: { body: 'Yes, one night at a mobile camp adds $420 per person.' },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  await page.reload();
  const northernAgain = page.getByTestId('trip-proposal').filter({ hasText: 'Northern circuit classic' });
  await northernAgain.getByRole('button', { name: 'View proposal' }).click();
  await expect(northernAgain.getByRole('list', { name: 'Messages' })).toContainText('adds $420 per person');

  // Accept: confirmed first; the agent hears of it and the enquiry shows the decision. (The other agent's proposal
  // answers a separate enquiry here, so it stays open; closing the rest of one enquiry is an API test.)
  await northernAgain.getByRole('button', { name: 'Accept', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Accept this proposal?' });
  await dialog.getByRole('button', { name: 'Accept proposal' }).click();
  await expect(dialog).toBeHidden();
  await expect(northernAgain).toContainText('Accepted');
  await expect(northernAgain.getByRole('button', { name: 'Accept', exact: true })).toHaveCount(0);
  await expect(page.getByText('You accepted an offer')).toBeVisible();
  await expect(page.getByTestId('trip-proposal').filter({ hasText: 'Crater and elephants' })).toContainText('New');
  const agentLead = await request.get(`/api/agent/leads/${traveller.leads.get(first.id)}`, { headers: { Authorization: `Bearer ${first.token}` } });
  expect(JSON.stringify(await agentLead.json())).toContain('"won"');

  // Another link does not open this trip.
  await page.goto(`/trip/${'A'.repeat(43)}`);
  await expect(page.getByRole('alert')).toContainText('This trip link is not valid any more.');
});

test.describe('failures', () => {
  test.use({ allowedConsoleErrors: [/500/] });

  test('a trip that cannot load offers a retry', async ({ page }) => {
    await page.route('**/api/trip/**', (route) => route.fulfill({ status: 500, json: { error: 'Internal server error', code: 'INTERNAL' } }));
    await page.goto(`/trip/${'B'.repeat(43)}`);
    await expect(page.getByRole('alert')).toContainText('Your trip could not be loaded. Please try again.');
    await expect(page.getByRole('button', { name: /Try again/ })).toBeVisible();
  });
});
