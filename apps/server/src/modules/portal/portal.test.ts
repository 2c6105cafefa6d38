import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { call, signedUpAgent } from '../../test/agent-accounts.js';
import * as s from '../../db/schema.js';
import { toRecentLead } from './service.js';

// Heavy with argon2id on shared CPUs: a generous per-test limit (projects do not inherit the root one).
describe('portal: recent leads and proposals', { timeout: 60_000 }, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  }, 120_000);
  afterAll(async () => ctx?.close(), 60_000);

  async function addLead(agentId: number, first: string, minutesAgo: number) {
    const [traveler] = await ctx.database.db
      .insert(s.travelers)
      .values({ email: `${first.toLowerCase()}@example.com`, firstName: first, inquiryNumber: `SAF-${Math.random().toString(36).slice(2, 10)}` })
      .returning();
    await ctx.database.db.insert(s.leads).values({
      agentId,
      travelerId: traveler!.id,
      source: 'enquire',
      contact: { first_name: first, last_name: 'Traveller', email: traveler!.email },
      preferences: { preferred_destinations: ['Zanzibar'], preferred_trip_type: 'Beach & Relaxation' },
      enquiryKey: `${first}-${agentId}`,
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    });
  }

  it('answers only the signed-in agent\'s 5 newest leads, never another agent\'s', async () => {
    const mine = await signedUpAgent(ctx);
    const theirs = await signedUpAgent(ctx);
    for (let i = 0; i < 6; i++) await addLead(mine.agentId, `Mine${i}`, i);
    await addLead(theirs.agentId, 'Theirs', 0);

    const res = await call(ctx, 'GET', '/api/agent/leads/recent', { token: mine.token });
    expect(res.statusCode).toBe(200);
    const { leads } = res.json();
    expect(leads.map((l: { name: string }) => l.name)).toEqual(['Mine0', 'Mine1', 'Mine2', 'Mine3', 'Mine4'].map((n) => `${n} Traveller`));
    expect(leads[0]).toEqual({ id: expect.any(Number), name: 'Mine0 Traveller', prefs: { destination: 'Zanzibar', tripType: 'Beach & Relaxation' }, created_at: expect.any(String) });
    expect(res.body).not.toContain('@example.com');

    const other = (await call(ctx, 'GET', '/api/agent/leads/recent', { token: theirs.token })).json().leads;
    expect(other.map((l: { name: string }) => l.name)).toEqual(['Theirs Traveller']);
  });

  it("answers only the signed-in agent's proposals, most recently updated first", async () => {
    const mine = await signedUpAgent(ctx);
    const theirs = await signedUpAgent(ctx);
    await ctx.database.db.insert(s.proposals).values([
      { agentId: mine.agentId, title: 'Older', status: 'sent', updatedAt: new Date(Date.now() - 3600_000) },
      { agentId: mine.agentId, title: 'Newer', status: 'accepted' },
      { agentId: theirs.agentId, title: 'Not yours', status: 'draft' },
    ]);
    const res = await call(ctx, 'GET', '/api/agent/proposals/recent', { token: mine.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().proposals.map((p: { title: string; status: string }) => [p.title, p.status])).toEqual([['Newer', 'accepted'], ['Older', 'sent']]);
  });

  it('both lists need an agent session', async () => {
    expect((await call(ctx, 'GET', '/api/agent/leads/recent')).statusCode).toBe(401);
    expect((await call(ctx, 'GET', '/api/agent/proposals/recent', { token: 'forged' })).statusCode).toBe(401);
  });

  it('reads lead snapshots written in either casing', () => {
    const lead = toRecentLead({
      id: 1,
      contact: { firstName: 'Ada', lastName: 'Lovelace' },
      preferences: { preferredDestinations: [], destination: 'Kenya', tripType: 'Adventure' },
      createdAt: new Date('2025-01-01T00:00:00Z'),
    });
    expect(lead).toEqual({ id: 1, name: 'Ada Lovelace', prefs: { destination: 'Kenya', tripType: 'Adventure' }, created_at: '2025-01-01T00:00:00.000Z' });
    expect(toRecentLead({ id: 2, contact: null, preferences: null, createdAt: new Date(0) }).name).toBe('Traveller');
  });
});
