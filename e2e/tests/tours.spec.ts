import type { ToursResponse } from '@safari/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, openInApp, test } from '../support/fixtures';

/** The seeded catalogue as the API pages it: the first 9 tours and the total. */
async function seededTours(request: APIRequestContext) {
  const res = await request.get('/api/experiences/tours?limit=9&offset=0');
  expect(res.ok()).toBe(true);
  const first = (await res.json()) as ToursResponse;
  // The demo seed is deterministic and has dozens of tours; fewer than three pages means the seed is broken.
  expect(first.pagination.total, 'the demo catalogue seeds more than 27 tours').toBeGreaterThan(27);
  return first;
}

/** The page's own requests for tours (observed, not answered: the real server answers them). */
function watchTourRequests(page: Page) {
  const calls: { limit: number; offset: number }[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname !== '/api/experiences/tours') return;
    calls.push({ limit: Number(url.searchParams.get('limit')), offset: Number(url.searchParams.get('offset')) });
  });
  return calls;
}

const cards = (page: Page) => page.getByTestId('tour-card');
const cardLinks = (page: Page) => cards(page).getByRole('link', { name: /^View Details/ });
const hrefsOf = (page: Page) => cardLinks(page).evaluateAll((links) => links.map((l) => l.getAttribute('href')));

/**
 * Opens /tours with IntersectionObserver removed, so only the Load More button loads (proves it works by itself,
 * and loads exactly the pages asked for), and clicks it twice: 9 + 18 + 18 tours, or all of them if fewer.
 */
async function loadThreePagesByButton(page: Page, total: number) {
  await page.addInitScript(() => {
    // @ts-expect-error removing the API on purpose
    delete window.IntersectionObserver;
  });
  const calls = watchTourRequests(page);
  await page.goto('/tours');
  await expect(cards(page)).toHaveCount(9);
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(cards(page)).toHaveCount(27);
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(cards(page)).toHaveCount(Math.min(45, total));
  return calls;
}

test.describe('tours page', () => {
  test('loads 9 tours first and 18 more each time the end of the list comes into view, until all are shown', async ({ page, request }) => {
    const first = await seededTours(request);
    const total = first.pagination.total;
    const calls = watchTourRequests(page);
    await page.goto('/tours');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(cards(page)).toHaveCount(9);
    // The first 9 arrive with the page (rendered on the server); the browser asks only for the next ones.
    expect(calls).toEqual([]);

    const tour = first.experiences[0]!;
    const card = cards(page).first();
    await expect(card.getByRole('heading', { name: tour.experience_name })).toBeVisible();
    expect(tour.experience_type && tour.location, 'seeded tours have a type and a location').toBeTruthy();
    await expect(card.getByText(tour.experience_type!, { exact: true })).toBeVisible();
    await expect(card.getByText(tour.location!)).toBeVisible();
    await expect(cardLinks(page).first()).toHaveAttribute('href', `/experience/${tour.id}`);

    for (let shown = 9; shown < total; ) {
      await expect(page.getByText('You’ve seen all our ready-made tours.')).toHaveCount(0);
      await cards(page).last().scrollIntoViewIfNeeded();
      const offset = shown;
      shown = Math.min(shown + 18, total);
      await expect(cards(page)).toHaveCount(shown);
      expect(calls.at(-1)).toEqual({ limit: 18, offset });
    }
    await expect(page.getByText('You’ve seen all our ready-made tours.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
    const hrefs = await hrefsOf(page);
    expect(new Set(hrefs).size).toBe(total);

    await cardLinks(page).first().click();
    await expect(page).toHaveURL(new RegExp(`/experience/${tour.id}$`));
  });

  test('the Load More button loads the next tours', async ({ page, request }) => {
    const total = (await seededTours(request)).pagination.total;
    const calls = await loadThreePagesByButton(page, total);
    expect(calls.slice(0, 2)).toEqual([
      { limit: 18, offset: 9 },
      { limit: 18, offset: 27 },
    ]);
  });

  test('Back from a tour brings back all 45 loaded tours and the scroll position', async ({ page, request }) => {
    const total = (await seededTours(request)).pagination.total;
    expect(total, 'the demo catalogue seeds at least 45 tours').toBeGreaterThanOrEqual(45);
    // The button, not the scroll sentinel, loads here, so exactly three pages are loaded.
    const calls = await loadThreePagesByButton(page, total);
    await expect(cards(page)).toHaveCount(45);

    const link = cardLinks(page).nth(39);
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/tours$/);
    await expect(cards(page)).toHaveCount(45);
    await expect(cardLinks(page).nth(39)).toHaveAttribute('href', href);
    await expect(cardLinks(page).nth(39)).toBeInViewport();
    // The first page came with the HTML and the two others from the browser; Back asked for none of them again.
    expect(calls).toHaveLength(2);
  });

  test('shows every tour once when pages overlap', async ({ page, request }) => {
    await seededTours(request);
    // Tours added between two fetches shift the next page: the real server answers each later page from 3 tours
    // earlier, so its first 3 tours repeat ones already shown.
    await page.route('**/api/experiences/tours?**', (route) => {
      const url = new URL(route.request().url());
      const offset = Number(url.searchParams.get('offset'));
      if (offset > 0) url.searchParams.set('offset', String(offset - 3));
      return route.continue({ url: url.toString() });
    });
    await page.goto('/tours');
    await expect(cards(page)).toHaveCount(9);
    await cards(page).last().scrollIntoViewIfNeeded();
    // The second answer starts at tour 7 (3 repeats), so 15 of its 18 tours are new.
    await expect(cards(page)).toHaveCount(24);
    const hrefs = await hrefsOf(page);
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  // The seeded server always has tours; an empty catalogue is simulated.
  test('an empty catalogue says "No tours found"', async ({ page }) => {
    const empty: ToursResponse = { experiences: [], pagination: { currentPage: 1, totalPages: 0, hasMore: false, total: 0 } };
    await page.route('**/api/experiences/tours?**', (route) => route.fulfill({ json: empty }));
    await openInApp(page, '/tours');
    await expect(page.getByText('No tours found')).toBeVisible();
  });

  test.describe('failures', () => {
    test.use({ allowedConsoleErrors: [/500/] });

    test('a failed request shows the spec text', async ({ page }) => {
      await page.route('**/api/experiences/tours?**', (r) => r.fulfill({ status: 500, json: { error: 'Internal Server Error', code: 'INTERNAL' } }));
      await openInApp(page, '/tours');
      await expect(page.getByRole('alert')).toContainText('We are unable to load tours right now. Please try again later.');
    });

    test('an answer in the wrong format is an error, not an empty list', async ({ page }) => {
      await page.route('**/api/experiences/tours?**', (r) => r.fulfill({ json: { tours: [] } }));
      await openInApp(page, '/tours');
      await expect(page.getByRole('alert')).toContainText('We are unable to load tours right now. Please try again later.');
      await expect(page.getByText('No tours found')).toHaveCount(0);
    });
  });
});
