import type { Page } from '@playwright/test';
import { expect, isPhone, test } from '../support/fixtures';
import { experienceWithAgent } from './trip-helpers';

/**
 * How far the page reaches past the right edge of the viewport: the page's own scroll width, and any element that
 * sticks out and is not inside a container meant to scroll sideways (chip rows, carousels) — an `overflow: hidden`
 * on the body would otherwise hide a layout that is too wide.
 */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const width = window.innerWidth;
    let worst = document.documentElement.scrollWidth - width;
    const scrollsSideways = (el: Element | null): boolean => {
      for (let e = el; e && e !== document.body; e = e.parentElement) {
        const x = getComputedStyle(e).overflowX;
        if (x === 'auto' || x === 'scroll' || x === 'hidden' || x === 'clip') return true;
      }
      return false;
    };
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= width + 1) continue;
      if (scrollsSideways(el.parentElement) || getComputedStyle(el).position === 'fixed') continue;
      worst = Math.max(worst, box.right - width);
    }
    return Math.round(worst);
  });

test.describe('phone layout at 390 px', () => {
  test.skip(({ page }) => !isPhone(page), 'a phone-width check');

  test('no page scrolls sideways', async ({ page, request }) => {
    test.setTimeout(90_000);
    const experience = await experienceWithAgent(request);
    const pages = [
      '/', '/searchresultpage', '/searchresultpage?q=serengeti&sort=price_asc', '/tours', '/agents', '/agents?viewAll=true',
      '/destination/tanzania', `/experience/${experience.id}`, `/agency/${experience.agent_id}`, '/onboarding', '/preferences',
      '/about-us', '/imprint', '/privacy-policy', '/agent-signup', '/agent/login', '/admin/image-upload', '/no-such-page',
    ];
    for (const path of pages) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await overflow(page), path).toBeLessThanOrEqual(0);
    }
  });

  test('a very long e-mail address wraps on the enquiry confirmation', async ({ page, request }) => {
    const experience = await experienceWithAgent(request);
    const email = `averyveryverylongaddressforlayoutchecks${Date.now().toString(36)}@anunusuallylongtraveldomainnameforchecks.example`;
    const created = await request.post('/api/travelers', { data: { email } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await request.put(`/api/travelers/${id}`, { data: { first_name: 'Rita', last_name: 'Okafor', preferences: { preferred_destinations: ['Kenya'] } } })).ok()).toBe(true);
    await page.addInitScript((userId) => window.localStorage.setItem('userId', userId), id);
    await page.goto(`/experience/${experience.id}`);
    await page.getByRole('button', { name: 'Enquire now' }).first().click();
    await expect(page).toHaveURL(/\/enquiry-confirmation$/);
    await expect(page.getByText(email)).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });
});
