/** The admin console: agents, moderation, health and the append-only audit log, on real rows. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@safari/contract';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { adminToken } from '../../test/agent-accounts.js';
import * as s from '../../db/schema.js';
import { createExperience } from '../../test/factories.js';
import { agentWithSession } from '../images/test-helpers.js';
import { api, enquireWith, sentProposal } from '../leads/test-helpers.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
const HOUR = 3600_000;

describe('admin console', { timeout: 90_000 }, () => {
  let ctx: TestContext;
  let admin: string;
  const now = new Date();
  const call = (method: Method, url: string, body?: unknown, token: string | undefined = admin) =>
    ctx.app.inject({ method, url, ...(body !== undefined ? { payload: body as object } : {}), headers: token ? { authorization: `Bearer ${token}` } : {} });
  const anon = (url: string) => ctx.app.inject({ method: 'GET', url });
  const auditOf = async (targetType: string, targetId: number) =>
    (await call('GET', `/api/admin/audit?target_type=${targetType}&target_id=${targetId}`)).json().entries as Array<Record<string, unknown>>;

  beforeAll(async () => {
    ctx = await createTestContext({ RATE_LIMIT_DISABLED: 'true' }, { clock: () => now });
    admin = await adminToken(ctx);
  }, 120_000);
  afterAll(async () => ctx?.close(), 60_000);

  it('lists and searches agencies with their status', async () => {
    const { agent } = await agentWithSession(ctx);
    await createExperience(ctx.database.db, agent.id);
    const res = await call('GET', `/api/admin/agents?q=${encodeURIComponent(agent.agencyName)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total: 1, page: 1, agents: [{ id: agent.id, is_published: true, is_featured: false, subscription_status: 'active', experiences: 2 }] });
    const bad = await call('GET', '/api/admin/agents?status=gone');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatch(/^status: /);
  });

  it('features an agency, sets its subscription (the portal answers 403 with the agent) and writes one audit row per action', async () => {
    const { agentId, token } = await agentWithSession(ctx);
    const featured = await call('PATCH', `/api/admin/agents/${agentId}`, { is_featured: true });
    expect(featured.statusCode, featured.body).toBe(200);
    expect(featured.json().agent.is_featured).toBe(true);
    const inactive = await call('PATCH', `/api/admin/agents/${agentId}`, { subscription_status: 'inactive' });
    expect(inactive.json().agent.subscription_status).toBe('inactive');
    const me = await call('GET', '/api/agent-auth/me', undefined, token);
    expect(me.statusCode).toBe(403);
    expect(me.json()).toMatchObject({ code: 'SUBSCRIPTION_INACTIVE', error: MESSAGES.subscriptionInactive });

    const entries = await auditOf('agent', agentId);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ action: 'agent.update', before: { subscription_status: 'active' }, after: { subscription_status: 'inactive' } });
    expect(entries[1]).toMatchObject({ action: 'agent.update', before: { is_featured: false }, after: { is_featured: true } });
    expect(entries[0]!.actor).toMatch(/^admin:[0-9a-f]{10}$/);
    expect(JSON.stringify(entries)).not.toContain(admin);
  });

  it('refuses a bad agency change with a message naming the field, and an unknown agency with 404', async () => {
    const { agentId } = await agentWithSession(ctx);
    const wrong = await call('PATCH', `/api/admin/agents/${agentId}`, { subscription_status: 'paused' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([`subscription_status: ${MESSAGES.adminSubscriptionInvalid}`]);
    const empty = await call('PATCH', `/api/admin/agents/${agentId}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([MESSAGES.adminNothingToChange]);
    expect((await call('PATCH', '/api/admin/agents/999999', { is_featured: true })).statusCode).toBe(404);
    expect(await auditOf('agent', agentId)).toHaveLength(0);
  });

  it('hiding an agency hides its experiences from public reads; publishing it again shows them', async () => {
    const { agentId, experience } = await agentWithSession(ctx);
    await call('PATCH', `/api/admin/agents/${agentId}`, { is_published: false });
    expect((await anon(`/api/experiences/${experience.id}`)).statusCode).toBe(404);
    expect((await anon(`/api/agents/${agentId}`)).statusCode).toBe(404);
    await call('PATCH', `/api/admin/agents/${agentId}`, { is_published: true });
    expect((await anon(`/api/experiences/${experience.id}`)).statusCode).toBe(200);
    expect((await auditOf('agent', agentId)).map((e) => e.after)).toEqual([{ is_published: true }, { is_published: false }]);
  });

  it('hides an experience with a reason: gone from search, the agency page and its page, even if the agent publishes it; restore brings it back', async () => {
    const { agentId, experience, token } = await agentWithSession(ctx);
    const name = experience.experienceName;
    const searchIds = async () => ((await anon(`/api/experiences?q=${encodeURIComponent(name)}`)).json().experiences as Array<{ id: number }>).map((e) => e.id);
    const agencyIds = async () => ((await anon(`/api/agents/${agentId}`)).json().experiences as Array<{ id: number }>).map((e) => e.id);
    expect(await searchIds()).toContain(experience.id);

    const missing = await call('POST', `/api/admin/experiences/${experience.id}/hide`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([`reason: ${MESSAGES.adminHideReasonRequired}`]);
    const blank = await call('POST', `/api/admin/experiences/${experience.id}/hide`, { reason: '   ' });
    expect(blank.json().errors).toEqual([`reason: ${MESSAGES.adminHideReasonRequired}`]);

    const hidden = await call('POST', `/api/admin/experiences/${experience.id}/hide`, { reason: 'Misleading photos' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().experience).toMatchObject({ id: experience.id, hidden_reason: 'Misleading photos' });
    expect(await searchIds()).not.toContain(experience.id);
    expect(await agencyIds()).not.toContain(experience.id);
    expect((await anon(`/api/experiences/${experience.id}`)).statusCode).toBe(404);

    // The agent's own publish switch does not lift an admin hide.
    const publish = await api(ctx, 'PUT', `/api/experiences/${experience.id}`, { token, body: { status: 'published' } });
    expect(publish.statusCode, publish.body).toBe(200);
    expect(await searchIds()).not.toContain(experience.id);

    const list = await call('GET', '/api/admin/experiences?hidden=true');
    expect(list.json().experiences.map((e: { id: number }) => e.id)).toContain(experience.id);

    const restored = await call('POST', `/api/admin/experiences/${experience.id}/restore`);
    expect(restored.json().experience).toMatchObject({ hidden_at: null, hidden_reason: null });
    expect(await searchIds()).toContain(experience.id);
    expect((await anon(`/api/experiences/${experience.id}`)).statusCode).toBe(200);

    const entries = await auditOf('experience', experience.id);
    expect(entries.map((e) => e.action)).toEqual(['experience.restore', 'experience.hide']);
    expect(entries[1]).toMatchObject({ reason: 'Misleading photos', before: { hidden_at: null }, after: { reason: 'Misleading photos' } });
    expect((await call('POST', '/api/admin/experiences/999999/hide', { reason: 'x' })).statusCode).toBe(404);
  });

  it('the audit log cannot be changed or deleted, even in SQL', async () => {
    await expect(ctx.database.db.execute(sql`update admin_audit_log set action = 'x'`)).rejects.toThrow();
    await expect(ctx.database.db.execute(sql`delete from admin_audit_log`)).rejects.toThrow();
    const log = await call('GET', '/api/admin/audit?action=experience.hide');
    expect(log.json().entries.length).toBeGreaterThan(0);
    expect(log.json().entries.every((e: { action: string }) => e.action === 'experience.hide')).toBe(true);
  });

  it('health: leads, answered within 24/48 hours, median response, proposals, win rate; overdue leads first', async () => {
    const { agentId, token } = await agentWithSession(ctx);
    const age = async (leadId: number, hours: number, answeredAfterHours?: number) => {
      const createdAt = new Date(now.getTime() - hours * HOUR);
      const contactedAt = answeredAfterHours === undefined ? null : new Date(createdAt.getTime() + answeredAfterHours * HOUR);
      await ctx.database.db.update(s.leads).set({ createdAt, contactedAt, status: contactedAt ? 'contacted' : 'new' }).where(eq(s.leads.id, leadId));
    };
    const leads = [];
    for (let i = 0; i < 4; i++) leads.push((await enquireWith(ctx, agentId)).leadId);
    await age(leads[0]!, 72, 2); // answered in 2 h
    await age(leads[1]!, 72, 30); // answered in 30 h: within 48 only
    await age(leads[2]!, 60); // unanswered, past 48 h
    await age(leads[3]!, 20); // unanswered, 4 h left: due soon
    // A proposal sent on the answered lead counts as sent; accepted ones make the win rate.
    await sentProposal(ctx, token, leads[0]!);

    const res = await call('GET', '/api/admin/health');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.days).toBe(30);
    const row = body.agents.find((a: { agent_id: number }) => a.agent_id === agentId);
    expect(row).toMatchObject({ leads: 4, answered_24h_pct: 33, answered_48h_pct: 67, median_first_response_minutes: 960, proposals_sent: 1, win_rate: 0 });
    const mine = body.at_risk.filter((l: { agent_id: number }) => l.agent_id === agentId);
    expect(mine.map((l: { id: number; state: string }) => [l.id, l.state])).toEqual([[leads[2], 'overdue_48h'], [leads[3], 'due_soon']]);
    expect(mine[1].minutes_to_24h).toBe(240);
    expect(body.overall.leads).toBeGreaterThanOrEqual(4);

    const bad = await call('GET', '/api/admin/health?days=0');
    expect(bad.json().errors).toEqual([`days: ${MESSAGES.adminHealthDaysRange}`]);
  });
});
