import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { call, signedUpAgent } from '../../test/agent-accounts.js';
import { createDestination, createExperience } from '../../test/factories.js';
import { sha256 } from '../../lib/tokens.js';
import * as s from '../../db/schema.js';

// Heavy with argon2id on shared CPUs: a generous per-test limit (projects do not inherit the root one).
describe('the signed-in agent (/agent-auth/me) and logout', { timeout: 60_000 }, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  }, 120_000);
  afterAll(async () => ctx?.close(), 60_000);

  const me = (token?: string) => call(ctx, 'GET', '/api/agent-auth/me', { token });

  it('a valid token answers the agent with experiences, images and destinations', async () => {
    const agent = await signedUpAgent(ctx);
    const dest = await createDestination(ctx.database.db, 'Serengeti', 'Tanzania');
    await ctx.database.db.insert(s.agentDestinations).values({ agentId: agent.agentId, destinationId: dest.id });
    await ctx.database.db.insert(s.agentImages).values({ agentId: agent.agentId, imageUrl: '/media/a-1024.webp', imageType: 'profile', isPrimary: true });
    const exp = await createExperience(ctx.database.db, agent.agentId, { priceCents: 125050 });
    const res = await me(agent.token);
    expect(res.statusCode).toBe(200);
    const { agent: body } = res.json();
    expect(body.id).toBe(agent.agentId);
    expect(body.destinations).toEqual([{ id: dest.id, destination_name: 'Serengeti' }]);
    expect(body.images).toEqual([expect.objectContaining({ image_url: '/media/a-1024.webp', is_primary: true, image_type: 'profile' })]);
    expect(body.profile_images).toEqual(['/media/a-1024.webp']);
    expect(body.experiences).toEqual([expect.objectContaining({ id: exp.id, experience_name: exp.experienceName, price: 1250.5 })]);
    expect(body.experiences[0].images).toHaveLength(1);
  });

  it('no token, a malformed header or an unknown token is 401', async () => {
    expect((await me()).statusCode).toBe(401);
    expect((await me('not-a-real-token')).statusCode).toBe(401);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/agent-auth/me', headers: { authorization: 'Basic abc' } });
    expect(res.statusCode).toBe(401);
  });

  it('an expired session is 401', async () => {
    const agent = await signedUpAgent(ctx);
    await ctx.database.db.update(s.agentSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(s.agentSessions.tokenHash, sha256(agent.token)));
    expect((await me(agent.token)).statusCode).toBe(401);
  });

  it('sessions last 30 days', async () => {
    const agent = await signedUpAgent(ctx);
    const [row] = await ctx.database.db.select().from(s.agentSessions).where(eq(s.agentSessions.tokenHash, sha256(agent.token)));
    const days = (row!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('an inactive subscription is 403 with the status and the agent (the portal still lets them in)', async () => {
    const agent = await signedUpAgent(ctx);
    await ctx.database.db.update(s.agents).set({ subscriptionStatus: 'past_due' }).where(eq(s.agents.id, agent.agentId));
    const res = await me(agent.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'Subscription not active', code: 'SUBSCRIPTION_INACTIVE', subscriptionStatus: 'past_due', agent: { id: agent.agentId } });
  });

  it('logout ends only that session', async () => {
    const agent = await signedUpAgent(ctx);
    const other = (await call(ctx, 'POST', '/api/agent-auth/login', { body: { email: agent.email, password: agent.password } })).json().token;
    expect((await call(ctx, 'POST', '/api/agent-auth/logout', { token: agent.token })).statusCode).toBe(200);
    expect((await me(agent.token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
    expect((await call(ctx, 'POST', '/api/agent-auth/logout')).statusCode).toBe(401);
  });

  it('the database holds no plain session, setup or reset token', async () => {
    const agent = await signedUpAgent(ctx);
    await call(ctx, 'POST', '/api/agent-auth/request-password-reset', { body: { email: agent.email } });
    const sessions = await ctx.database.db.select().from(s.agentSessions);
    const tokens = await ctx.database.db.select().from(s.passwordTokens);
    for (const row of [...sessions, ...tokens]) expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(sessions.some((r) => r.tokenHash === agent.token)).toBe(false);
    expect(tokens.some((r) => r.tokenHash === agent.setupToken)).toBe(false);
    expect(tokens.some((r) => r.tokenHash === sha256(agent.setupToken))).toBe(true);
  });
});
