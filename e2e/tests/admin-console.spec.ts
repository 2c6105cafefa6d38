import type { APIRequestContext } from '@playwright/test';
import { MESSAGES } from '@safari/contract';
import { expect, test } from '../support/fixtures';
import { E2E_ADMIN_PASSWORD } from '../support/server';
import { createAgentAccount } from '../support/agent-accounts';
import { expectAccessible } from '../support/accessibility';

const unique = () => Math.random().toString(36).slice(2, 8);

/** An agent of its own per test run, with one published experience. */
async function agentWithExperience(request: APIRequestContext) {
  const agent = await createAgentAccount(request, 'Serengeti2026', 'console');
  const headers = { Authorization: `Bearer ${agent.sessionToken}` };
  const { agent: me } = (await (await request.get('/api/agent-auth/me', { headers })).json()) as { agent: { id: number; agency_name: string } };
  const name = `Moderated Crater Walk ${unique()}`;
  const created = await request.post('/api/experiences', { headers, data: { experience_name: name, price: 300, duration_days: 2, country: 'Tanzania', destination_name: 'Ngorongoro' } });
  expect(created.status(), await created.text()).toBe(200);
  const id = ((await created.json()) as { id: number }).id;
  const published = await request.put(`/api/experiences/${id}`, { headers, data: { status: 'published' } });
  expect(published.status(), await published.text()).toBe(200);
  return { ...agent, agentId: me.id, agencyName: me.agency_name, experienceId: id, experienceName: name };
}

