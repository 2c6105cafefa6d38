import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { experienceWithAgent, returningTraveller } from './trip-helpers';
import { expectAccessible } from '../support/accessibility';
import { expectClipboard } from '../support/clipboard';

interface Card {
  id: number;
  experience_name: string;
  agent_id: number | null;
}

async function someExperiences(request: APIRequestContext, count: number): Promise<Card[]> {
  const res = await request.get(`/api/experiences?limit=${count + 5}`);
  return ((await res.json()) as { experiences: Card[] }).experiences.filter((e) => e.agent_id).slice(0, count);
}

test.describe('sharing a trip', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('a shared plan opens in a fresh browser', async ({ page, request, browser, baseURL }) => {
    test.setTimeout(90_000);
    const [current, ...selected] = await someExperiences(request, 3);
    await returningTraveller(page, request, 'Anna', {
      preferred_destinations: ['Tanzania', 'Kenya'],
      ideal_budget: 3000,
      length_of_stay: 2,
      selected_experiences: selected.map((e) => e.id),
    });

    await page.goto(`/experience/${current!.id}`);
    await page.getByRole('button', { name: 'Share Experience' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share this experience' });
    const link = dialog.getByLabel('Link to share');
    await expect(link).toHaveValue(/\/shared\/[A-Za-z0-9_-]{16,}$/);
    const url = await link.inputValue();

    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await expectClipboard(page, url);
    await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeVisible({ timeout: 4000 });
    await expect(dialog.getByRole('link', { name: /Share via WhatsApp/ })).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(url).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    await expect(dialog.getByRole('link', { name: 'Share via e-mail' })).toHaveAttribute('href', /^mailto:\?subject=.+&body=.+/);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Someone else opens the link: no local storage, no cookies.
    const friend = await browser.newContext({ baseURL });
    const friendPage = await friend.newPage();
    await friendPage.goto(url);
    await expect(friendPage.getByRole('heading', { level: 1, name: "Anna's trip to Tanzania" })).toBeVisible();
    for (const e of [current!, ...selected]) await expect(friendPage.getByRole('link', { name: e.experience_name })).toHaveAttribute('href', `/experience/${e.id}`);
    const badges = friendPage.getByRole('list', { name: 'Plan at a glance' });
    await expect(badges.getByRole('listitem')).toHaveText(['3 experiences', '$3,000 per person', '2 weeks']);
    await expect(friendPage.getByLabel('Travel preferences').getByText('Tanzania, Kenya')).toBeVisible();
    await expect(friendPage.getByRole('heading', { name: 'Travel Expert' })).toBeVisible();
    await expectAccessible(friendPage);
    await expect(friendPage.getByRole('link', { name: 'Plan My Own Trip' }).first()).toHaveAttribute('href', '/onboarding');

    // 'Share This Plan' shares the page's own link without creating another share.
    let posted = false;
    friendPage.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/shares')) posted = true;
    });
    await friendPage.getByRole('button', { name: 'Share This Plan' }).click();
    await expect(friendPage.getByRole('dialog').getByLabel('Link to share')).toHaveValue(url);
    expect(posted).toBe(false);
    await friend.close();
  });

  test('a plan too large to share is explained', async ({ page, request }) => {
    const experience = await experienceWithAgent(request);
    await returningTraveller(page, request);
    await page.route('**/api/shares', (route) => route.fulfill({ status: 413, json: { error: 'too large', code: 'TOO_LARGE' } }));
    await page.goto(`/experience/${experience.id}`);
    await page.getByRole('button', { name: 'Share Experience' }).click();
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(
      'Your travel plan is too extensive to share as one link. You can still share individual experiences from their pages.',
    );
  });

  test('without an experience to fall back on, a failed share says so', async ({ page, request }) => {
    const experience = await experienceWithAgent(request);
    await returningTraveller(page, request, 'Noor');
    await page.route('**/api/shares', (route) => route.fulfill({ status: 500, json: { error: 'x', code: 'X' } }));
    await page.goto(`/agency/${experience.agent_id}`);
    await page.getByRole('button', { name: 'Enquire now' }).first().click();
    await expect(page).toHaveURL(/\/enquiry-confirmation$/);
    await page.getByRole('button', { name: 'Share Trip' }).click();
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText("Sorry, we couldn't create a shareable link right now. Please try again later.");
    await expect(page.getByRole('dialog').getByLabel('Link to share')).toHaveCount(0);
  });

  test('other failures fall back to the experience link; anonymous visitors get it directly', async ({ page, request, baseURL }) => {
    const experience = await experienceWithAgent(request);
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/shares')) posts++;
    });
    await page.goto(`/experience/${experience.id}`);
    await page.getByRole('button', { name: 'Share Experience' }).click();
    await expect(page.getByRole('dialog').getByLabel('Link to share')).toHaveValue(`${baseURL}/experience/${experience.id}`);
    expect(posts).toBe(0);

    await returningTraveller(page, request);
    await page.route('**/api/shares', (route) => route.fulfill({ status: 500, json: { error: 'x', code: 'X' } }));
    await page.reload();
    await page.getByRole('button', { name: 'Share Experience' }).click();
    await expect(page.getByRole('dialog').getByLabel('Link to share')).toHaveValue(`${baseURL}/experience/${experience.id}`);
    expect(posts).toBe(1);
  });
});

