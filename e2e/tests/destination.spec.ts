import type { DestinationResponse } from '@safari/contract';
import { expectCardRow, expectNoPageOverflow } from '../support/card-rows';
import { expect, isPhone, openInApp, test } from '../support/fixtures';

const COUNTRIES = [
  { id: 'tanzania', name: 'Tanzania' },
  { id: 'kenya', name: 'Kenya' },
  { id: 'uganda', name: 'Uganda' },
  { id: 'rwanda', name: 'Rwanda' },
  { id: 'madagascar', name: 'Madagascar' },
];

test.describe('destination page', () => {
  for (const country of COUNTRIES) {
    test(`${country.name}: hero, Why Visit, experiences, agents and Start Planning`, async ({ page, request }) => {
      const read = async () => (await (await request.get(`/api/agents/destinations/${country.name}`)).json()) as DestinationResponse;
      // Tests in the other worker approve applications and publish agencies and experiences while this one runs, so
      // the page is compared with the catalogue as read just before and just after it loaded: it must show one of them.
      const before = await read();
      await page.goto(`/destination/${country.id}`);

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(country.name);
      await expect(page).toHaveTitle(new RegExp(country.name));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(country.name));
      await expect(page.getByRole('heading', { name: `Why Visit ${country.name}` })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Best time to visit' })).toBeVisible();

      const start = page.getByRole('link', { name: 'Start Planning' });
      await expect(start).toHaveCount(2);
      for (const link of await start.all()) await expect(link).toHaveAttribute('href', '/onboarding');

      const experiences = page.getByRole('region', { name: `Experiences in ${country.name}` });
      const agents = page.getByRole('region', { name: `Local agents in ${country.name}` });
      await expect(experiences).toBeVisible();
      await expect(agents).toBeVisible();
      const shownExperiences = await experiences.getByTestId('experience-card').count();
      const shownAgents = await agents.getByTestId('agent-card').count();
      const after = await read();

      const expectedExperiences = [before, after].map((d) => Math.min(9, d.experiences.length));
      expect(expectedExperiences).toContain(shownExperiences);
      if (shownExperiences === 0) await expect(experiences.getByText(`No experiences found for ${country.name} yet.`)).toBeVisible();

      expect([before.agents.length, after.agents.length]).toContain(shownAgents);
      if (shownAgents === 0) await expect(agents.getByText(`No local agents available for ${country.name} yet.`)).toBeVisible();
    });
  }

  test('experiences and agents: a swipeable row on phones, the grid on desktop, and a page of normal height', async ({ page }) => {
    await page.goto('/destination/tanzania');
    const experiences = page.getByRole('region', { name: 'Experiences in Tanzania' });
    await expectCardRow(page, experiences.getByRole('region', { name: 'Experience cards' }), experiences.getByTestId('experience-card'));
    const agents = page.getByRole('region', { name: 'Local agents in Tanzania' });
    await expectCardRow(page, agents.getByRole('region', { name: 'Agent cards' }), agents.getByTestId('agent-card'));
    await expectNoPageOverflow(page);
    // Stacked in one column the phone page was 15,600 px tall (issue 15).
    if (isPhone(page)) expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(8000);
  });

  test('an unknown country shows a generic page linking to the five destinations', async ({ page }) => {
    await page.goto('/destination/atlantis');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explore East Africa and the Indian Ocean');
    await expect(page.getByText('We don’t have a destination page for “atlantis” yet.', { exact: false })).toBeVisible();
    for (const country of COUNTRIES) {
      await expect(page.getByRole('main').getByRole('link', { name: new RegExp(`^${country.name}`) })).toHaveAttribute('href', `/destination/${country.id}`);
    }
    await expect(page.getByRole('link', { name: 'Start Planning' })).toHaveAttribute('href', '/onboarding');
    await page.getByRole('main').getByRole('link', { name: /^Kenya/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kenya');
  });

  test('a destination without experiences or agents says so in the spec words', async ({ page }) => {
    await page.route('**/api/agents/destinations/**', (r) =>
      r.fulfill({ json: { destination: { name: 'Uganda', country: 'Uganda' }, experiences: [], agents: [] } }),
    );
    await openInApp(page, '/destination/uganda');
    await expect(page.getByText('No experiences found for Uganda yet.')).toBeVisible();
    await expect(page.getByText('No local agents available for Uganda yet.')).toBeVisible();
  });

  test.describe('failures', () => {
    test.use({ allowedConsoleErrors: [/500/] });

    test('a failed request shows "Failed to load destination information" and keeps the editorial content', async ({ page }) => {
      await page.route('**/api/agents/destinations/**', (r) => r.fulfill({ status: 500, json: { error: 'Internal Server Error', code: 'INTERNAL' } }));
      await openInApp(page, '/destination/rwanda');
      await expect(page.getByRole('alert')).toContainText('Failed to load destination information');
      await expect(page.getByRole('heading', { name: 'Why Visit Rwanda' })).toBeVisible();
    });
  });
});
