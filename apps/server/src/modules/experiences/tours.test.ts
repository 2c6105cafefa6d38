import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIMITS, toursResponse } from '@safari/contract';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { createAgent, createExperience } from '../../test/factories.js';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

describe('GET /api/experiences/tours', () => {
  let ctx: TestContext;
  const tourIds: number[] = [];
  const TOURS = 40;

  beforeAll(async () => {
    ctx = await createTestContext();
    const agent = await createAgent(ctx.database.db, { agencyName: 'Tour Makers' });
    for (let i = 0; i < TOURS; i++) {
      const exp = await createExperience(ctx.database.db, agent.id, { experienceName: `Ready tour ${i}`, isTour: true });
      tourIds.push(exp.id);
      // Not tours, drafts: never listed.
      if (i % 10 === 0) await createExperience(ctx.database.db, agent.id, { experienceName: `Not a tour ${i}` });
      if (i % 10 === 5) await createExperience(ctx.database.db, agent.id, { experienceName: `Draft tour ${i}`, isTour: true, isPublished: false });
    }
  });
  afterAll(async () => ctx?.close());

  const get = async (limit: number, offset: number) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/experiences/tours?limit=${limit}&offset=${offset}` });
    expect(res.statusCode, res.body).toBe(200);
    return toursResponse.parse(res.json());
  };

  it('loads 9 first by default', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/experiences/tours' });
    const body = toursResponse.parse(res.json());
    expect(body.experiences).toHaveLength(LIMITS.toursFirstPage);
    expect(body.experiences.every((e) => tourIds.includes(e.id))).toBe(true);
    expect(body.pagination).toEqual({ currentPage: 1, totalPages: 5, hasMore: true, total: TOURS });
    expect(body.experiences[0]).toMatchObject({ is_tour: true, agent_name: 'Tour Makers', primary_image: expect.any(String) });
  });

  it('pages 9 then 18 at a time to the end without gaps or repeats', async () => {
    const seen: number[] = [];
    const pages: number[] = [];
    let offset = 0;
    let limit: number = LIMITS.toursFirstPage;
    for (let guard = 0; guard < 10; guard++) {
      const body = await get(limit, offset);
      seen.push(...body.experiences.map((e) => e.id));
      pages.push(body.pagination.currentPage);
      if (!body.pagination.hasMore) break;
      offset += limit;
      limit = LIMITS.toursNextPage;
    }
    expect([...seen].sort((a, b) => a - b)).toEqual([...tourIds].sort((a, b) => a - b));
    expect(new Set(seen).size).toBe(seen.length);
    expect(pages).toEqual([1, 2, 3]);
  });

  it("ends the spec client's overlapping scheme (offset 9 × (page − 1), limit 18) with every tour seen", async () => {
    const seen = new Set<number>();
    let page = 1;
    for (; page < 20; page++) {
      const body = page === 1 ? await get(9, 0) : await get(18, 9 * (page - 1));
      body.experiences.forEach((e) => seen.add(e.id));
      if (!body.pagination.hasMore) break;
    }
    expect([...seen].sort((a, b) => a - b)).toEqual(tourIds);
    expect(page).toBeLessThan(20);
  });

  it('reports the last page and past-the-end pages consistently', async () => {
    const last = await get(18, 27);
    expect(last.experiences).toHaveLength(13);
    expect(last.pagination).toEqual({ currentPage: 3, totalPages: 3, hasMore: false, total: TOURS });
    const beyond = await get(18, 100);
    expect(beyond.experiences).toEqual([]);
    expect(beyond.pagination.hasMore).toBe(false);
    const uniform = await get(10, 20);
    expect(uniform.pagination).toEqual({ currentPage: 3, totalPages: 4, hasMore: true, total: TOURS });
  });

  it.each(['limit=0', 'limit=101', 'limit=abc', 'offset=-1', 'offset=1.5'])('rejects %s with 400', async (qs) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/experiences/tours?${qs}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: expect.any(String), code: 'VALIDATION_ERROR' });
  });
});
