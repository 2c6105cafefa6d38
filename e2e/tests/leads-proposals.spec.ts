import type { Browser, Page } from '@playwright/test';
import { expect, isPhone, readOutbox, test } from '../support/fixtures';
import { expectAccessible } from '../support/accessibility';
import { agentWithId, sendProposal, travellerEnquiring, tripLinkFromOutbox } from '../support/leads';

/** A browser of its own for one party of the loop (an agent's session, or the traveller's link). */
async function partyPage(browser: Browser, page: Page, agentToken?: string) {
  const context = await browser.newContext({ viewport: page.viewportSize(), isMobile: isPhone(page), hasTouch: isPhone(page) });
  if (agentToken) await context.addInitScript((token) => window.localStorage.setItem('agentToken', token), agentToken);
  return context.newPage();
}

/** The portal's navigation: the sidebar on a desktop, the slide-in menu on a phone. */
async function openSection(page: Page, name: string) {
  if (isPhone(page)) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Portal navigation' }).getByRole('link', { name }).click();
}

const tile = (page: Page, label: string) => page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd').first();

test('the loop: the agent answers a lead with a three-day proposal, the traveller compares, asks, and accepts; both dashboards follow', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const [agentA, agentB] = [await agentWithId(request, 'loopa'), await agentWithId(request, 'loopb')];
  const traveller = await travellerEnquiring(request, [agentA.id, agentB.id]);
  await page.addInitScript((token) => window.localStorage.setItem('agentToken', token), agentA.token);

  // The agent's dashboard counts the new lead; the inbox shows it with the time left to the 24-hour promise.
  await page.goto('/agent/dashboard');
  await expect(tile(page, 'Leads')).toHaveText('1');
  await expect(tile(page, 'Win rate')).toHaveText('—');
  await openSection(page, 'Leads');
  await expect(page).toHaveURL(/\/agent\/leads$/);
  const row = page.getByTestId('lead-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Amara Okafor');
  await expect(row).toContainText('New');
  await expect(row.getByTestId('reply-time')).toHaveText(/^Reply within 2[34] h/);
  // Filters live in the URL and narrow the list.
  await page.getByRole('link', { name: 'Won', exact: true }).click();
  await expect(page).toHaveURL(/status=won/);
  await expect(page.getByText('No won leads.')).toBeVisible();
  await page.getByRole('link', { name: 'All', exact: true }).click();
  await page.getByLabel('Search leads').fill('nobody-by-this-name');
  await expect(page.getByText('No leads match "nobody-by-this-name".')).toBeVisible();
  await expect(page).toHaveURL(/q=nobody-by-this-name/);
  await page.getByLabel('Search leads').fill('okafor');
  await expect(row).toHaveCount(1);
  await expectAccessible(page);

  // The lead: contact and wishes as captured; mark contacted, then write the proposal.
  await row.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Amara Okafor' })).toBeVisible();
  await expect(page.getByRole('link', { name: traveller.email })).toHaveAttribute('href', `mailto:${traveller.email}`);
  await expect(page.getByText('Tanzania', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Mark contacted' }).click();
  await expect(page.getByText('Contacted', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark contacted' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Write a proposal' }).click();
  await expect(page).toHaveURL(/\/agent\/proposals\/new\?lead=\d+$/);

  // Nothing is saved until the rules hold; every message names its field.
  await page.getByRole('button', { name: 'Save draft' }).click();
  const problems = page.getByRole('alert').filter({ hasText: 'Title' });
  await expect(problems).toContainText('Title: give the proposal a title');
  await expect(problems).toContainText('Day 1: say where the day is spent (place)');

  await page.getByLabel('Title').fill('Three days in the north');
  await page.getByLabel('Summary').fill('Tarangire elephants and the crater, private vehicle and guide.');
  const days = [
    { place: 'Arusha', activities: 'Arrival and briefing over dinner.', lodging: 'Arusha Coffee Lodge', meals: 'Dinner' },
    { place: 'Tarangire', activities: 'Full-day game drive among the baobabs.', lodging: 'Tarangire Treetops', meals: 'All meals' },
    { place: 'Ngorongoro Crater', activities: 'Crater floor game drive, then the drive back.', lodging: '', meals: 'Breakfast, lunch' },
  ];
  for (const [i, d] of days.entries()) {
    if (i > 0) await page.getByRole('button', { name: '+ Add day' }).click();
    await page.getByLabel(`Day ${i + 1} place`).fill(d.place);
    await page.getByLabel(`Day ${i + 1} activities`).fill(d.activities);
    if (d.lodging) await page.getByLabel(`Day ${i + 1} lodging`).fill(d.lodging);
    await page.getByLabel(`Day ${i + 1} meals`).fill(d.meals);
  }
  await page.getByLabel('Price per person (USD)').fill('2,450.50');
  await page.getByRole('button', { name: '= per person × 2 travellers' }).click();
  await expect(page.getByLabel('Total price (USD)')).toHaveValue('4901');
  await page.getByLabel('Valid until').fill('2027-12-31');
  await page.getByRole('textbox', { name: 'Included', exact: true }).fill('Park fees');
  await page.getByRole('textbox', { name: 'Included', exact: true }).press('Enter');
  await page.getByRole('textbox', { name: 'Not included' }).fill('International flights');
  await page.getByRole('textbox', { name: 'Not included' }).press('Enter');

  // The preview is what the traveller will see.
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByTestId('proposal-preview');
  await expect(preview.getByRole('heading', { name: 'Three days in the north' })).toBeVisible();
  await expect(preview).toContainText('$2,450.50');
  await expect(preview).toContainText('$4,901');
  await expect(preview).toContainText('Day 3: Ngorongoro Crater');
  await expect(preview).toContainText('International flights');
  await page.getByRole('button', { name: 'Close preview' }).click();

  // Sending is confirmed, e-mails the traveller, and lands on the proposal's own page.
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Send this proposal to Amara?' });
  await confirm.getByRole('button', { name: 'Send proposal' }).click();
  await expect(page).toHaveURL(/\/agent\/proposals\/\d+$/);
  const proposalId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByText('Sent. Amara has been e-mailed a link to it.')).toBeVisible();
  await expect(page.getByTestId('proposal-status-line')).toContainText('Version 1 sent');
  const stored = await request.get(`/api/agent/proposals/${proposalId}`, { headers: { Authorization: `Bearer ${agentA.token}` } });
  const { proposal } = (await stored.json()) as { proposal: { price_per_person_cents: number; total_price_cents: number; itinerary: unknown[]; status: string } };
  expect(proposal).toMatchObject({ price_per_person_cents: 245_050, total_price_cents: 490_100, status: 'sent' });
  expect(proposal.itinerary).toHaveLength(3);

  // A second agent answers too (through the API: its portal is the same).
  await sendProposal(request, agentB.token, traveller.leads.get(agentB.id)!, 'Crater and elephants', 198_000, 'Kitela Lodge');

  // The traveller opens the e-mailed link in their own browser, compares the two, and asks agent A a question.
  const tripPage = await partyPage(browser, page);
  await tripPage.goto(await tripLinkFromOutbox(traveller.email));
  const proposals = tripPage.getByTestId('trip-proposal');
  await expect(proposals).toHaveCount(2);
  const ours = proposals.filter({ hasText: 'Three days in the north' });
  await ours.getByLabel('Compare').check();
  await proposals.filter({ hasText: 'Crater and elephants' }).getByLabel('Compare').check();
  const table = tripPage.getByRole('table', { name: 'Proposals side by side' });
  await expect(table.getByRole('row', { name: /Price per person/ })).toContainText('$2,450.50');
  await expect(table.getByRole('row', { name: /Price per person/ })).toContainText('$1,980');
  await ours.getByRole('button', { name: 'View proposal' }).click();
  const question = 'Could we add a night in the Serengeti?';
  await ours.getByLabel('Your message').fill(question);
  await ours.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(ours.getByRole('list', { name: 'Messages' })).toContainText(question);
  await expect.poll(() => readOutbox({ kind: 'agent-message' }).some((m) => m.text.includes(question))).toBe(true);

  // The agent sees it was viewed and the question, and answers.
  await page.reload();
  await expect(page.getByTestId('proposal-status-line')).toContainText('opened by the traveller');
  const thread = page.getByRole('region', { name: 'Messages with Amara' });
  await expect(thread.getByRole('list', { name: 'Messages' })).toContainText(question);
  const answer = 'Yes: one night at a mobile camp adds $420 per person.';
  await thread.getByLabel('Your message').fill(answer);
  await thread.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(thread.getByRole('list', { name: 'Messages' })).toContainText(answer);
  await expect.poll(() => readOutbox({ to: traveller.email, kind: 'traveler-message' }).some((m) => m.text.includes(answer))).toBe(true);

  // The traveller reads the answer and accepts.
  await tripPage.reload();
  const oursAgain = tripPage.getByTestId('trip-proposal').filter({ hasText: 'Three days in the north' });
  await oursAgain.getByRole('button', { name: 'View proposal' }).click();
  await expect(oursAgain.getByRole('list', { name: 'Messages' })).toContainText(answer);
  await oursAgain.getByRole('button', { name: 'Accept', exact: true }).click();
  await tripPage.getByRole('dialog', { name: 'Accept this proposal?' }).getByRole('button', { name: 'Accept proposal' }).click();
  await expect(oursAgain).toContainText('Accepted');
  await expect.poll(() => readOutbox({ kind: 'agent-proposal-accepted' }).some((m) => m.text.includes('Three days in the north'))).toBe(true);

  // Agent A: accepted, the lead won, the win rate 100 %. Agent B: no win, 0 %.
  await page.reload();
  await expect(page.getByTestId('proposal-status-line')).toHaveText('Accepted by the traveller. Contact them to finalise the trip.');
  await openSection(page, 'Dashboard');
  await expect(tile(page, 'Win rate')).toHaveText('100%');
  await expect(tile(page, 'Proposals')).toHaveText('1');
  await expect(page.getByRole('region', { name: 'Recent Proposals' })).toContainText('accepted');
  await openSection(page, 'Leads');
  await expect(page.getByTestId('lead-row')).toContainText('Won');

  const pageB = await partyPage(browser, page, agentB.token);
  await pageB.goto('/agent/dashboard');
  await expect(tile(pageB, 'Win rate')).toHaveText('0%');
  await expect(tile(pageB, 'Proposals')).toHaveText('1');
  await pageB.context().close();
  await tripPage.context().close();
});

