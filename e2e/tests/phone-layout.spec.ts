import type { Page } from '@playwright/test';
import { expect, isPhone, test } from '../support/fixtures';
import { experienceWithAgent } from './trip-helpers';
import { agentWithId, sendProposal, travellerEnquiring } from '../support/leads';

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

  test("the portal shows a proposal's title and the editor's counters whole", async ({ page, request }) => {
    const agent = await agentWithId(request, 'plyt');
    const traveller = await travellerEnquiring(request, [agent.id]);
    const title = 'Family safari with a crater day';
    await sendProposal(request, agent.token, traveller.leads.get(agent.id)!, title, 100_000, 'Camp');
    const description = 'Three days in the north with a private guide. '.repeat(7).trim();
    const created = await request.post('/api/experiences', {
      data: { experience_name: 'Northern Circuit Crater Safari', description },
      headers: { Authorization: `Bearer ${agent.token}` },
    });
    expect(created.status(), await created.text()).toBe(200);
    const { id } = (await created.json()) as { id: number };
    await page.addInitScript((token) => window.localStorage.setItem('agentToken', token), agent.token);

    // The title beside its status, on up to two lines: cut to one line it read 'Family safari with a crat…'.
    await page.goto('/agent/proposals');
    const shown = page.getByTestId('proposal-row').getByText(title, { exact: true });
    await expect(shown).toBeVisible();
    expect(await shown.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight)).toBe(true);

    // The description's buttons below its counter (beside it, 'Optimize description with AI' covered the count), and
    // the name's counter on one line (it had wrapped to '30/20' over '0').
    await page.goto(`/agent/experience/${id}/edit`);
    const count = page.getByText(`${description.length}/5000`, { exact: true });
    const optimize = page.getByRole('button', { name: 'Optimize description with AI' });
    const [countBox, buttonBox] = [await count.boundingBox(), await optimize.boundingBox()];
    expect(countBox && buttonBox).toBeTruthy();
    const apart = countBox!.y + countBox!.height <= buttonBox!.y || buttonBox!.x + buttonBox!.width <= countBox!.x;
    expect(apart, `counter ${JSON.stringify(countBox)} and button ${JSON.stringify(buttonBox)} overlap`).toBe(true);
    const nameCount = page.getByText('30/200', { exact: true });
    expect(await nameCount.evaluate((el) => el.getBoundingClientRect().height < 1.5 * parseFloat(getComputedStyle(el).lineHeight))).toBe(true);
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
