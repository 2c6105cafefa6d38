import type { AgentDetail, AgentSummary } from '@safari/contract';
import { expect, openInApp, test } from '../support/fixtures';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('agency page', () => {
  test('shows the agent, its destinations, its experiences and two Enquire buttons', async ({ page, request }) => {
    const agents = (await (await request.get('/api/agents')).json()) as AgentSummary[];
    const summary = agents.find((a) => a.experience_count > 0);
    expect(summary, 'the demo catalogue seeds agents with experiences').toBeDefined();
    const agent = (await (await request.get(`/api/agents/${summary!.id}`)).json()) as AgentDetail;

    await page.goto(`/agency/${agent.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(agent.agency_name);
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(agent.agency_name)));
    if (agent.address) await expect(page.getByText(agent.address).first()).toBeVisible();

    const destinations = page.getByRole('region', { name: 'Destinations they specialise in' });
    for (const d of agent.destinations) await expect(destinations.getByRole('heading', { name: d.destination_name })).toBeVisible();

    const experiences = page.getByRole('region', { name: `Experiences by ${agent.agency_name}` });
    await expect(experiences.getByTestId('experience-card')).toHaveCount(agent.experiences.length);
    const firstExperience = agent.experiences[0]!;
    const name = new RegExp(`^View Details\\s*:\\s*${escapeRegExp(firstExperience.experience_name)}$`);
    await expect(experiences.getByRole('link', { name })).toHaveAttribute('href', `/experience/${firstExperience.id}`);

    if (agent.images.length > 0) {
      await expect(page.getByRole('region', { name: 'Gallery' }).getByRole('img')).toHaveCount(agent.images.length);
    }

    const enquire = page.getByRole('button', { name: 'Enquire now' });
    await expect(enquire).toHaveCount(2);
    for (const button of await enquire.all()) await expect(button).toBeEnabled();
  });

  test('an unknown agent shows "Agent not found"', async ({ page }) => {
    await page.goto('/agency/987654');
    await expect(page.getByRole('alert')).toContainText('Agent not found');
    await expect(page.getByRole('link', { name: 'Browse all agents' })).toHaveAttribute('href', '/agents?viewAll=true');
  });

  test('a malformed id is treated as an unknown agent', async ({ page }) => {
    await page.goto('/agency/not-a-number');
    await expect(page.getByRole('alert')).toContainText('Agent not found');
  });

  test.describe('failures', () => {
    test.use({ allowedConsoleErrors: [/500/] });

    test('a server failure shows "Failed to load agent details"', async ({ page }) => {
      await page.route(/\/api\/agents\/\d+$/, (r) => r.fulfill({ status: 500, json: { error: 'Internal Server Error', code: 'INTERNAL' } }));
      await openInApp(page, '/agency/1');
      await expect(page.getByRole('alert')).toContainText('Failed to load agent details');
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    });
  });
});
