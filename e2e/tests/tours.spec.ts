import type { ToursResponse } from '@safari/contract';
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const tour = (id: number) => ({
  id,
  experience_name: `Test tour ${id}`,
  experience_type: id % 2 ? 'Safari & Wildlife' : 'Beach Time',
  description: 'A tour.',
  price: 1000 + id,
  duration_days: 5,
  location: id % 2 ? 'Serengeti, Tanzania' : 'Zanzibar, Tanzania',
  destination_name: 'Serengeti',
  country: 'Tanzania',
  is_tour: true,
  agent_id: 1,
  agency_name: 'Test Agency',
  agent_name: 'Test Agency',
  primary_image: null,
  images: [],
  activities: [],
  destinations: [],
});

/**
 * A catalogue of `total` tours served the way the server pages them. With `overlap`, every later page starts a
 * few tours early, as happens when tours are added between two fetches.
 */
async function serveTours(page: Page, total: number, overlap = 0) {
  const calls: { limit: number; offset: number }[] = [];
  await page.route('**/api/experiences/tours?**', (route: Route) => {
    const url = new URL(route.request().url());
    const limit = Number(url.searchParams.get('limit'));
    const offset = Number(url.searchParams.get('offset'));
    calls.push({ limit, offset });
    const start = offset > 0 ? Math.max(0, offset - overlap) : 0;
    const ids = Array.from({ length: Math.max(0, Math.min(limit, total - start)) }, (_, i) => start + i + 1);
    const body: ToursResponse = {
      experiences: ids.map(tour) as ToursResponse['experiences'],
      pagination: { currentPage: Math.ceil(offset / limit) + 1, totalPages: 3, hasMore: offset + limit < total, total },
    };
    return route.fulfill({ json: body });
  });
  return calls;
}

const cardLinks = (page: Page) => page.getByTestId('tour-card').getByRole('link', { name: /^View Details/ });

test.describe('tours page', () => {
  test('loads 9 tours first and 18 more when the end of the list comes into view', async ({ page }) => {
    const calls = await serveTours(page, 50);
    await page.goto('/tours');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('tour-card')).toHaveCount(9);
    expect(calls).toEqual([{ limit: 9, offset: 0 }]);

    const first = page.getByTestId('tour-card').first();
    await expect(first.getByRole('heading', { name: 'Test tour 1' })).toBeVisible();
    await expect(first.getByText('Safari & Wildlife')).toBeVisible();
    await expect(first.getByText('Serengeti, Tanzania')).toBeVisible();
    await expect(cardLinks(page).first()).toHaveAttribute('href', '/experience/1');

    await page.getByTestId('tour-card').last().scrollIntoViewIfNeeded();
    await expect(page.getByTestId('tour-card')).toHaveCount(27);
    expect(calls[1]).toEqual({ limit: 18, offset: 9 });

    await page.getByTestId('tour-card').last().scrollIntoViewIfNeeded();
    await expect(page.getByTestId('tour-card')).toHaveCount(45);
    await page.getByTestId('tour-card').last().scrollIntoViewIfNeeded();
    await expect(page.getByTestId('tour-card')).toHaveCount(50);
    await expect(page.getByText('You’ve seen all our ready-made tours.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
  });

  test('the Load More button loads the next tours', async ({ page }) => {
    // Without IntersectionObserver the button is the only way on: proves it works by itself.
    await page.addInitScript(() => {
      // @ts-expect-error removing the API on purpose
      delete window.IntersectionObserver;
    });
    const calls = await serveTours(page, 30);
    await page.goto('/tours');
    await expect(page.getByTestId('tour-card')).toHaveCount(9);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(page.getByTestId('tour-card')).toHaveCount(27);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(page.getByTestId('tour-card')).toHaveCount(30);
    await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
    expect(calls).toEqual([
      { limit: 9, offset: 0 },
      { limit: 18, offset: 9 },
      { limit: 18, offset: 27 },
    ]);
  });

  test('shows every tour once when pages overlap', async ({ page }) => {
    await serveTours(page, 40, 3);
    await page.goto('/tours');
    await expect(page.getByTestId('tour-card')).toHaveCount(9);
    await page.getByTestId('tour-card').last().scrollIntoViewIfNeeded();
    // The second answer starts at tour 7 (3 repeats), so 15 of its 18 tours are new.
    await expect(page.getByTestId('tour-card')).toHaveCount(24);
    const hrefs = await cardLinks(page).evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  test('the demo catalogue: first page and the next one without duplicates', async ({ page, request }) => {
    const first = (await (await request.get('/api/experiences/tours?limit=9&offset=0')).json()) as ToursResponse;
    const total = first.pagination.total;
    test.skip(total === 0, 'the demo catalogue has no tours yet');
    await page.goto('/tours');
    await expect(page.getByTestId('tour-card')).toHaveCount(Math.min(9, total));
    if (total > 9) {
      await page.getByTestId('tour-card').last().scrollIntoViewIfNeeded();
      await expect(page.getByTestId('tour-card')).toHaveCount(Math.min(27, total));
    }
    const hrefs = await cardLinks(page).evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(new Set(hrefs).size).toBe(hrefs.length);
    await cardLinks(page).first().click();
    await expect(page).toHaveURL(/\/experience\/\d+$/);
  });

  test('an empty catalogue says "No tours found"', async ({ page }) => {
    await serveTours(page, 0);
    await page.goto('/tours');
    await expect(page.getByText('No tours found')).toBeVisible();
  });

  test.describe('failures', () => {
    test.use({ allowedConsoleErrors: [/500/] });

    test('a failed request shows the spec text', async ({ page }) => {
      await page.route('**/api/experiences/tours?**', (r) => r.fulfill({ status: 500, json: { error: 'Internal Server Error', code: 'INTERNAL' } }));
      await page.goto('/tours');
      await expect(page.getByRole('alert')).toContainText('We are unable to load tours right now. Please try again later.');
    });

    test('an answer in the wrong format is an error, not an empty list', async ({ page }) => {
      await page.route('**/api/experiences/tours?**', (r) => r.fulfill({ json: { tours: [] } }));
      await page.goto('/tours');
      await expect(page.getByRole('alert')).toContainText('We are unable to load tours right now. Please try again later.');
      await expect(page.getByText('No tours found')).toHaveCount(0);
    });
  });
});