test('an agent cannot open another agent\'s lead or proposal, and a proposal needs a lead', async ({ page, request }) => {
  const [owner, other] = [await agentWithId(request, 'owna'), await agentWithId(request, 'ownb')];
  const traveller = await travellerEnquiring(request, [owner.id]);
  const leadId = traveller.leads.get(owner.id)!;
  const proposalId = await sendProposal(request, owner.token, leadId, 'Private plan', 100_000, 'Camp');
  await page.addInitScript((token) => window.localStorage.setItem('agentToken', token), other.token);

  await page.goto(`/agent/leads/${leadId}`);
  await expect(page.getByRole('alert')).toHaveText('This lead does not exist or is not yours.');
  await expect(page.getByText(traveller.email)).toHaveCount(0);
  await page.goto(`/agent/proposals/${proposalId}`);
  await expect(page.getByRole('alert')).toHaveText('This proposal does not exist or is not yours.');
  await expect(page.getByText('Private plan')).toHaveCount(0);

  // '+ Proposal' (phone) and 'New proposal' (dashboard) open the builder, which asks for a lead first.
  await page.goto('/agent/dashboard');
  if (isPhone(page)) await page.getByRole('link', { name: '+ Proposal' }).click();
  else await page.getByRole('link', { name: 'New proposal' }).click();
  await expect(page).toHaveURL(/\/agent\/proposals\/new$/);
  await expect(page.getByText("A proposal answers a traveller's enquiry, and you have no open leads right now.")).toBeVisible();
});

test('marking a lead lost asks for a reason and shows it', async ({ page, request }) => {
  const agent = await agentWithId(request, 'lost');
  const traveller = await travellerEnquiring(request, [agent.id]);
  await page.addInitScript((token) => window.localStorage.setItem('agentToken', token), agent.token);
  await page.goto(`/agent/leads/${traveller.leads.get(agent.id)}`);
  await page.getByRole('button', { name: 'Mark lost' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark this lead lost?' });
  await dialog.getByRole('button', { name: 'Mark lost' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('A reason is required');
  await dialog.getByLabel('Reason').fill('They booked a cruise instead.');
  await dialog.getByRole('button', { name: 'Mark lost' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Lost:')).toBeVisible();
  await expect(page.getByText('They booked a cruise instead.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Write a proposal' })).toHaveCount(0);
});