test('the admin hides and restores an experience, features an agency, ends its subscription, sees overdue leads and the audit log', async ({ page, request }) => {
  test.setTimeout(120_000);
  const agent = await agentWithExperience(request);

  await page.goto('/admin/experiences');
  await page.getByLabel('Admin password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Experiences', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Experiences' })).toHaveAttribute('aria-current', 'page');

  // Hide with a reason: the reason is required, then the experience leaves search and its page.
  await page.getByRole('searchbox', { name: 'Search experiences' }).fill(agent.experienceName);
  const row = page.getByTestId('admin-experience').filter({ hasText: agent.experienceName });
  await expect(row).toHaveCount(1);
  await expectAccessible(page);
  await row.getByRole('button', { name: 'Hide' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hide this experience?' });
  await expect(dialog).toBeVisible();
  // The backdrop covers the site header too: what lies at the header's middle is the backdrop, not the header. The
  // header is made hit-testable (an open dialog turns pointer events off outside it, and elementFromPoint skips such
  // elements) and brought back into place without its slide (it hides while the page scrolls down) to be looked at.
  const headerOnTop = await page.evaluate(() => {
    const header = document.querySelector('header')!;
    header.style.transition = 'none';
    header.style.translate = 'none';
    header.style.pointerEvents = 'auto';
    const box = header.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    header.style.removeProperty('transition');
    header.style.removeProperty('translate');
    header.style.removeProperty('pointer-events');
    return top === null ? 'nothing' : header.contains(top) ? 'header' : 'backdrop';
  });
  expect(headerOnTop, 'what lies at the site header’s middle while a dialog is open').toBe('backdrop');
  await dialog.getByRole('button', { name: 'Hide experience' }).click();
  await expect(dialog.getByText(MESSAGES.adminHideReasonRequired)).toBeVisible();
  await dialog.getByLabel('Reason').fill('Photos show another operator');
  await dialog.getByRole('button', { name: 'Hide experience' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByText('Hidden by moderation')).toBeVisible();
  await expect(row).toContainText('Photos show another operator');

  await page.goto(`/searchresultpage?q=${encodeURIComponent(agent.experienceName)}`);
  await expect(page.getByTestId('result-count')).toHaveText('0 experiences found');
  await expect(page.getByRole('heading', { name: agent.experienceName })).toHaveCount(0);
  await page.goto(`/experience/${agent.experienceId}`);
  await expect(page.getByRole('heading', { name: 'Experience not found' })).toBeVisible();

  // Restore brings it back.
  await page.goto('/admin/experiences');
  await page.getByRole('searchbox', { name: 'Search experiences' }).fill(agent.experienceName);
  await row.getByRole('button', { name: 'Restore' }).click();
  await expect(row.getByText('Visible')).toBeVisible();
  await page.goto(`/searchresultpage?q=${encodeURIComponent(agent.experienceName)}`);
  await expect(page.getByRole('heading', { name: agent.experienceName }).first()).toBeVisible();

  // Feature the agency and end its subscription: the agent's portal shows the banner.
  await page.goto('/admin/agents');
  await page.getByRole('searchbox', { name: 'Search agencies' }).fill(agent.agencyName);
  const agentRow = page.getByTestId('admin-agent').filter({ visible: true }).filter({ hasText: agent.agencyName });
  await expect(agentRow).toHaveCount(1);
  // The box follows the server: it turns on once the change is saved.
  await agentRow.getByLabel('Featured').click();
  await expect(page.getByText(`${agent.agencyName} featured.`)).toBeVisible();
  await expect(agentRow.getByLabel('Featured')).toBeChecked();
  await expect(agentRow.getByText('Featured', { exact: true }).first()).toBeVisible();
  await agentRow.getByLabel('Subscription').selectOption('inactive');
  await expect(page.getByText(`Subscription of ${agent.agencyName} set to inactive.`)).toBeVisible();
  await expect(agentRow.getByText('Subscription inactive')).toBeVisible();
  await expect(agentRow.getByRole('link', { name: 'Public page' })).toHaveAttribute('href', `/agency/${agent.agentId}`);

  const portal = await page.context().newPage();
  await portal.addInitScript((token) => window.localStorage.setItem('agentToken', token), agent.sessionToken);
  await portal.goto('/agent/dashboard');
  await expect(portal.getByText(/Your subscription is not active \(inactive\)/)).toBeVisible();
  await portal.close();

  // Health: the demo agent's lead past the 24-hour promise is listed first, highlighted.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Health' }).click();
  await expect(page.getByRole('heading', { name: 'Marketplace health' })).toBeVisible();
  const atRisk = page.getByRole('list', { name: 'Leads at risk' }).getByRole('listitem');
  await expect(atRisk.first()).toContainText('past 24 h');
  await expect(atRisk.first()).toHaveAttribute('data-state', /overdue/);
  await expect(page.getByText('Answered within 24 h')).toBeVisible();

  // The audit log lists every action, newest first.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit log' }).click();
  const entry = (title: string) => page.getByRole('list', { name: 'Admin actions' }).getByRole('listitem').filter({ has: page.getByText(title, { exact: true }) });
  const agentEntries = entry(`agent.update · agent #${agent.agentId}`);
  await expect(agentEntries).toHaveCount(2);
  await expect(agentEntries.first()).toContainText('subscription_status: active → inactive');
  await expect(agentEntries.nth(1)).toContainText('is_featured: false → true');
  await expect(entry(`experience.restore · experience #${agent.experienceId}`)).toHaveCount(1);
  const hidden = entry(`experience.hide · experience #${agent.experienceId}`);
  await expect(hidden).toContainText('Reason: Photos show another operator');
  await expect(hidden).toContainText('reason: – → Photos show another operator');
  await expectAccessible(page);

  // Log out ends the session on the server: the old token is refused.
  const token = await page.evaluate(() => window.localStorage.getItem('adminToken') ?? window.sessionStorage.getItem('adminToken'));
  expect(token).toBeTruthy();
  const loggedOut = page.waitForResponse((r) => r.url().endsWith('/api/admin/logout'));
  await page.getByRole('button', { name: 'Log out' }).click();
  expect((await loggedOut).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
  expect((await request.get('/api/admin/audit', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
});
