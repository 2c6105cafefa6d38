import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { agentSummarySchema, listAgentsResponse, SEARCHED_FOR_HEADER } from '@safari/contract';
import * as s from '../../db/schema.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { createExperience } from '../../test/factories.js';
import { responseCacheFor } from '../experiences/serving/response-cache.js';
import { agentListFor } from './agent-list.js';
import { loadAgentSummaries } from './summaries.js';

/** More agencies than loadAgentSummaries reads at a time (1,000), so its slices and their seams are exercised. */
const TOTAL = 1_205;
/** Agencies with related rows of their own, on both sides of each seam between slices. */
const MARKED = [0, 999, 1000, 1204];

describe('the agencies list of a large catalogue', () => {
  let ctx: TestContext;
  let ids: number[];
  let destinationId: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    const { db } = ctx.database;
    const rows = Array.from({ length: TOTAL }, (_, i) => ({
      agencyName: `Slice Agency ${String(i).padStart(4, '0')}`,
      contactEmail: `slice-${i}@example.com`,
      country: 'Kenya',
    }));
    ids = (await db.insert(s.agents).values(rows).returning({ id: s.agents.id })).map((r) => r.id).sort((a, b) => a - b);
    const [destination] = await db.insert(s.destinations).values({ name: 'Slice Falls', country: 'Kenya', description: 'A long description.' }).returning({ id: s.destinations.id });
    destinationId = destination!.id;
    for (const i of MARKED) {
      const agentId = ids[i]!;
      await db.insert(s.agentImages).values([
        { agentId, imageUrl: `https://img.example.com/${i}-second.jpg`, imageType: 'gallery', displayOrder: 2 },
        { agentId, imageUrl: `https://img.example.com/${i}-first.jpg`, imageType: 'gallery', displayOrder: 1 },
        { agentId, imageUrl: `https://img.example.com/${i}-face.jpg`, imageType: 'profile', displayOrder: 0 },
      ]);
      await db.insert(s.agentDestinations).values({ agentId, destinationId });
      for (let n = 0; n <= i % 3; n++) await createExperience(db, agentId);
    }
  });
  afterAll(async () => ctx.close());

  it('reads every agency in id order, each with its own images, destinations and count, across slices', async () => {
    const list = await loadAgentSummaries(ctx.database.db, undefined, { lean: true });
    expect(list.map((a) => a.id)).toEqual(ids);
    for (const [i, agent] of list.entries()) {
      if (MARKED.includes(i)) {
        // Lean: the first gallery image only, the profile picture, the destination's name without its description.
        expect(agent.images.map((img) => img.image_url)).toEqual([`https://img.example.com/${i}-first.jpg`]);
        expect(agent.profile_images).toEqual([`https://img.example.com/${i}-face.jpg`]);
        expect(agent.destinations).toEqual([{ id: destinationId, destination_name: 'Slice Falls', destination_description: null }]);
        expect(agent.experience_count).toBe((i % 3) + 1);
      } else {
        expect(agent).toMatchObject({ images: [], profile_images: [], destinations: [], experience_count: 0 });
      }
    }
    // In full, a destination keeps its description.
    const [full] = await loadAgentSummaries(ctx.database.db, [ids[1000]!]);
    expect(full!.destinations[0]!.destination_description).toBe('A long description.');
  });

  it('answers the view-all list and a search from the response cache on the next request, the searched-for header too', async () => {
    const cache = responseCacheFor(ctx.database);
    for (const url of ['/api/agents?limit=1000', '/api/agents?limit=1000&offset=1000', '/api/agents?q=slice%20agency%2001', '/api/agents?q=sliec%20falls']) {
      const first = await ctx.app.inject({ method: 'GET', url });
      const before = cache.stats().hits;
      const again = await ctx.app.inject({ method: 'GET', url: url.replace('slice%20agency', 'SLICE%20%20Agency') });
      expect(cache.stats().hits).toBe(before + 1);
      expect(again.body).toBe(first.body);
      expect(again.headers[SEARCHED_FOR_HEADER]).toBe(first.headers[SEARCHED_FOR_HEADER]);
    }
    const all = await ctx.app.inject({ method: 'GET', url: '/api/agents?limit=1000&offset=1000' });
    expect(listAgentsResponse.parse(all.json()).map((a) => a.id)).toEqual(ids.slice(1000));
    // 'sliec' is no agency's word: the agencies of 'Slice Falls', and the header says so on every answer.
    const slip = await ctx.app.inject({ method: 'GET', url: '/api/agents?q=sliec%20falls' });
    expect(decodeURIComponent(String(slip.headers[SEARCHED_FOR_HEADER]))).toBe('Slice Falls');
    expect(listAgentsResponse.parse(slip.json()).map((a) => a.id)).toEqual(MARKED.map((i) => ids[i]));
    // Two searches that find the same agencies share one answer, built of each agency's JSON as the contract declares
    // it: exactly its fields.
    const words = await ctx.app.inject({ method: 'GET', url: '/api/agents?q=slice%20falls' });
    const shared = cache.stats().shared;
    const same = await ctx.app.inject({ method: 'GET', url: '/api/agents?q=falls%20slice' });
    expect(cache.stats().shared).toBe(shared + 1);
    expect(same.body).toBe(words.body);
    expect(listAgentsResponse.parse(same.json()).map((a) => a.id)).toEqual(MARKED.map((i) => ids[i]));
    expect(same.headers[SEARCHED_FOR_HEADER]).toBeUndefined();
    const keys = Object.keys(agentSummarySchema.shape).sort();
    for (const agent of all.json() as Array<Record<string, unknown>>) expect(Object.keys(agent).sort()).toEqual(keys);
  });

  it('keeps the list per catalogue version beside the response cache: thousands of other answers do not push it out', async () => {
    const agents = agentListFor(ctx.database);
    const list = await agents();
    expect(list).toHaveLength(TOTAL);
    // More answers than the response cache keeps (10,000 keys): each one cached pushes out the least recently used.
    const cache = responseCacheFor(ctx.database);
    const misses = cache.stats().misses;
    for (let i = 0; i <= 10_000; i++) await ctx.app.inject({ method: 'GET', url: `/api/experiences/tours?limit=1&offset=${i}` });
    // Each a new answer, and the cache full: every answer kept before them has gone.
    expect(cache.stats().misses - misses).toBe(10_001);
    expect(cache.stats().entries).toBe(10_000);
    expect(await agents()).toBe(list);
    // A catalogue write is a new version: a new list, which the agencies search reads on the very next request.
    await ctx.database.db.update(s.agents).set({ agencyName: 'Renamed Slice Agency' }).where(eq(s.agents.id, ids[1204]!));
    expect(await agents()).not.toBe(list);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/agents?q=renamed%20slice' });
    expect(listAgentsResponse.parse(res.json()).map((a) => a.id)).toEqual([ids[1204]]);
  });
});
