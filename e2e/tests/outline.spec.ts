import { expect, test } from '../support/fixtures';

/**
 * Screen-reader users move through a page by its headings: on every catalogue page the outline starts with one h1
 * and never skips a level going down (axe's heading-order; Lighthouse takes accessibility points for it).
 */
test('the catalogue pages have one h1 and headings that never skip a level', async ({ page, request }) => {
  const experience = (await (await request.get('/api/experiences?limit=1')).json()) as { experiences: Array<{ id: number; agent_id: number }> };
  const [first] = experience.experiences;
  const pages = ['/', '/searchresultpage', `/experience/${first!.id}`, `/agency/${first!.agent_id}`, '/agents', '/agents?viewAll=true', '/destination/tanzania', '/tours'];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.locator('h1')).toHaveCount(1);
    const levels = await page.locator('main h1, main h2, main h3, main h4, main h5, main h6').evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
    expect(levels[0], path).toBe(1);
    const skips = levels.flatMap((level, i) => (i > 0 && level > levels[i - 1]! + 1 ? [`h${levels[i - 1]} → h${level}`] : []));
    expect(skips, path).toEqual([]);
  }
});
