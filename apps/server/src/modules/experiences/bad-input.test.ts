import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { createAgent, createExperience } from '../../test/factories.js';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

/** Probes every public catalogue route with hostile or sloppy input: a 4xx in the one error shape or a 200, never a 500. */
describe('catalogue routes under bad input', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
    const agent = await createAgent(ctx.database.db);
    await createExperience(ctx.database.db, agent.id, { isTour: true });
  });
  afterAll(async () => ctx?.close());

  const expectErrorShape = (res: { statusCode: number; json(): unknown; body: string }) => {
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    const body = res.json() as Record<string, unknown>;
    expect(typeof body.error).toBe('string');
    expect(typeof body.code).toBe('string');
    expect(Object.keys(body).every((k) => ['error', 'code', 'errors'].includes(k))).toBe(true);
  };

  it.each([
    '/api/experiences?limit=abc',
    '/api/experiences?limit=5000',
    '/api/experiences?limit=0',
    '/api/experiences?limit=-5',
    '/api/experiences?limit=1e400',
    '/api/experiences?offset=-1',
    '/api/experiences?offset=abc',
    '/api/experiences?q=a&q=b',
    '/api/experiences?tripType=a&tripType=b',
    `/api/experiences?q=${'x'.repeat(201)}`,
    '/api/experiences?sort=cheapest',
    '/api/experiences?minDays=abc',
    '/api/experiences?maxPrice=1e400',
    '/api/experiences/facets?maxPrice=-1',
    '/api/search/suggestions',
    `/api/search/suggestions?q=${'x'.repeat(101)}`,
    '/api/experiences/abc',
    '/api/experiences/0',
    '/api/experiences/-3',
    '/api/experiences/1.5',
    '/api/experiences/99999999999',
    '/api/experiences/tours?limit=5000',
    '/api/experiences/tours?offset=-1',
    '/api/experiences/recommendations/not-a-uuid',
    '/api/agents/abc',
    '/api/agents/0',
    '/api/agents/-3',
    '/api/agents/99999999999',
    '/api/agents?limit=abc',
    '/api/agents?featured=maybe',
    '/api/agents?offset=-1',
    '/api/agents?q=a&q=b',
    `/api/agents/destinations/${'x'.repeat(101)}`,
  ])('%s → 400 in the error shape', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expectErrorShape(res);
    expect(res.statusCode).toBe(400);
  });

  const odd = [`%_\\'";--`, "' OR 1=1; DROP TABLE experiences; --", 'Ünïcødé 🦁 サファリ', '%00', '\\x00', '%%%', '_', ' '];
  it.each(odd)('q/destination/tripType %j answer 200', async (value) => {
    const v = encodeURIComponent(value);
    for (const url of [
      `/api/experiences?q=${v}`,
      `/api/experiences?destination=${v}`,
      `/api/experiences?tripType=${v}`,
      `/api/experiences/samples?destination=${v}`,
      `/api/agents?q=${v}`,
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
    const dest = await ctx.app.inject({ method: 'GET', url: `/api/agents/destinations/${v}` });
    expect(dest.statusCode, dest.body).toBeLessThan(500);
  });

  // The one free-text rule (DESIGN.md §4) holds for query strings and paths too: 400 naming the field.
  it.each(['\u0000nul', '\u202e', 'a\u0007b', '\u009b'])('q/destination/tripType %j answer 400 naming the parameter', async (value) => {
    const v = encodeURIComponent(value);
    for (const [url, field] of [
      [`/api/experiences?q=${v}`, 'q'],
      [`/api/experiences?destination=${v}`, 'destination'],
      [`/api/experiences?tripType=${v}`, 'tripType'],
      [`/api/experiences/samples?destination=${v}`, 'destination'],
      [`/api/agents?q=${v}`, 'q'],
      [`/api/agents/destinations/${v}`, 'destinationName'],
    ] as const) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json()).toEqual({ error: `${field}: must not contain control characters`, code: 'VALIDATION_ERROR', errors: [`${field}: must not contain control characters`] });
    }
  });

  it('answers invalid percent-encoding and malformed bodies without a 500', async () => {
    for (const url of ['/api/experiences?q=%E0%A4%A', '/api/experiences?q=%ED%A0%80', '/api/agents/destinations/%ED%A0%80', '/api/experiences/%ZZ']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500);
    }
    // The catalogue is read-only: bodies (even malformed JSON) on its paths meet a JSON 404, not a crash.
    const res = await ctx.app.inject({ method: 'POST', url: '/api/experiences', headers: { 'content-type': 'application/json' }, payload: '{"bad json' });
    expectErrorShape(res);
  });
});
