import type { AgentSummary } from '@safari/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, openInApp, test } from '../support/fixtures';

async function loadAgents(request: APIRequestContext): Promise<AgentSummary[]> {
  const res = await request.get('/api/agents');
  expect(res.ok()).toBe(true);
  return (await res.json()) as AgentSummary[];
}

/**
 * What the page must show for a query: name, destination or address, ignoring case (traveller-side.md §2), each word
 * anywhere in them (the contract's rule, restated here) ('plot 14' also finds an agency at Plot 12 whose name holds a 14:
 * a whole-phrase check here failed whenever another test's random agency name did).
 */
const expectedMatches = (agents: AgentSummary[], q: string) =>
  agents.filter((a) => {
    const text = [a.agency_name, a.address, a.country, ...a.destinations.map((d) => d.destination_name)].join(' ').toLowerCase();
    return q.toLowerCase().split(/\s+/).filter(Boolean).every((word) => text.includes(word));
  });

const cardIds = async (page: Page) =>
  (await page.getByTestId('agent-card').getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href')))).sort();

/**
 * The full list the page itself received. Other tests create agents on the same server meanwhile, so "every agent"
 * means every agent of the page's own answer (the API suite proves that answer is complete): read from the data a
 * server-rendered page carries, or from the answer to the page's own call after an in-app navigation.
 */
const fullListOf = (page: Page) =>
  page
    .waitForResponse((r) => new URL(r.url()).pathname === '/api/agents' && new URL(r.url()).searchParams.has('limit'))
    .then(async (r) => (await r.json()) as AgentSummary[]);

const renderedFullList = (page: Page) =>
  page.evaluate(() => {
    const payload = JSON.parse(document.getElementById('ssr-payload')!.textContent!) as {
      queries: { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> };
    };
    const list = payload.queries.queries.find((q) => q.queryKey[0] === 'agents' && q.queryKey[1] === 'list');
    return list!.state.data as AgentSummary[];
  });

const hrefs = (agents: AgentSummary[]) => agents.map((a) => `/agency/${a.id}`).sort();

test.describe('agents page', () => {
  test('shows the featured agents by default, each card linking to its agency page', async ({ page, request }) => {
    const agents = await loadAgents(request);
    const featured = agents.filter((a) => a.is_featured);
    expect(featured.length, 'the demo catalogue seeds featured agents').toBeGreaterThan(0);
    await page.goto('/agents');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our featured agents');
    await expect(page.getByTestId('agent-card')).toHaveCount(featured.length);
    await expect.poll(() => cardIds(page)).toEqual(hrefs(featured));
    await expect(page.getByRole('heading', { name: 'Why choose a local agent?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Plan Your Trip' }).last()).toHaveAttribute('href', '/onboarding');

    const first = featured[0]!;
    await page.getByTestId('agent-card').getByRole('link', { name: first.agency_name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/agency/${first.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.agency_name);
  });

  test('view all lists every agent and searches by name, destination and address, ignoring case', async ({ page, request }) => {
    const before = await loadAgents(request);
    await page.goto('/agents');
    const fullList = fullListOf(page);
    await page.getByRole('link', { name: 'View all agents' }).click();
    const agents = await fullList;
    expect(agents.length, 'the demo catalogue seeds several agents').toBeGreaterThan(1);
    expect(hrefs(agents)).toEqual(expect.arrayContaining(hrefs(before)));
    await expect(page).toHaveURL(/\/agents\?viewAll=true$/);
    await expect(page.getByTestId('agent-card')).toHaveCount(agents.length);

    const search = page.getByLabel('Search agents');
    const target = agents.find((a) => a.address && a.destinations.length > 0) ?? agents[0]!;

    // By name, shouted.
    const byName = target.agency_name.toUpperCase();
    await search.fill(byName);
    await expect.poll(() => cardIds(page)).toEqual(hrefs(expectedMatches(agents, byName)));
    await expect(page).toHaveURL(/q=/);

    // By destination, in lower case.
    const destination = target.destinations[0]!.destination_name.toLowerCase();
    await search.fill(destination);
    const byDestination = expectedMatches(agents, destination);
    expect(byDestination.length).toBeGreaterThan(0);
    await expect.poll(() => cardIds(page)).toEqual(hrefs(byDestination));

    // By a piece of the address in mixed case.
    const town = (target.address ?? '').split(',')[0]!.trim();
    const mixed = [...town].map((c, i) => (i % 2 ? c.toLowerCase() : c.toUpperCase())).join('');
    await search.fill(mixed);
    await expect.poll(() => cardIds(page)).toEqual(hrefs(expectedMatches(agents, mixed)));

    // The query survives a reload because it lives in the URL.
    await page.reload();
    await expect(search).toHaveValue(mixed);
    const afterReload = await renderedFullList(page);

    // Letters typed mid-word go where the caret is, and the caret stays after them.
    await search.fill('arha');
    await search.evaluate((el: HTMLInputElement) => el.setSelectionRange(2, 2));
    await page.keyboard.type('us', { delay: 50 });
    await expect(search).toHaveValue('arusha');
    await expect.poll(() => cardIds(page)).toEqual(hrefs(expectedMatches(afterReload, 'arusha')));

    await search.fill('zzzz-no-such-agent');
    await expect(page.getByText('No agents match “zzzz-no-such-agent”.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page.getByTestId('agent-card')).toHaveCount(afterReload.length);
  });

  test('a kind of trip no agency is named for leads to the experiences that offer it, each from its agency', async ({ page }) => {
    await page.goto('/agents?viewAll=true&q=honeymoon');
    await expect(page.getByText('No agents match “honeymoon”.')).toBeVisible();
    await page.getByRole('link', { name: 'Search experiences for “honeymoon” →' }).click();
    await expect(page).toHaveURL(/\/searchresultpage\?q=honeymoon$/);
    await expect(page.getByText(/^\d+ experiences found$/)).toBeVisible();
    await expect(page.getByTestId('experience-card').first()).toContainText(/honeymoon/i);
  });

  test('a slip in a destination still finds its agents, and the page says what it searched for', async ({ page }) => {
    const fullList = fullListOf(page);
    await page.goto('/agents');
    await page.getByRole('link', { name: 'View all agents' }).click();
    const agents = await fullList;
    // The destination most agents cover, with two neighbouring letters swapped ('serengeti' → 'sernegeti').
    const counts = new Map<string, number>();
    for (const a of agents) for (const d of a.destinations) counts.set(d.destination_name, (counts.get(d.destination_name) ?? 0) + 1);
    const destination = [...counts].filter(([name]) => /^[a-z]{7,}$/i.test(name)).sort((x, y) => y[1] - x[1])[0]![0].toLowerCase();
    const slip = destination.slice(0, 3) + destination[4] + destination[3] + destination.slice(5);
    expect(expectedMatches(agents, slip)).toEqual([]);

    await page.getByLabel('Search agents').fill(slip);
    await expect.poll(() => cardIds(page)).toEqual(hrefs(expectedMatches(agents, destination)));
    await expect(page.getByTestId('agents-searched-for')).toHaveText(`Showing agents for ${destination[0]!.toUpperCase() + destination.slice(1)} · no agents match “${slip}”`);
    await expect(page).toHaveURL(new RegExp(`q=${slip}`));
  });

  test('a place no agency names finds the agencies of its country, and the page says so', async ({ page }) => {
    await page.goto('/agents?viewAll=true');
    const agents = await renderedFullList(page);
    expect(expectedMatches(agents, 'dar es salaam'), 'no demo agency names Dar es Salaam').toEqual([]);
    // The list in the browser finds nothing; the page asks the server, which knows the city is in Tanzania.
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/agents' && new URL(r.url()).searchParams.get('q') === 'dar es salaam');
    await page.getByLabel('Search agents').fill('dar es salaam');
    const found = (await (await answer).json()) as AgentSummary[];
    expect(found.length).toBeGreaterThan(0);
    for (const a of found) expect(expectedMatches([a], 'tanzania'), a.agency_name).toEqual([a]);
    await expect.poll(() => cardIds(page)).toEqual(hrefs(found));
    await expect(page.getByTestId('agents-searched-for')).toHaveText('Showing agents for Tanzania · no agents match “dar es salaam”');
    // Restored from the URL on a reload, as any search is.
    await page.reload();
    await expect.poll(() => cardIds(page)).toEqual(hrefs(found));
    await expect(page.getByTestId('agents-searched-for')).toBeVisible();
  });

  test('popular destination chips filter the list and the back link returns to the featured view', async ({ page }) => {
    await page.goto('/agents?viewAll=true');
    const agents = await renderedFullList(page);
    expect(agents.length, 'the demo catalogue seeds several agents').toBeGreaterThan(1);
    const chips = page.getByRole('list', { name: 'Popular destinations' }).getByRole('button');
    await expect(chips.first()).toBeVisible();
    const count = await chips.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(6);

    const chip = chips.first();
    const name = (await chip.textContent())!.trim();
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Search agents')).toHaveValue(name);
    await expect.poll(() => cardIds(page)).toEqual(hrefs(expectedMatches(agents, name)));
    await chip.click();
    await expect(page.getByLabel('Search agents')).toHaveValue('');

    await page.getByRole('link', { name: 'Back to featured agents' }).click();
    await expect(page).toHaveURL(/\/agents$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our featured agents');
  });

  test.describe('failures', () => {
    test.use({ allowedConsoleErrors: [/500/] });

    test('a failed request shows the spec text', async ({ page }) => {
      await page.route('**/api/agents*', (r) => r.fulfill({ status: 500, json: { error: 'Internal Server Error', code: 'INTERNAL' } }));
      await openInApp(page, '/agents');
      await expect(page.getByRole('alert')).toContainText('Failed to load agents');
    });

    test('an answer that is not an array is an invalid response format', async ({ page }) => {
      await page.route('**/api/agents*', (r) => r.fulfill({ json: { agents: [] } }));
      await openInApp(page, '/agents?viewAll=true');
      await expect(page.getByRole('alert')).toContainText('Failed to load agents');
      await expect(page.getByRole('alert')).toContainText('Invalid response format');
    });

    test('an empty list says so', async ({ page }) => {
      await page.route('**/api/agents*', (r) => r.fulfill({ json: [] }));
      await openInApp(page, '/agents?viewAll=true');
      await expect(page.getByText('No travel agents found')).toBeVisible();
      await openInApp(page, '/agents');
      await expect(page.getByText('No featured agents right now.')).toBeVisible();
    });
  });
});
