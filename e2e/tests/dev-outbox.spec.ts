import { expect, test } from '../support/fixtures';
import { E2E_ADMIN_PASSWORD, startServer, type RunningServer } from '../support/server';

/**
 * The development outbox holds password links, so it is behind the admin sign-in. A server of its own
 * (empty database, nothing sent yet) shows the empty state; then one reset request appears in it.
 */
test.describe('development outbox', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await startServer({ SEED_DEMO: 'never' });
  });
  test.afterAll(async () => server?.stop());

  test('asks for the admin sign-in, shows "No messages yet", then the messages sent', async ({ page, request }) => {
    await page.goto(`${server.baseURL}/dev/outbox`);
    await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
    expect((await request.get(`${server.baseURL}/api/dev/outbox`)).status()).toBe(401);

    await page.getByLabel('Admin password').fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();
    await expect(page.getByText('No messages yet')).toBeVisible();

    const start = await request.post(`${server.baseURL}/api/agent-leads/email`, { data: { email: 'outbox-check@example.com' } });
    expect(start.ok()).toBe(true);
    const id = (await start.json()).data.id as number;
    const done = await request.put(`${server.baseURL}/api/agent-leads/${id}/complete`, {
      data: {
        contact_email: 'outbox-check@example.com',
        company_name: 'Outbox Safaris',
        contact_person_name: 'Neema',
        location: 'Tanzania',
        differentiation_answer: 'We are a family-run agency that guides every trip ourselves, with local guides born in the region.',
        sustainability_answer: 'We employ local staff, work with community-owned camps and offset every vehicle kilometre we drive.',
      },
    });
    expect(done.ok(), await done.text()).toBe(true);
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: 'Refresh' }).click();
        return page.getByText('To: outbox-check@example.com').count();
      })
      .toBe(1);
  });
});
