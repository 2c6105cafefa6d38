/**
 * The experience and agent pages read in one statement each (detail.ts, agents/service.ts): the same visibility,
 * order and content as the catalogue's cards and the per-table reads they replaced.
 */
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { agentDetailSchema, experienceCardSchema, experienceDetailSchema } from '@safari/contract';
import * as s from '../../db/schema.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { createAgent, createExperience } from '../../test/factories.js';
import { getExperienceDetail } from './detail.js';
import { findExperiencePage } from './service.js';
import { getAgentPagesJson, publishedAgentIds } from '../agents/service.js';
import { createAgentPages } from '../agents/agent-pages.js';
import { catalogueIndexFor, loadCatalogueIndex } from './matching/catalogue-index.js';
import { createCardCache } from './serving/card-cache.js';
import { responseCacheFor } from './serving/response-cache.js';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

describe('experience and agent pages', () => {
  let ctx: TestContext;
  let agent: Awaited<ReturnType<typeof createAgent>>;
  let hiddenAgent: Awaited<ReturnType<typeof createAgent>>;
  const ids = { published: [] as number[], draft: 0, moderated: 0, ofHiddenAgent: 0, bare: 0 };

  beforeAll(async () => {
    ctx = await createTestContext();
    const db = ctx.database.db;
    agent = await createAgent(db, { agencyName: 'Mixed Order Safaris', logotypeUrl: null });
    hiddenAgent = await createAgent(db, { agencyName: 'Suspended Tours', isPublished: false });
    // Enough experiences that the mixed order differs from id order, each with images and activities out of order.
    for (let n = 0; n < 12; n++) {
      const exp = await createExperience(db, agent.id, { experienceName: `Mixed ${n}`, priceCents: n % 3 === 0 ? null : 100_050 + n * 1234 });
      await db.insert(s.experienceImages).values([
        { experienceId: exp.id, imageUrl: `/media/test/mixed-${n}-late.webp`, displayOrder: 5 },
        { experienceId: exp.id, imageUrl: `/media/test/mixed-${n}-early.webp`, displayOrder: 1, imageDescription: 'Early' },
      ]);
      await db.insert(s.experienceActivities).values({ experienceId: exp.id, activityName: 'First of all', displayOrder: -1 });
      ids.published.push(exp.id);
    }
    ids.draft = (await createExperience(db, agent.id, { experienceName: 'Mixed draft', isPublished: false })).id;
    ids.moderated = (await createExperience(db, agent.id, { experienceName: 'Mixed moderated', moderationHiddenAt: new Date() })).id;
    ids.ofHiddenAgent = (await createExperience(db, hiddenAgent.id, { experienceName: 'Behind a hidden agency' })).id;
    ids.bare = (await createExperience(db, null, { experienceName: 'No agency', destinations: [] })).id;
    await db.delete(s.experienceImages).where(eq(s.experienceImages.experienceId, ids.bare));
    await db.insert(s.agentImages).values([
      { agentId: agent.id, imageUrl: '/media/test/mixed-logo.webp', imageType: 'logo' },
      { agentId: agent.id, imageUrl: '/media/test/mixed-profile-2.webp', imageType: 'profile', displayOrder: 2 },
      { agentId: agent.id, imageUrl: '/media/test/mixed-profile-1.webp', imageType: 'profile', displayOrder: 1 },
      { agentId: agent.id, imageUrl: '/media/test/mixed-office.webp', imageType: 'office', displayOrder: -3 },
    ]);
  });
  afterAll(async () => ctx?.close());

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it("lists an agency's public experiences as the catalogue's cards, in the catalogue's order", async () => {
    const res = await get(`/api/agents/${agent.id}`);
    expect(res.statusCode).toBe(200);
    const page = agentDetailSchema.parse(res.json());
    const catalogue = await findExperiencePage(ctx.database.db, { agentId: agent.id }, 200, 0);
    expect(page.experiences).toEqual(catalogue.experiences.map((c) => experienceCardSchema.parse(c)));
    expect(page.experiences.map((c) => c.id)).not.toEqual([...ids.published].sort((x, y) => x - y));
    expect([...page.experiences.map((c) => c.id)].sort((x, y) => x - y)).toEqual(ids.published);
    expect(page.experience_count).toBe(ids.published.length);
    const card = page.experiences.find((c) => c.id === ids.published[1])!;
    expect(card.images.map((i) => i.image_url)).toEqual([`/media/test/exp-${card.id}-1024.webp`, '/media/test/mixed-1-early.webp', '/media/test/mixed-1-late.webp']);
    expect(card.activities.map((a) => a.activity_name)).toEqual(['First of all', 'Game drive', 'Bush walk']);
    expect(card.price).toBe(1012.84);
    expect(page.experiences.find((c) => c.id === ids.published[0])!.price).toBeNull();
    expect(page).toMatchObject({
      profile_images: ['/media/test/mixed-profile-1.webp', '/media/test/mixed-profile-2.webp'],
      agent_logotype: '/media/test/mixed-logo.webp',
    });
    expect(page.images.map((i) => i.image_url)).toEqual([`/media/test/agent-${agent.id}-1024.webp`, '/media/test/mixed-office.webp']);
  });

  it('builds an agent page alike from memory (index, cards; kept compressed) and from the database alone', async () => {
    const db = ctx.database.db;
    const version = await responseCacheFor(ctx.database).version();
    const index = await loadCatalogueIndex(db);
    const pageOf = async (options: Parameters<typeof getAgentPagesJson>[2]) => getAgentPagesJson(db, [agent.id], options);
    const [fromDatabase, fromMemory] = (await Promise.all([pageOf({}), pageOf({ index: async () => index, cards: createCardCache(), version })])).map(([page]) => JSON.parse(page!.json.toString()));
    expect(fromMemory).toEqual(fromDatabase);
    // The kept pages (agent-pages.ts), built from the server's own index and cards and compressed, read alike.
    while (!(await catalogueIndexFor(ctx.database)(version))) await new Promise((resolve) => setImmediate(resolve));
    const pages = createAgentPages(ctx.database);
    await pages.warm(db, await publishedAgentIds(db), version);
    const kept = (await pages.get(db, agent.id, version))!;
    expect(pages.stats().misses).toBe(0);
    expect(JSON.parse(brotliDecompressSync(kept).toString())).toEqual(fromDatabase);
    expect(fromMemory.experiences).toHaveLength(ids.published.length);
    expect(fromMemory.experience_count).toBe(ids.published.length);
    expect(agentDetailSchema.parse(fromMemory)).toEqual(fromMemory);
    // An agency the page must not show is not found either way.
    await db.update(s.agents).set({ isPublished: false }).where(eq(s.agents.id, agent.id));
    try {
      expect(await pageOf({ index: async () => index, cards: createCardCache(), version })).toEqual([]);
      expect(await pageOf({})).toEqual([]);
      expect(await createAgentPages(ctx.database).get(db, agent.id, version)).toBeUndefined();
    } finally {
      await db.update(s.agents).set({ isPublished: true }).where(eq(s.agents.id, agent.id));
    }
  });

  it("orders an experience's images primary first then by display order, its activities and food by display order", async () => {
    const id = ids.published[4]!;
    await ctx.database.db.insert(s.experienceFoodBeverages).values({ experienceId: id, mealType: 'Welcome drink', mealDetails: null, displayOrder: -1 });
    const body = experienceDetailSchema.parse((await get(`/api/experiences/${id}`)).json());
    expect(body.primary_image).toBe(`/media/test/exp-${id}-1024.webp`);
    expect(body.images.map((i) => [i.image_url, i.is_primary, i.display_order])).toEqual([
      [`/media/test/exp-${id}-1024.webp`, true, 0],
      ['/media/test/mixed-4-early.webp', false, 1],
      ['/media/test/mixed-4-late.webp', false, 5],
    ]);
    expect(body.experience_images).toEqual(body.images.map((i) => ({ image_url: i.image_url, is_primary: i.is_primary })));
    expect(body.activities.map((a) => a.activity_name)).toEqual(['First of all', 'Game drive', 'Bush walk']);
    expect(body.food_beverages.map((f) => [f.meal_type, f.meal_details])).toEqual([['Welcome drink', null], ['Full board', 'All meals in camp']]);
    expect(body.price).toBe(1049.86);
    const [stored] = await ctx.database.db.select().from(s.experiences).where(eq(s.experiences.id, id));
    expect([body.created_at, body.updated_at]).toEqual([stored!.createdAt.toISOString(), stored!.updatedAt.toISOString()]);
    expect(body.travel_agent).toMatchObject({
      id: agent.id,
      agency_name: 'Mixed Order Safaris',
      profile_images: ['/media/test/mixed-profile-1.webp', '/media/test/mixed-profile-2.webp'],
      agent_logotype: '/media/test/mixed-logo.webp',
    });
  });

  it('answers an experience without an agency or images', async () => {
    const body = experienceDetailSchema.parse((await get(`/api/experiences/${ids.bare}`)).json());
    expect(body).toMatchObject({ agent_id: null, agency_name: null, travel_agent: null, primary_image: null, images: [], experience_images: [], destinations: [] });
  });

  it("shows drafts, moderated experiences and a hidden agency's experiences to the owner's view only", async () => {
    const db = ctx.database.db;
    for (const id of [ids.draft, ids.moderated, ids.ofHiddenAgent]) {
      expect((await get(`/api/experiences/${id}`)).statusCode, String(id)).toBe(404);
      await expect(getExperienceDetail(db, id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(await getExperienceDetail(db, ids.draft, { ownerView: true })).toMatchObject({ status: 'draft', travel_agent: { id: agent.id } });
    expect(await getExperienceDetail(db, ids.moderated, { ownerView: true })).toMatchObject({ status: 'published', travel_agent: { id: agent.id } });
    // A hidden agency is not shown on the page, even to its owner's preview.
    expect(await getExperienceDetail(db, ids.ofHiddenAgent, { ownerView: true })).toMatchObject({ agent_id: hiddenAgent.id, agency_name: 'Suspended Tours', travel_agent: null });
    await expect(getExperienceDetail(db, 999_999, { ownerView: true })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await get(`/api/agents/${hiddenAgent.id}`)).statusCode).toBe(404);
  });
});
