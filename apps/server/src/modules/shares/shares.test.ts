import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shares } from '../../db/schema.js';
import { sha256 } from '../../lib/tokens.js';
import { createTestContext, type TestContext } from '../../test/harness.js';

let ip = 0;
const freshIp = () => `10.2.${Math.floor(++ip / 250)}.${ip % 250}`;

const shareData = {
  traveler: { first_name: 'Jane', preferences: { preferred_destinations: ['Tanzania'], ideal_budget: 3000, length_of_stay: 2 } },
  experiences: [
    { id: 12, name: 'Serengeti Migration Safari', type: 'Safari & Wildlife', price: 2500, location: 'Serengeti', agent_name: 'Kilima Safaris' },
    { id: 14, name: 'Zanzibar Spice Tour', type: 'Culture & Heritage', price: 300, location: 'Stone Town' },
  ],
  current_experience: { id: 12, experience_name: 'Serengeti Migration Safari' },
  agent: { id: 3, agency_name: 'Kilima Safaris', agency_description: 'Family-run since 1998.' },
  shared_at: '2026-05-01T10:00:00.000Z',
  share_context: 'experience_detail',
  total_experiences: 2,
  shared_experiences: 2,
};

describe('shares', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  }, 60_000);
  afterAll(async () => ctx.close());

  const post = (payload: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api/shares', payload: payload as object, remoteAddress: freshIp() });
  const countShares = async () => (await ctx.database.db.select({ id: shares.id }).from(shares)).length;

  it('creates a share link and reads the plan back through it', async () => {
    const res = await post({ shared_by: 'Jane', share_type: 'itinerary', share_data: shareData });
    expect(res.statusCode).toBe(201);
    const { share_url, share_token } = res.json();
    expect(share_token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(share_url).toBe(`http://marketplace.test/shared/${share_token}`);

    const read = await ctx.app.inject({ method: 'GET', url: `/api/shares/${share_token}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ success: true, share_data: shareData });
  });

  it('stores only the hash of the token', async () => {
    const { share_token } = (await post({ share_data: shareData })).json();
    const rows = await ctx.database.db.select().from(shares).where(eq(shares.tokenHash, sha256(share_token)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.shareType).toBe('itinerary');
    const all = await ctx.database.db.select().from(shares);
    expect(JSON.stringify(all)).not.toContain(share_token);
  });

  it('gives every share a different token', async () => {
    const tokens = await Promise.all([1, 2, 3, 4, 5].map(async () => (await post({ share_data: shareData })).json().share_token as string));
    expect(new Set(tokens).size).toBe(5);
  });

  it('answers 413 for a plan above 500,000 characters and stores nothing', async () => {
    const before = await countShares();
    const big = { share_data: { ...shareData, notes: 'x'.repeat(500_001) } };
    const res = await post(big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    // Characters, not bytes: 200,000 three-byte characters are 600 kB but well under the limit.
    const wide = await post({ share_data: { ...shareData, notes: '€'.repeat(200_000) } });
    expect(wide.statusCode).toBe(201);
    // Far above any limit: Fastify's own body limit answers in the same shape.
    const huge = await post({ share_data: { notes: 'x'.repeat(3_000_000) } });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(await countShares()).toBe(before + 1);
  });

  it('rejects what is not a plan with 400', async () => {
    const before = await countShares();
    for (const payload of [{}, { share_data: 'text' }, { share_data: [1, 2] }, { share_data: null }, { share_data: shareData, share_type: 'other' }]) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    const veryDeep = `{"share_data":{"deep":${'{"d":'.repeat(20_000)}1${'}'.repeat(20_000)}}}`;
    const hostile = await ctx.app.inject({
      method: 'POST', url: '/api/shares', headers: { 'content-type': 'application/json' }, payload: veryDeep, remoteAddress: freshIp(),
    });
    expect(hostile.statusCode).toBe(400);
    const malformed = await ctx.app.inject({
      method: 'POST', url: '/api/shares', headers: { 'content-type': 'application/json' }, payload: '{"share_data": {', remoteAddress: freshIp(),
    });
    expect(malformed.statusCode).toBe(400);
    expect(await countShares()).toBe(before);
  });

  it('answers 404 for unknown and malformed tokens alike', async () => {
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAA', 'short', 'has spaces and % signs', 'x'.repeat(150)]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/shares/${encodeURIComponent(token)}` });
      expect(res.statusCode, token).toBe(404);
      expect(res.json()).toEqual({ error: 'Share not found', code: 'NOT_FOUND' });
    }
  });

  it('treats an expired share as not found', async () => {
    const { share_token } = (await post({ share_data: shareData })).json();
    await ctx.database.db.update(shares).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(shares.tokenHash, sha256(share_token)));
    expect((await ctx.app.inject({ method: 'GET', url: `/api/shares/${share_token}` })).statusCode).toBe(404);
  });

  it('rate-limits share creation per address', async () => {
    const fire = () => ctx.app.inject({ method: 'POST', url: '/api/shares', payload: { share_data: { shared_at: 'now' } }, remoteAddress: '198.51.100.9' });
    for (let i = 0; i < 30; i++) expect((await fire()).statusCode).toBe(201);
    const limited = await fire();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});
