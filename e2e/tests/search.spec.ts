import { expectAccessible } from '../support/accessibility';
import type { Page } from '@playwright/test';
import { expect, isPhone, openInApp, test } from '../support/fixtures';

const count = (page: Page) => page.getByTestId('result-count');
const cards = (page: Page) => page.getByTestId('experience-card');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A chip's name is its label and, once the counts have loaded, '(N)'.
const chipName = (name: string) => new RegExp(`^${escape(name)}( \\(\\d+\\))?$`);
const chip = (page: Page, name: string) => page.getByRole('list', { name: 'Categories' }).getByRole('button', { name: chipName(name) });
const place = (page: Page, name: string) => page.getByRole('list', { name: 'Popular destinations' }).getByRole('button', { name: chipName(name) });
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search experiences' });
const cardPrices = async (page: Page) =>
  (await cards(page).allTextContents()).map((t) => Number(t.match(/From \$([\d,]+)/)?.[1]?.replace(/,/g, '') ?? NaN)).filter((n) => !Number.isNaN(n));

async function facetsFor(page: Page, query: string) {
  const res = await page.request.get(`/api/experiences/facets?${query}`);
  return (await res.json()) as { total: number; categories: { name: string; count: number }[]; destinations: { name: string; count: number }[] };
}

async function openSearchBox(page: Page) {
  if (isPhone(page)) await page.getByRole('button', { name: 'Search experiences' }).click();
}

async function totalFor(page: Page, query: string): Promise<number> {
  const res = await page.request.get(`/api/experiences?limit=1&${query}`);
  return ((await res.json()) as { total: number }).total;
}

