/** The trip link is a credential: never in logs, never sent on as a Referer, never cached. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { redactUrl } from '../../lib/logging.js';
import { agentWithSession } from '../images/test-helpers.js';
import { api, enquireWith, sentProposal } from '../leads/test-helpers.js';

describe('trip links as credentials', { timeout: 60_000 }, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({}, { captureLogs: true });
  }, 120_000);
  afterAll(async () => ctx?.close(), 60_000);

  it('request logs hold neither the token nor the traveller id', async () => {
    const agent = await agentWithSession(ctx);
    const { tripToken, traveler, leadId } = await enquireWith(ctx, agent.agentId);
    const id = await sentProposal(ctx, agent.token, leadId);
    expect((await api(ctx, 'GET', `/api/trip/${tripToken}`)).statusCode).toBe(200);
    expect((await api(ctx, 'POST', `/api/trip/${tripToken}/proposals/${id}/messages`, { body: { body: 'Hello' } })).statusCode).toBe(201);
    await ctx.app.inject({ method: 'GET', url: `/trip/${tripToken}` });
    const log = ctx.logLines.join('\n');
    expect(log).toContain('/api/trip/[redacted]');
    expect(log).not.toContain(tripToken);
    expect(log).not.toContain(traveler.id);
    expect(redactUrl(`/trip/${tripToken}?x=1`)).toBe('/trip/[redacted]?x=1');
  });

  it('the trip page is served with no-referrer and no-store (noindex: seo.test.ts)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/trip/${'a'.repeat(43)}` });
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('no-store');
    const api404 = await api(ctx, 'GET', `/api/trip/${'a'.repeat(43)}`);
    expect(api404.statusCode).toBe(404);
  });
});
