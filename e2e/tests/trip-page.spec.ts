import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/accessibility';
import { agentWithId, sendProposal, travellerEnquiring, tripLinkFromOutbox } from '../support/leads';

test('a traveller opens the e-mailed trip link, compares two proposals, asks a question, and accepts one', async ({ page, request }) => {
  test.setTimeout(120_000);
  const [first, second] = [await agentWithId(request, 'tripa'), await agentWithId(request, 'tripb')];
  const traveller = await travellerEnquiring(request, [first.id, second.id]);
  const firstProposal = await sendProposal(request, first.token, traveller.leads.get(first.id)!, 'Northern circuit classic', 245_050, 'Tarangire Treetops');
  await sendProposal(request, second.token, traveller.leads.get(second.id)!, 'Crater and elephants', 198_000, 'Kitela Lodge');

  // The link comes from the e-mail the traveller received.
  const tripPath = await tripLinkFromOutbox(traveller.email);
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