test('hero, seven category chips, six destination chips, a count line and a first page of cards', async ({ page }) => {
  const before = await totalFor(page, '');
  await page.goto('/searchresultpage');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Get matched now!' })).toHaveAttribute('href', '/onboarding');
  const categories = page.getByRole('list', { name: 'Categories' }).getByRole('button');
  await expect(categories).toHaveCount(7);
  await expect(categories.filter({ hasText: 'Food & Cuisine' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Popular destinations' }).getByRole('button')).toHaveCount(6);

  await expect(count(page)).toHaveText(/^\d+ experiences found$/);
  const total = Number((await count(page).textContent())!.split(' ')[0]);
  // The catalogue's count at some moment of the page's load: other tests publish and hide experiences meanwhile.
  const after = await totalFor(page, '');
  expect(total).toBeGreaterThanOrEqual(Math.min(before, after));
  expect(total).toBeLessThanOrEqual(Math.max(before, after));
  await expect(cards(page)).toHaveCount(Math.min(24, total));
  const first = cards(page).first();
  await expect(first.getByRole('link', { name: /View Details/ })).toHaveAttribute('href', /^\/experience\/\d+$/);
  await expect(first).toContainText('per person');
  // Like tour cards, every experience card says how long and with whom (issue 15), as the list API answers.
  for (let i = 0; i < 3; i++) {
    const card = cards(page).nth(i);
    const id = (await card.getByRole('link', { name: /View Details/ }).getAttribute('href'))!.split('/').pop();
    const e = (await (await page.request.get(`/api/experiences/${id}`)).json()) as { duration_days: number | null; agency_name: string | null; travel_agent?: { agency_name: string } | null };
    const agency = e.agency_name ?? e.travel_agent?.agency_name;
    expect(e.duration_days && agency, `experience ${id} has a duration and an agent`).toBeTruthy();
    await expect(card.getByTestId('card-duration')).toHaveText(`${e.duration_days} ${e.duration_days === 1 ? 'day' : 'days'}`);
    await expect(card.getByText(`By ${agency}`, { exact: true })).toBeVisible();
  }
  await cards(page).nth(2).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/details-search-${test.info().project.name}.png` });

  if (total > 24) {
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards(page)).toHaveCount(Math.min(48, total));
  }
});

test('a category chip filters on the server, lives in the URL, and Back restores the previous filter', async ({ page }) => {
  await page.goto('/searchresultpage');
  await expect(cards(page).first()).toBeVisible();

  const beach = chip(page, 'Beach Time');
  await beach.click();
  await expect(page).toHaveURL(/tripType=Beach(\+|%20)Time/);
  await expect(beach).toHaveAttribute('aria-pressed', 'true');
  await expect(count(page)).toHaveText(`${await totalFor(page, 'tripType=Beach%20Time')} experiences found`);
  for (const type of await cards(page).locator('span').first().allTextContents()) expect(type).toMatch(/beach/i);

  await chip(page, 'Honeymoon').click();
  await expect(page).toHaveURL(/tripType=Honeymoon/);
  await expect(chip(page, 'Honeymoon')).toHaveAttribute('aria-pressed', 'true');
  await expect(beach).toHaveAttribute('aria-pressed', 'false');

  await page.goBack();
  await expect(page).toHaveURL(/tripType=Beach(\+|%20)Time/);
  await expect(beach).toHaveAttribute('aria-pressed', 'true');
  await expect(count(page)).toHaveText(`${await totalFor(page, 'tripType=Beach%20Time')} experiences found`);

  // Clicking the active chip clears it.
  await beach.click();
  await expect(page).not.toHaveURL(/tripType=/);
});

test('Food & Cuisine has no chip but filters from the URL and shows as an active filter', async ({ page }) => {
  await page.goto('/searchresultpage?tripType=Food%20%26%20Cuisine');
  await expect(page.getByRole('group', { name: 'Active filters' })).toContainText('Category: Food & Cuisine');
  await expect(count(page)).toHaveText(`${await totalFor(page, 'tripType=Food%20%26%20Cuisine')} experiences found`);
  await page.getByRole('button', { name: /Remove category filter/ }).click();
  await expect(page).not.toHaveURL(/tripType=/);
});

test('text search and destination chips combine, and the URL can be shared', async ({ page }) => {
  await page.goto('/searchresultpage');
  if (isPhone(page)) {
    const toggle = page.getByRole('button', { name: 'Search experiences' });
    await expect(searchBox(page)).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
  await searchBox(page).fill('Kilimanjaro');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/q=Kilimanjaro/);
  await expect(count(page)).toHaveText(`${await totalFor(page, 'q=Kilimanjaro')} experiences found`);

  await place(page, 'Zanzibar').click();
  await expect(page).toHaveURL(/destination=Zanzibar/);
  await expect(page).toHaveURL(/q=Kilimanjaro/);
  const combined = await totalFor(page, 'q=Kilimanjaro&destination=Zanzibar');
  await expect(count(page)).toHaveText(`${combined} ${combined === 1 ? 'experience' : 'experiences'} found`);

  // A shared link opens the same search.
  await page.goto('/searchresultpage?destination=Zanzibar&tripType=Honeymoon');
  await expect(place(page, 'Zanzibar')).toHaveAttribute('aria-pressed', 'true');
  await expect(chip(page, 'Honeymoon')).toHaveAttribute('aria-pressed', 'true');
  const both = await totalFor(page, 'destination=Zanzibar&tripType=Honeymoon');
  await expect(count(page)).toHaveText(`${both} ${both === 1 ? 'experience' : 'experiences'} found`);
});

test('a search asked for brings its results into view, on a phone too, where they start below the search box', async ({ page }) => {
  // Reduced motion: the page jumps rather than glides, so where it is can be read at once.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/searchresultpage');
  await openSearchBox(page);
  await searchBox(page).fill('gorilla');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/q=gorilla/);
  await expect(count(page)).toHaveText(`${await totalFor(page, 'q=gorilla')} experiences found`);
  await expect(count(page)).toBeInViewport();
  await expect(cards(page).first()).toBeInViewport({ ratio: 0.5 });

  // Words typed or pasted and searched at once, as a fast typist does: each search is of the words in the box (Enter
  // had often run before the box's text caught up, and searched nothing).
  for (const words of ['kenya', 'zanzibar beach', 'lemurs', 'kilimanjaro']) {
    await searchBox(page).fill(words);
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(new RegExp(`q=${words.replace(' ', '\\+')}$`));
    // The URL changes first; the page draws the new results once they are here, and brings them into view then.
    await expect(count(page)).toHaveText(`${await totalFor(page, `q=${encodeURIComponent(words)}`)} experiences found`);
    await expect(count(page)).toBeInViewport();
    await expect(cards(page).first()).toBeInViewport({ ratio: 0.5 });
  }

  // The same words asked for again, from the top of the page (where a wide screen shows the results already): no new
  // URL, the same reveal.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(count(page)).toBeInViewport();
  await expect(cards(page).first()).toBeInViewport({ ratio: 0.5 });
  // On a phone the first card starts below the screen at the top of the page: the page moved to it.
  if (isPhone(page)) expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('no results: an empty state with a way to clear the filters', async ({ page }) => {
  await page.goto('/searchresultpage?q=zzqqxxnothing');
  await expect(page.getByText('No experiences match your search.')).toBeVisible();
  await expect(count(page)).toHaveText('0 experiences found');
  // Words that find nothing: a way to ask a local agent instead, beside clearing them.
  await expect(page.getByRole('link', { name: 'Ask a local agent' })).toHaveAttribute('href', '/onboarding');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/searchresultpage$/);
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask a local agent' })).toHaveCount(0);
});

test('a place the agents do not cover: the empty state names it and the five countries they do', async ({ page }) => {
  await page.goto('/searchresultpage?q=honeymoon%20seychelles');
  await expect(count(page)).toHaveText('0 experiences found');
  await expect(page.getByTestId('outside-region')).toHaveText(
    'Seychelles is outside the countries our local agents cover: Tanzania, Kenya, Uganda, Rwanda and Madagascar.',
  );
  // Words that merely find nothing are not said to be elsewhere.
  await page.goto('/searchresultpage?q=zzqqxxnothing');
  await expect(page.getByText('Our local agents also plan trips that are not listed here: tell them what you have in mind.')).toBeVisible();
  await expect(page.getByTestId('outside-region')).toHaveCount(0);
});

test.describe('server failure', () => {
  test.use({ allowedConsoleErrors: [/500|Internal Server Error/] });

  test('shows the spec error text', async ({ page }) => {
    await page.route('**/api/experiences**', (r) => r.fulfill({ status: 500, json: { error: 'boom', code: 'INTERNAL' } }));
    await openInApp(page, '/searchresultpage?tripType=Beach%20Time');
    await expect(page.getByText('Unable to load experiences. Please try again later.')).toBeVisible();
  });
});

test('the search page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/searchresultpage');
  await expect(cards(page).first()).toBeVisible();
  await expectAccessible(page);
});

test('recommendations: ranked cards with reasons for a known traveller, a friendly page for an unknown one', async ({ page }) => {
  const email = `reco-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const created = await page.request.post('/api/travelers', { data: { email } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const updated = await page.request.put(`/api/travelers/${id}`, {
    data: {
      first_name: 'Amina',
      last_name: 'Okafor',
      email,
      preferences: { preferred_trip_type: 'Nature & Wildlife', ideal_budget: 3000, preferred_destinations: ['Tanzania'] },
    },
  });
  expect(updated.ok()).toBe(true);

  await page.goto(`/searchresultpage/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Recommended for Amina' })).toBeVisible();
  await expect(page.locator('main dl').first()).toContainText('Tanzania');
  await expect(page.getByRole('link', { name: 'Update your preferences' })).toHaveAttribute('href', '/preferences');
  await expect(page.getByRole('link', { name: 'Browse all experiences' })).toHaveAttribute('href', '/searchresultpage');
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByTestId('recommendation-reasons').first()).toContainText(/Tanzania|Nature & Wildlife|budget/);
  // The budget in the one currency, as the wizard and the e-mails write it.
  await expect(page.locator('main dl').first()).toContainText('$3,000 per person');

  await page.goto('/searchresultpage/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: "We couldn't find your travel profile" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Planning' })).toHaveAttribute('href', '/onboarding');
});

test('a misspelt destination: suggestions while typing, then the corrected results; a suggested place becomes the filter', async ({ page }) => {
  await page.goto('/searchresultpage');
  await expect(cards(page).first()).toBeVisible();
  await openSearchBox(page);
  await searchBox(page).fill('serengetti');
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(suggestions.getByRole('option', { name: /^Serengeti, Tanzania/ })).toBeVisible();
  await expect(suggestions.getByRole('option', { name: /Serengeti/ }).nth(1)).toBeVisible();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/q=serengetti/);
  await expect(page.getByTestId('searched-for')).toContainText('Showing results for Serengeti');
  const corrected = await totalFor(page, 'q=serengeti');
  expect(corrected).toBeGreaterThan(0);
  await expect(count(page)).toHaveText(`${corrected} experiences found`);

  // Keyboard: arrow down to the first suggestion (a place) and Enter: it becomes the destination filter.
  await page.goto('/searchresultpage');
  await openSearchBox(page);
  await searchBox(page).fill('zanz');
  await expect(suggestions.getByRole('option', { name: /^Zanzibar, Tanzania/ })).toBeVisible();
  await searchBox(page).press('ArrowDown');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/destination=Zanzibar/);
  await expect(place(page, 'Zanzibar')).toHaveAttribute('aria-pressed', 'true');
  await expect(count(page)).toHaveText(`${await totalFor(page, 'destination=Zanzibar')} experiences found`);
});

test('a price said in words: the page shows the bound it read, and its results keep to it', async ({ page }) => {
  await page.goto(`/searchresultpage?q=${encodeURIComponent('safari under $2,000')}`);
  await expect(page.getByTestId('read-as')).toHaveText('Showing results for safari · up to $2,000');
  const bounded = await totalFor(page, 'q=safari&maxPrice=2000');
  expect(bounded).toBeGreaterThan(0);
  expect(bounded).toBeLessThan(await totalFor(page, 'q=safari'));
  await expect(count(page)).toHaveText(`${bounded} experiences found`);
  // The traveller's own words on the page: nothing read, nothing shown.
  await page.goto('/searchresultpage?q=safari');
  await expect(count(page)).toHaveText(`${await totalFor(page, 'q=safari')} experiences found`);
  await expect(page.getByTestId('read-as')).toHaveCount(0);
});

test('a slip beside a length: the page shows the corrected words with the length it read, and its cards keep to it', async ({ page }) => {
  await page.goto(`/searchresultpage?q=${encodeURIComponent('serengetti 2 weeks')}`);
  await expect(page.getByTestId('searched-for')).toHaveText('Showing results for Serengeti · about 14 days · no experiences match “serengetti 2 weeks”');
  const spelt = await totalFor(page, `q=${encodeURIComponent('serengeti 2 weeks')}`);
  expect(spelt).toBeGreaterThan(0);
  await expect(count(page)).toHaveText(`${spelt} ${spelt === 1 ? 'experience' : 'experiences'} found`);
  // About two weeks (10–18 days), not the 2-day weekends that the words '2' and 'weeks' match as typed.
  await expect(cards(page).first()).toBeVisible();
  const lengths = (await cards(page).getByTestId('card-duration').allTextContents()).map((text) => Number.parseInt(text, 10));
  expect(lengths.length).toBeGreaterThan(0);
  for (const days of lengths) expect(days).toBeGreaterThanOrEqual(10);
});

test('two words the catalogue writes as one: the page searches the joined word and says how it read them', async ({ page }) => {
  await page.goto('/searchresultpage?q=wild%20life');
  await expect(page.getByTestId('read-as')).toHaveText('Showing results for wildlife');
  await expect(page.getByTestId('searched-for')).toHaveCount(0);
  const joined = await totalFor(page, 'q=wildlife');
  expect(joined).toBeGreaterThan(0);
  await expect(count(page)).toHaveText(`${joined} experiences found`);
  await expect(cards(page).first()).toBeVisible();
});

test('words that find nothing together: the page shows what it searched for instead, with that search\'s counts', async ({ page }) => {
  await page.goto('/searchresultpage?q=fabulous%20safari%20in%20kenya');
  await expect(page.getByTestId('searched-for')).toHaveText('Showing results for safari Kenya · no experiences match “fabulous safari in kenya”');
  const instead = await totalFor(page, 'q=safari%20kenya');
  expect(instead).toBeGreaterThan(0);
  await expect(count(page)).toHaveText(`${instead} experiences found`);
  await expect(cards(page).first()).toContainText(/kenya/i);
  await expect(place(page, 'Kenya')).toHaveText(`Kenya (${instead})`);
});

test('facet counts follow the query', async ({ page }) => {
  await page.goto('/searchresultpage');
  const all = await facetsFor(page, '');
  const honeymoonAll = all.categories.find((c) => c.name === 'Honeymoon')!.count;
  await expect(chip(page, 'Honeymoon')).toHaveText(`Honeymoon (${honeymoonAll})`);
  await openSearchBox(page);
  await searchBox(page).fill('zanzibar');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/q=zanzibar/);
  const zanzibar = await facetsFor(page, 'q=zanzibar');
  const honeymoonZanzibar = zanzibar.categories.find((c) => c.name === 'Honeymoon')!.count;
  expect(honeymoonZanzibar).toBeLessThan(honeymoonAll);
  await expect(chip(page, 'Honeymoon')).toHaveText(`Honeymoon (${honeymoonZanzibar})`);
  await expect(place(page, 'Kenya')).toHaveText(`Kenya (${zanzibar.destinations.find((d) => d.name === 'Kenya')!.count})`);
});

test('sorting by price orders the cards, a price range narrows them, and the URL restores the same view', async ({ page }) => {
  await page.goto('/searchresultpage?destination=Kenya');
  await expect(cards(page).first()).toBeVisible();
  await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect.poll(async () => {
    const prices = await cardPrices(page);
    return prices.length > 1 && prices.every((p, i) => i === 0 || prices[i - 1]! <= p);
  }).toBe(true);

  await page.getByLabel('Price', { exact: true }).selectOption({ label: 'Under $1,000' });
  await expect(page).toHaveURL(/maxPrice=999/);
  const narrowed = await totalFor(page, 'destination=Kenya&maxPrice=999');
  await expect(count(page)).toHaveText(`${narrowed} ${narrowed === 1 ? 'experience' : 'experiences'} found`);
  expect((await cardPrices(page)).every((p) => p <= 999)).toBe(true);
  const firstName = await cards(page).first().getByRole('heading').textContent();

  await page.reload();
  await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');
  await expect(page.getByLabel('Price', { exact: true })).toHaveValue('-999');
  await expect(count(page)).toHaveText(`${narrowed} ${narrowed === 1 ? 'experience' : 'experiences'} found`);
  await expect(cards(page).first().getByRole('heading')).toHaveText(firstName!);
  await expect(page.getByRole('group', { name: 'Active filters' })).toContainText('Price: up to $999');
});

test('Back from an experience opened after two Load more clicks brings back every loaded card and the scroll position', async ({ page }) => {
  const total = await totalFor(page, '');
  expect(total, 'the demo catalogue has more than two pages of experiences').toBeGreaterThan(48);
  const requests: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/experiences') requests.push(r.url());
  });
  await page.goto('/searchresultpage');
  await expect(cards(page)).toHaveCount(24);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards(page)).toHaveCount(48);
  await page.getByRole('button', { name: 'Load more' }).click();
  const loaded = Math.min(72, total);
  await expect(cards(page)).toHaveCount(loaded);

  // The 33rd card, well below the first two pages.
  const link = cards(page).nth(32).getByRole('link', { name: /View Details/ });
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${escape(href)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const fetchedBeforeBack = requests.length;

  await page.goBack();
  await expect(page).toHaveURL(/\/searchresultpage$/);
  await expect(cards(page)).toHaveCount(loaded);
  await expect(page.locator(`a[href="${href}"]`).first()).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  // The list came from the query cache: nothing was fetched again from page 1.
  expect(requests.length).toBe(fetchedBeforeBack);
});
