import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/harness.js';
import * as s from '../../db/schema.js';
import { agentWithSession } from '../images/test-helpers.js';
import { api, enquireWith, sentProposal, THREE_DAYS } from './test-helpers.js';

describe('lead inbox and proposals (agent side)', { timeout: 60_000 }, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  }, 120_000);
  afterAll(async () => ctx?.close(), 60_000);

  it('lists only the agent\'s leads with the time left to the 24-hour promise, filtered by status and text', async () => {
    const me = await agentWithSession(ctx);
    const other = await agentWithSession(ctx);
    const { leadId } = await enquireWith(ctx, me.agentId, 'wanjiru.list@example.com');
    await enquireWith(ctx, other.agentId, 'someone.else@example.com');

    const res = await api(ctx, 'GET', '/api/agent/leads', { token: me.token });
    expect(res.statusCode, res.body).toBe(200);
    const { leads } = res.json();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ id: leadId, status: 'new', name: 'Jane Doe', destination: 'Tanzania', overdue: false });
    expect(leads[0].reply_seconds_left).toBeGreaterThan(23 * 3600);
    expect(leads[0].reply_seconds_left).toBeLessThanOrEqual(24 * 3600);

    expect((await api(ctx, 'GET', '/api/agent/leads?status=contacted', { token: me.token })).json().leads).toHaveLength(0);
    expect((await api(ctx, 'GET', '/api/agent/leads?q=WANJIRU', { token: me.token })).json().leads).toHaveLength(1);
    expect((await api(ctx, 'GET', '/api/agent/leads?q=nobody_100%25', { token: me.token })).json().leads).toHaveLength(0);
    expect((await api(ctx, 'GET', '/api/agent/leads?status=bogus', { token: me.token })).statusCode).toBe(400);
  });

  it('shows a lead\'s snapshot to its agent only: 403 for another agent, 404 for a missing id', async () => {
    const me = await agentWithSession(ctx);
    const other = await agentWithSession(ctx);
    const { leadId } = await enquireWith(ctx, me.agentId);
    const detail = await api(ctx, 'GET', `/api/agent/leads/${leadId}`, { token: me.token });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().lead).toMatchObject({ source: 'enquire', contact: { first_name: 'Jane', whatsapp_contact: '+44 7700 900123' }, preferences: { ideal_budget: 3500 } });
    const forbidden = await api(ctx, 'GET', `/api/agent/leads/${leadId}`, { token: other.token });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.body).not.toContain('Jane');
    expect((await api(ctx, 'GET', '/api/agent/leads/2000000000', { token: me.token })).statusCode).toBe(404);
  });

  it('moves a lead along its statuses and refuses the rest with INVALID_TRANSITION', async () => {
    const me = await agentWithSession(ctx);
    const { leadId } = await enquireWith(ctx, me.agentId);
    expect((await api(ctx, 'POST', `/api/agent/leads/${leadId}/contacted`, { token: me.token })).statusCode).toBe(200);
    const again = await api(ctx, 'POST', `/api/agent/leads/${leadId}/contacted`, { token: me.token });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('INVALID_TRANSITION');
    expect((await api(ctx, 'POST', `/api/agent/leads/${leadId}/lost`, { token: me.token, body: { reason: '' } })).statusCode).toBe(400);
    expect((await api(ctx, 'POST', `/api/agent/leads/${leadId}/lost`, { token: me.token, body: { reason: 'Budget too low' } })).statusCode).toBe(200);
    const lead = (await api(ctx, 'GET', `/api/agent/leads/${leadId}`, { token: me.token })).json().lead;
    expect(lead).toMatchObject({ status: 'lost', lost_reason: 'Budget too low', reply_seconds_left: null });
    expect((await api(ctx, 'POST', `/api/agent/leads/${leadId}/archive`, { token: me.token })).statusCode).toBe(200);
    expect((await api(ctx, 'POST', `/api/agent/proposals`, { token: me.token, body: { lead_id: leadId, title: 'Too late' } })).json().code).toBe('INVALID_TRANSITION');
  });

  it('stores money as integer cents and never accepts a float', async () => {
    const me = await agentWithSession(ctx);
    const { leadId } = await enquireWith(ctx, me.agentId);
    const float = await api(ctx, 'POST', '/api/agent/proposals', { token: me.token, body: { lead_id: leadId, title: 'Float', price_per_person_cents: 2450.5 } });
    expect(float.statusCode).toBe(400);
    const asText = await api(ctx, 'POST', '/api/agent/proposals', { token: me.token, body: { lead_id: leadId, title: 'Text', total_price_cents: '490000' } });
    expect(asText.statusCode).toBe(400);
    const ok = await api(ctx, 'POST', '/api/agent/proposals', { token: me.token, body: { lead_id: leadId, title: 'Cents', price_per_person_cents: 245_099, total_price_cents: 490_198 } });
    expect(ok.statusCode, ok.body).toBe(201);
    const [row] = await ctx.database.db.select().from(s.proposals).where(eq(s.proposals.id, ok.json().proposal.id));
    expect(row).toMatchObject({ pricePerPersonCents: 245_099, totalPriceCents: 490_198 });
    const types = await ctx.database.db.execute(
      "select data_type from information_schema.columns where table_name = 'proposals' and column_name in ('price_per_person_cents', 'total_price_cents')" as never,
    );
    const rows = (Array.isArray(types) ? types : (types as { rows: unknown[] }).rows) as Array<{ data_type: string }>;
    expect(rows.map((r) => r.data_type)).toEqual(['integer', 'integer']);
  });

  it('refuses unknown fields and another agent\'s lead or experiences', async () => {
    const me = await agentWithSession(ctx);
    const other = await agentWithSession(ctx);
    const { leadId } = await enquireWith(ctx, me.agentId);
    expect((await api(ctx, 'POST', '/api/agent/proposals', { token: me.token, body: { lead_id: leadId, title: 'x', status: 'accepted' } })).statusCode).toBe(400);
    expect((await api(ctx, 'POST', '/api/agent/proposals', { token: other.token, body: { lead_id: leadId, title: 'Mine now' } })).statusCode).toBe(403);
    const foreign = await api(ctx, 'POST', '/api/agent/proposals', { token: me.token, body: { lead_id: leadId, title: 'x', experience_ids: [other.experience.id] } });
    expect(foreign.statusCode).toBe(400);
  });

  it('sends versions: the lead becomes proposal_sent, the traveller gets the trip link, revisions keep the history', async () => {
    const me = await agentWithSession(ctx);
    const { leadId, traveler } = await enquireWith(ctx, me.agentId);
    const draft = await api(ctx, 'POST', '/api/agent/proposals', { token: me.token, body: { lead_id: leadId, title: 'Empty' } });
    const empty = await api(ctx, 'POST', `/api/agent/proposals/${draft.json().proposal.id}/send`, { token: me.token });
    expect(empty.statusCode).toBe(400);

    const id = await sentProposal(ctx, me.token, leadId);
    const resend = await api(ctx, 'POST', `/api/agent/proposals/${id}/send`, { token: me.token });
    expect(resend.statusCode).toBe(409);
    expect(resend.json().code).toBe('INVALID_TRANSITION');
    expect((await api(ctx, 'GET', `/api/agent/leads/${leadId}`, { token: me.token })).json().lead.status).toBe('proposal_sent');
    await ctx.mailIdle();
    const sentMails = (await ctx.mailer.list()).filter((m) => m.to === traveler.email && m.kind === 'traveler-proposal');
    expect(sentMails).toHaveLength(1);
    expect(sentMails[0]!.text).toMatch(/http:\/\/marketplace\.test\/trip\/[A-Za-z0-9_-]{43}/);

    const revised = await api(ctx, 'PUT', `/api/agent/proposals/${id}`, { token: me.token, body: { title: 'Northern circuit, revised', itinerary: THREE_DAYS.slice(0, 2) } });
    expect(revised.json().proposal.status).toBe('pending');
    const v2 = await api(ctx, 'POST', `/api/agent/proposals/${id}/send`, { token: me.token });
    expect(v2.json().proposal).toMatchObject({ status: 'sent', current_version: 2 });
    expect(v2.json().versions.map((v: { version: number; content: { title: string } }) => [v.version, v.content.title])).toEqual([
      [2, 'Northern circuit, revised'],
      [1, 'Northern circuit in three days'],
    ]);

    const list = await api(ctx, 'GET', '/api/agent/proposals?status=sent', { token: me.token });
    expect(list.json().proposals.map((p: { id: number }) => p.id)).toEqual([id]);
    expect((await api(ctx, 'GET', `/api/agent/proposals/${id}`, { token: (await agentWithSession(ctx)).token })).statusCode).toBe(403);
    expect((await api(ctx, 'GET', '/api/agent/proposals/2000000000', { token: me.token })).statusCode).toBe(404);
  });

  it('computes the dashboard figures from rows: win rate over the last 90 days, null without proposals', async () => {
    const me = await agentWithSession(ctx);
    expect((await api(ctx, 'GET', '/api/agent/stats', { token: me.token })).json()).toEqual({ experiences: 1, leads: 0, proposals: 0, win_rate: null });
    const { leadId } = await enquireWith(ctx, me.agentId);
    const old = new Date(Date.now() - 100 * 24 * 3600_000);
    await ctx.database.db.insert(s.proposals).values([
      { agentId: me.agentId, leadId, title: 'Won', status: 'accepted' },
      { agentId: me.agentId, leadId, title: 'Open', status: 'sent' },
      { agentId: me.agentId, leadId, title: 'Declined', status: 'declined' },
      { agentId: me.agentId, leadId, title: 'Old win, outside the window', status: 'accepted', createdAt: old },
    ]);
    expect((await api(ctx, 'GET', '/api/agent/stats', { token: me.token })).json()).toEqual({ experiences: 1, leads: 1, proposals: 4, win_rate: 33 });
    expect((await api(ctx, 'GET', '/api/agent/stats')).statusCode).toBe(401);
  });
});
