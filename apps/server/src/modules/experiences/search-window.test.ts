import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { experienceFacetsResponse, listExperiencesResponse, type ListExperiencesResponse } from '@safari/contract';
import * as s from '../../db/schema.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { createAgent } from '../../test/factories.js';
import { createSearchWindowCache, EXACT_TOTAL_MAX, type SearchWindow } from './search-window.js';

const SLOW = 180_000;
/** More than the exact-total threshold, so the estimated path and paging past the window are exercised. */
const BROAD = EXACT_TOTAL_MAX + 160;
const NARROW = 40;

describe('search windows: totals past the threshold, paging, and the catalogue version', { timeout: SLOW }, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    const agent = await createAgent(ctx.database.db, { agencyName: 'Window Safaris' });
    const rows = Array.from({ length: BROAD }, (_, i) => ({
      agentId: agent.id,
      // Every experience is a 'savannah' one; NARROW of them also 'okapi', some of those in the name (ranked higher).
      experienceName: i < NARROW ? (i % 4 === 0 ? `Okapi savannah drive ${i}` : `Savannah drive ${i}`) : `Savannah drive ${i}`,
      description: i < NARROW ? `Look for the okapi on day ${i % 7}.` : 'Open plains.',
      priceCents: 100_000 + ((i * 37) % 50) * 1000,
      durationDays: 1 + (i % 9),
      country: 'Kenya',
    }));
    await ctx.database.db.insert(s.experiences).values(rows);
    // The planner's statistics say 'savannah' is in every row: the broad (walking) plan.
    await ctx.database.db.execute(sql`analyze experiences`);
  }, SLOW);
  afterAll(async () => ctx?.close());

  const list = async (query: string) => {
    const res = await ctx.app.inject({ url: `/api/experiences?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return listExperiencesResponse.parse(res.json()) as ListExperiencesResponse;
  };

  it('counts exactly up to the threshold and says when the total is an estimate', async () => {
    const narrow = await list('q=okapi&limit=5');
    expect(narrow.total).toBe(NARROW);
    expect(narrow.total_estimated).toBe(false);
    const broad = await list('q=savannah&limit=5');
    expect(broad.total_estimated).toBe(true);
    expect(broad.total).toBeGreaterThan(EXACT_TOTAL_MAX);
  });

  it('counts facets exactly for a narrow search and from its spread sample, rounded and marked, for a broad one', async () => {
    const facets = async (query: string) => {
      const res = await ctx.app.inject({ url: `/api/experiences/facets?${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return experienceFacetsResponse.parse(res.json());
    };
    const narrow = await facets('q=okapi');
    expect(narrow.total).toBe(NARROW);
    expect(narrow.estimated).toBeUndefined();
    expect(narrow.destinations.find((d) => d.name === 'Kenya')?.count).toBe(NARROW);
    const broad = await facets('q=savannah');
    expect(broad.estimated).toBe(true);
    // Every experience is in Kenya, so the sample's share is 1 and the count is the search's estimated total (past
    // the threshold), rounded to two figures.
    const kenya = broad.destinations.find((d) => d.name === 'Kenya')!.count;
    expect(kenya).toBe(broad.total);
    expect(kenya).toBeGreaterThanOrEqual(EXACT_TOTAL_MAX);
    expect(kenya % 10).toBe(0);
    expect(broad.destinations.find((d) => d.name === 'Uganda')?.count).toBe(0);
  });

  it('ranks every match when they are few, exactly as ranking them all in SQL', async () => {
    const body = await list(`q=okapi&limit=${NARROW}`);
    const expected = await ctx.database.db.execute(sql`
      select id from experiences where search_doc @@ to_tsquery('safari_search', 'okapi:*')
      order by ts_rank('{0.05, 0.2, 0.5, 1.0}', search_doc, to_tsquery('safari_search', 'okapi:*'), 1) desc, (id::bigint * 7919) % 10007, id`);
    expect(body.experiences.map((e) => e.id)).toEqual((expected as unknown as { rows: Array<{ id: number }> }).rows.map((r) => Number(r.id)));
    expect(body.experiences[0]!.experience_name).toMatch(/^Okapi/);
  });

  it('pages a broad search and a broad sort to the end without a repeat or a gap', async () => {
    for (const query of ['q=savannah', 'sort=price_desc', 'sort=duration_asc&destination=Kenya']) {
      const seen: number[] = [];
      for (let offset = 0; offset < BROAD + 100; offset += 100) {
        const page = await list(`${query}&limit=100&offset=${offset}`);
        seen.push(...page.experiences.map((e) => e.id));
        if (page.experiences.length < 100) break;
      }
      expect(seen.length, query).toBe(BROAD);
      expect(new Set(seen).size, query).toBe(BROAD);
    }
    const sorted = await list(`sort=price_desc&limit=100&offset=${EXACT_TOTAL_MAX - 50}`);
    const prices = sorted.experiences.map((e) => e.price!);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('sees an edited experience at once: the cached window is dropped when the catalogue changes', async () => {
    const before = await list('q=okapi&limit=3');
    const top = before.experiences[0]!;
    expect(top.experience_name).toMatch(/okapi/i);
    // Another page of the same search is read from the cached window.
    await list('q=okapi&limit=3&offset=3');
    await ctx.database.db.update(s.experiences).set({ experienceName: 'Savannah drive renamed', description: 'Open plains.' }).where(eq(s.experiences.id, top.id));
    const after = await list('q=okapi&limit=4');
    expect(after.total).toBe(NARROW - 1);
    expect(after.experiences.map((e) => e.id)).not.toContain(top.id);
    const renamed = await list('q=renamed&limit=4');
    expect(renamed.experiences.map((e) => e.id)).toEqual([top.id]);
  });
});

describe('a text search in a small share of a larger catalogue', { timeout: SLOW }, () => {
  let ctx: TestContext;
  const ZEBRAS = EXACT_TOTAL_MAX + 100;
  const OTHERS = 7000;
  beforeAll(async () => {
    ctx = await createTestContext();
    const agent = await createAgent(ctx.database.db, { agencyName: 'Stripe Safaris' });
    const rows = Array.from({ length: ZEBRAS + OTHERS }, (_, i) => ({
      agentId: agent.id,
      experienceName: i < ZEBRAS ? `Zebra migration ${i}` : `Crater drive ${i}`,
      priceCents: 100_000 + i,
      durationDays: 1 + (i % 9),
      country: 'Tanzania',
    }));
    for (let i = 0; i < rows.length; i += 2000) await ctx.database.db.insert(s.experiences).values(rows.slice(i, i + 2000));
    await ctx.database.db.execute(sql`analyze experiences`);
  }, SLOW);
  afterAll(async () => ctx?.close());

  it('pages past the ranked window to the last match without a repeat or a gap', async () => {
    const seen: number[] = [];
    for (let offset = 0; offset < ZEBRAS + 100; offset += 100) {
      const res = await ctx.app.inject({ url: `/api/experiences?q=zebra&limit=100&offset=${offset}` });
      const page = listExperiencesResponse.parse(res.json());
      expect(page.total_estimated).toBe(true);
      expect(page.total).toBeGreaterThan(EXACT_TOTAL_MAX);
      expect(page.experiences.every((x) => x.experience_name.startsWith('Zebra'))).toBe(true);
      seen.push(...page.experiences.map((e) => e.id));
      if (page.experiences.length < 100) break;
    }
    expect(new Set(seen).size).toBe(ZEBRAS);
  });
});

describe('the window cache', () => {
  const window = (ids: number[]): SearchWindow => ({ ids, more: false, total: ids.length, estimated: false });

  it('builds once per key and version, shares a build in flight, and drops everything when the version moves', async () => {
    let version = '1';
    const cache = createSearchWindowCache(async () => version);
    let builds = 0;
    const build = async () => window([++builds]);
    const [a, b] = await Promise.all([cache.get('k', build), cache.get('k', build)]);
    expect(a).toBe(b);
    expect(builds).toBe(1);
    expect(await cache.get('k', build)).toBe(a);
    version = '2';
    expect((await cache.get('k', build)).ids).toEqual([2]);
    expect(cache.stats()).toMatchObject({ hits: 2, misses: 2, entries: 1 });
  });

  it('forgets a failed build, and keeps at most its size', async () => {
    const cache = createSearchWindowCache(async () => '1', 2);
    await expect(cache.get('bad', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect((await cache.get('bad', async () => window([1]))).ids).toEqual([1]);
    await cache.get('x', async () => window([2]));
    await cache.get('y', async () => window([3]));
    expect(cache.stats().entries).toBe(2);
  });
});
