import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { agentWithSession } from '../images/test-helpers.js';
import { eq } from 'drizzle-orm';
import { leads } from '../../db/schema.js';
import { api, enquireWith, sentProposal, tripTokenIn } from '../leads/test-helpers.js';

describe('trip page: the traveller compares, asks, accepts', { timeout: 60_000 }, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  }, 120_000);
  afterAll(async () => ctx?.close(), 60_000);

  const mailsOf = async (to: string, kind: string) => {
    await ctx.mailIdle();
    return (await ctx.mailer.list()).filter((m) => m.to === to && m.kind === kind);
  };

  it('shows a token only its own traveller\'s enquiries and sent proposals, in their latest version', async () => {
    const agent = await agentWithSession(ctx);
    const mine = await enquireWith(ctx, agent.agentId);
    const theirs = await enquireWith(ctx, agent.agentId);
    const id = await sentProposal(ctx, agent.token, mine.leadId);
    await sentProposal(ctx, agent.token, theirs.leadId, 'Somebody else\'s trip');
    await api(ctx, 'POST', '/api/agent/proposals', { token: agent.token, body: { lead_id: mine.leadId, title: 'Unsent draft' } });

    const page = await api(ctx, 'GET', `/api/trip/${mine.tripToken}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const body = page.json();
    expect(body.traveler).toMatchObject({ id: mine.traveler.id, inquiry_number: expect.stringMatching(/^SAF-/) });
    expect(body.enquiries).toHaveLength(1);
    expect(body.enquiries[0]).toMatchObject({ lead_id: mine.leadId, status: 'proposal_sent', agency: { id: agent.agentId } });
    expect(body.enquiries[0].proposals.map((p: { id: number; title: string }) => [p.id, p.title])).toEqual([[id, 'Northern circuit in three days']]);
    expect(page.body).not.toContain('Somebody else');
    expect(page.body).not.toContain('Unsent draft');

    // The other traveller's proposal through my token: as if it did not exist.
    const theirProposal = (await api(ctx, 'GET', `/api/trip/${theirs.tripToken}`)).json().enquiries[0].proposals[0].id;
    for (const path of ['', '/messages']) expect((await api(ctx, 'GET', `/api/trip/${mine.tripToken}/proposals/${theirProposal}${path}`)).statusCode).toBe(404);
    expect((await api(ctx, 'POST', `/api/trip/${mine.tripToken}/proposals/${theirProposal}/accept`)).statusCode).toBe(404);
    expect((await api(ctx, 'GET', `/api/trip/${'x'.repeat(43)}`)).statusCode).toBe(404);
    expect((await api(ctx, 'GET', '/api/trip/short')).statusCode).toBe(400);

    // Revised: the traveller sees the latest sent version only once it is sent.
    await api(ctx, 'PUT', `/api/agent/proposals/${id}`, { token: agent.token, body: { title: 'Revised in progress' } });
    expect((await api(ctx, 'GET', `/api/trip/${mine.tripToken}`)).body).not.toContain('Revised in progress');
    await api(ctx, 'POST', `/api/agent/proposals/${id}/send`, { token: agent.token });
    const revised = (await api(ctx, 'GET', `/api/trip/${mine.tripToken}`)).json().enquiries[0].proposals[0];
    expect(revised).toMatchObject({ title: 'Revised in progress', version: 2, price_per_person_cents: 245_000 });
  });

  it('marks a proposal viewed when opened, carries messages both ways by e-mail, and accepting closes the other offers', async () => {
    const first = await agentWithSession(ctx);
    const second = await agentWithSession(ctx);
    const { traveler, leadId, tripToken } = await enquireWith(ctx, first.agentId);
    // The same enquiry reaches a second agent (as the 48-hour escalation does): same key, same traveller.
    const { db } = ctx.database;
    const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
    const [secondLead] = await db.insert(leads).values({ ...lead!, id: undefined, agentId: second.agentId, source: 'escalation' }).returning();
    const mineId = await sentProposal(ctx, first.token, leadId, 'First offer');
    const otherId = await sentProposal(ctx, second.token, secondLead!.id, 'Second offer');

    const opened = await api(ctx, 'GET', `/api/trip/${tripToken}/proposals/${mineId}`);
    expect(opened.json().status).toBe('viewed');
    expect((await api(ctx, 'GET', `/api/agent/proposals/${mineId}`, { token: first.token })).json().proposal.status).toBe('viewed');

    const asked = await api(ctx, 'POST', `/api/trip/${tripToken}/proposals/${mineId}/messages`, { body: { body: 'Can we add a day in Zanzibar?' } });
    expect(asked.statusCode, asked.body).toBe(201);
    expect((await mailsOf(first.agent.contactEmail, 'agent-message'))[0]!.text).toContain('Can we add a day in Zanzibar?');
    const answered = await api(ctx, 'POST', `/api/agent/proposals/${mineId}/messages`, { token: first.token, body: { body: 'Yes, two nights in Stone Town.' } });
    expect(answered.statusCode).toBe(201);
    const toTraveler = await mailsOf(traveler.email, 'traveler-message');
    expect(toTraveler[0]!.text).toContain('two nights in Stone Town');
    expect((await api(ctx, 'GET', `/api/trip/${tripTokenIn(toTraveler[0]!)}`)).statusCode).toBe(200);
    const thread = await api(ctx, 'GET', `/api/trip/${tripToken}/proposals/${mineId}/messages`);
    expect(thread.json().messages.map((m: { sender: string }) => m.sender)).toEqual(['traveler', 'agent']);
    // The second agent cannot read the first agent's thread.
    expect((await api(ctx, 'GET', `/api/agent/proposals/${mineId}/messages`, { token: second.token })).statusCode).toBe(403);

    const accepted = await api(ctx, 'POST', `/api/trip/${tripToken}/proposals/${mineId}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await api(ctx, 'POST', `/api/trip/${tripToken}/proposals/${mineId}/accept`)).json().code).toBe('INVALID_TRANSITION');
    expect((await api(ctx, 'POST', `/api/trip/${tripToken}/proposals/${mineId}/decline`, { body: {} })).json().code).toBe('INVALID_TRANSITION');
    expect((await api(ctx, 'POST', `/api/agent/proposals/${mineId}/send`, { token: first.token })).json().code).toBe('INVALID_TRANSITION');
    expect((await api(ctx, 'PUT', `/api/agent/proposals/${mineId}`, { token: first.token, body: { title: 'x' } })).json().code).toBe('INVALID_TRANSITION');

    expect(await mailsOf(first.agent.contactEmail, 'agent-proposal-accepted')).toHaveLength(1);
    expect(await mailsOf(second.agent.contactEmail, 'agent-proposal-chose-another')).toHaveLength(1);
    expect((await api(ctx, 'GET', `/api/agent/proposals/${otherId}`, { token: second.token })).json().proposal).toMatchObject({ status: 'declined', decline_reason: 'The traveller chose another offer' });
    expect((await api(ctx, 'GET', `/api/agent/leads/${leadId}`, { token: first.token })).json().lead.status).toBe('won');
    expect((await api(ctx, 'GET', `/api/agent/leads/${secondLead!.id}`, { token: second.token })).json().lead.status).toBe('lost');
    expect((await api(ctx, 'GET', '/api/agent/stats', { token: first.token })).json().win_rate).toBe(100);
    expect((await api(ctx, 'GET', '/api/agent/stats', { token: second.token })).json().win_rate).toBe(0);
  });

  it('refuses to accept a draft, and a decline with a reason tells the agent', async () => {
    const agent = await agentWithSession(ctx);
    const { leadId, tripToken } = await enquireWith(ctx, agent.agentId);
    const draft = await api(ctx, 'POST', '/api/agent/proposals', { token: agent.token, body: { lead_id: leadId, title: 'Draft' } });
    expect((await api(ctx, 'POST', `/api/trip/${tripToken}/proposals/${draft.json().proposal.id}/accept`)).statusCode).toBe(404);
    expect((await api(ctx, 'POST', `/api/agent/proposals/${draft.json().proposal.id}/messages`, { token: agent.token, body: { body: 'hi' } })).json().code).toBe('INVALID_TRANSITION');
    const id = await sentProposal(ctx, agent.token, leadId);
    const declined = await api(ctx, 'POST', `/api/trip/${tripToken}/proposals/${id}/decline`, { body: { reason: 'We found cheaper flights elsewhere' } });
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await mailsOf(agent.agent.contactEmail, 'agent-proposal-declined'))[0]!.text).toContain('cheaper flights');
    // The lead still has an unsent draft, so it is not lost yet.
    expect((await api(ctx, 'GET', `/api/agent/leads/${leadId}`, { token: agent.token })).json().lead.status).toBe('proposal_sent');
  });

  it('puts the trip link in the first enquiry confirmation', async () => {
    const agent = await agentWithSession(ctx);
    const { traveler } = await enquireWith(ctx, agent.agentId);
    const [mail] = await mailsOf(traveler.email, 'traveler-enquiry');
    expect(mail!.text).toMatch(/Your trip page.*: http:\/\/marketplace\.test\/trip\/[A-Za-z0-9_-]{43}/);
  });

  it('revokes every link of the traveller, and only theirs', async () => {
    const agent = await agentWithSession(ctx);
    const mine = await enquireWith(ctx, agent.agentId);
    const theirs = await enquireWith(ctx, agent.agentId);
    const res = await api(ctx, 'POST', `/api/trip/${mine.tripToken}/revoke`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await api(ctx, 'GET', `/api/trip/${mine.tripToken}`)).statusCode).toBe(404);
    expect((await api(ctx, 'GET', `/api/trip/${theirs.tripToken}`)).statusCode).toBe(200);
  });

  it('accepting while the agent revises keeps what the traveller accepted: the last sent version', async () => {
    const agent = await agentWithSession(ctx);
    const { leadId, tripToken } = await enquireWith(ctx, agent.agentId);
    const id = await sentProposal(ctx, agent.token, leadId, 'As sent');
    const revising = await api(ctx, 'PUT', `/api/agent/proposals/${id}`, { token: agent.token, body: { title: 'Unsent revision', total_price_cents: 1 } });
    expect(revising.json().proposal.status).toBe('pending');
    expect((await api(ctx, 'POST', `/api/trip/${tripToken}/proposals/${id}/accept`)).statusCode).toBe(200);
    const { proposal } = (await api(ctx, 'GET', `/api/agent/proposals/${id}`, { token: agent.token })).json();
    expect(proposal).toMatchObject({ status: 'accepted', title: 'As sent', total_price_cents: 490_000, current_version: 1 });
  });
});