test.describe('shared plan hero', () => {
  /** A plan shared through the real API, with `count` experiences that have their own images. */
  async function sharePlan(request: APIRequestContext, count: number) {
    const res = await request.get('/api/experiences?limit=40');
    const all = ((await res.json()) as { experiences: Array<{ id: number; experience_name: string; primary_image: string | null }> }).experiences;
    const seen = new Set<string>();
    const withImages = all.filter((e) => e.primary_image && !seen.has(e.primary_image) && seen.add(e.primary_image));
    expect(withImages.length, 'the demo catalogue has experiences with distinct images').toBeGreaterThanOrEqual(count);
    const [current, ...rest] = withImages.slice(0, count).map((e) => ({ id: e.id, name: e.experience_name, primary_image: e.primary_image }));
    const created = await request.post('/api/shares', {
      data: { shared_by: null, share_type: 'itinerary', share_data: { traveler: { first_name: 'Ines', preferences: {} }, experiences: rest, current_experience: current, agent: null } },
    });
    expect(created.ok()).toBe(true);
    return ((await created.json()) as { share_url: string }).share_url;
  }
  const slides = (page: Page) => page.getByRole('region', { name: 'Trip highlights' }).getByTestId('shared-hero-slide');

  test('a single shared experience: its image and two fallbacks rotate every 4 seconds', async ({ page, request }) => {
    await page.goto(await sharePlan(request, 1));
    await expect(page.getByRole('region', { name: 'Trip highlights' })).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(slides(page)).toHaveCount(3);
    await expect(slides(page).nth(0)).toHaveAttribute('data-active', 'true');
    await expect(slides(page).nth(1)).toHaveAttribute('data-active', 'true', { timeout: 7_000 });
    await expect(page.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
  });

  test('a plan of seven experiences shows five of their images', async ({ page, request }) => {
    await page.goto(await sharePlan(request, 7));
    await expect(slides(page)).toHaveCount(5);
    await expect(slides(page).nth(1)).toHaveAttribute('data-active', 'true', { timeout: 7_000 });
  });

  test('under reduced motion the hero stands still and offers no slideshow control', async ({ page, request }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(await sharePlan(request, 2));
    await expect(slides(page)).toHaveCount(3);
    await expect(slides(page).nth(0)).toHaveAttribute('data-active', 'true');
    await expect(page.getByRole('button', { name: /slideshow/ })).toHaveCount(0);
  });
});

test.describe('shared plan errors', () => {
  test('unknown token', async ({ page }) => {
    await page.goto('/shared/AAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByRole('heading', { name: 'Travel Plan Not Found' })).toBeVisible();
    await expect(page.getByText('This shared travel plan could not be found or may have expired.')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('server failure', async ({ page }) => {
    await page.route('**/api/shares/*', (route) => route.fulfill({ status: 500, json: { error: 'x', code: 'X' } }));
    await page.goto('/shared/AAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByText('Unable to load this shared travel plan. Please try again later.')).toBeVisible();
  });

  test('success false', async ({ page }) => {
    await page.route('**/api/shares/*', (route) => route.fulfill({ status: 200, json: { success: false, share_data: {} } }));
    await page.goto('/shared/AAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByRole('heading', { name: 'Travel Plan Not Found' })).toBeVisible();
    await expect(page.getByText('Share not found')).toBeVisible();
  });

  test('no token', async ({ page }) => {
    await page.goto('/shared');
    await expect(page.getByText('Invalid share link')).toBeVisible();
  });
});
