import { get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { experienceDetailSchema, listExperiencesResponse, samplesResponse } from '@safari/contract';
import { eq } from 'drizzle-orm';
import * as s from '../../db/schema.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { createAgent, createExperience } from '../../test/factories.js';
import { lentBufferCounts } from '../../lib/lent-buffers.js';
import { responseCacheFor } from './serving/response-cache.js';

// The machine is shared; a fresh database with migrations can take longer than vitest's default 10 s.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

type Exp = Awaited<ReturnType<typeof createExperience>>;

describe('public experience catalogue', () => {
  let ctx: TestContext;
  const e: Record<string, Exp> = {};
  let agentA: Awaited<ReturnType<typeof createAgent>>;

  beforeAll(async () => {
    ctx = await createTestContext();
    const db = ctx.database.db;
    agentA = await createAgent(db, { agencyName: 'Kilima Expeditions' });
    const agentB = await createAgent(db, { agencyName: 'Lakeside Primate Treks', country: 'Uganda', destinations: [{ name: 'Bwindi', country: 'Uganda' }] });
    const hidden = await createAgent(db, { agencyName: 'Suspended Safaris', isPublished: false });
    e.safari = await createExperience(db, agentA.id, { experienceName: 'Great Migration Camp', experienceType: 'Safari & Wildlife', location: 'Serengeti National Park', destinationName: 'Serengeti' });
    e.trek = await createExperience(db, agentA.id, { experienceName: 'Kilimanjaro Machame Route', experienceType: 'Mountain Trekking', location: 'Kilimanjaro', destinationName: 'Kilimanjaro', destinations: ['Moshi'], priceCents: 400000 });
    e.beach = await createExperience(db, agentA.id, { experienceName: 'Spice Island Days', experienceType: 'Beach Time', description: 'Dhow sailing and white sand.', location: 'Zanzibar', destinationName: 'Zanzibar', destinations: ['Stone Town', 'Nungwi'] });
    e.honeymoon = await createExperience(db, agentB.id, { experienceName: 'Island Hideaway', experienceType: 'Honeymoon Escape', country: 'Madagascar', location: 'Nosy Be', destinationName: 'Nosy Be', destinations: [] });
    e.culture = await createExperience(db, agentB.id, { experienceName: 'Kigali Stories', experienceType: 'Culture & Heritage', country: 'Rwanda', location: 'Kigali', destinationName: 'Kigali', destinations: [] });
    e.scenic = await createExperience(db, agentB.id, { experienceName: 'Rift Valley Road Trip', experienceType: 'Scenic Self-Drive', country: 'Kenya', location: 'Naivasha', destinationName: 'Naivasha', destinations: [] });
    e.food = await createExperience(db, agentB.id, { experienceName: 'Nairobi Market Kitchen', experienceType: 'Food & Cooking Class', country: 'Kenya', location: 'Nairobi', destinationName: 'Nairobi', destinations: [] });
    e.spa = await createExperience(db, agentB.id, { experienceName: 'Baobab Retreat', experienceType: 'Spa Retreat', description: 'Quiet days of yoga.', country: 'Madagascar', location: 'Morondava', destinationName: 'Morondava', destinations: [] });
    e.gorilla = await createExperience(db, agentB.id, { experienceName: 'Bwindi Trek', experienceType: 'Gorilla Tours', country: 'Uganda', location: 'Bwindi Impenetrable Forest', destinationName: 'Bwindi', destinations: [] });
    e.unpublished = await createExperience(db, agentA.id, { experienceName: 'Draft Safari', isPublished: false });
    e.hiddenAgent = await createExperience(db, hidden.id, { experienceName: 'Hidden Agent Safari' });
  });
  afterAll(async () => ctx?.close());

  const list = async (query: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/experiences${query}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = listExperiencesResponse.parse(res.json());
    return { body, ids: body.experiences.map((x) => x.id).sort((a, b) => a - b) };
  };
  const idsOf = (...keys: string[]) => keys.map((k) => e[k]!.id).sort((a, b) => a - b);
  const visible = ['safari', 'trek', 'beach', 'honeymoon', 'culture', 'scenic', 'food', 'spa', 'gorilla'];

  it('lists published experiences as cards with the default page size, never drafts or hidden agents', async () => {
    const { body, ids } = await list('');
    expect(body).toMatchObject({ total: 9, limit: 20, offset: 0 });
    expect(ids).toEqual(idsOf(...visible));
    const card = body.experiences.find((x) => x.id === e.safari!.id)!;
    expect(card).toMatchObject({
      experience_name: 'Great Migration Camp',
      price: 2500,
      agent_name: 'Kilima Expeditions',
      agency_name: 'Kilima Expeditions',
      primary_image: `/media/test/exp-${e.safari!.id}-1024.webp`,
      destinations: ['Serengeti', 'Ngorongoro'],
    });
    expect(card.activities.map((a) => a.activity_name)).toEqual(['Game drive', 'Bush walk']);
    expect(Object.keys(card.activities[0]!)).toEqual(['id', 'activity_name']);
  });

  it.each([
    ['Safari & Wildlife', ['safari']],
    ['Mountain Trekking & Adventure', ['trek']],
    ['Beach Time', ['beach']],
    ['Honeymoon', ['honeymoon']],
    ['Culture & Heritage', ['culture']],
    ['Scenic Tour or Self-Drive', ['scenic']],
    ['Food & Cuisine', ['food']],
    ['Relaxation & Wellness', ['spa']],
    ['safari & wildlife', ['safari']],
    ['beach', ['beach']],
    ['Gorilla Tours', ['gorilla']],
    ['Submarine', []],
  ])('tripType %s matches its keywords in experience_type', async (tripType, expected) => {
    const { body, ids } = await list(`?tripType=${encodeURIComponent(tripType)}`);
    expect(ids).toEqual(idsOf(...expected));
    expect(body.total).toBe(expected.length);
  });

  it.each([
    ['tanzania', ['safari', 'trek', 'beach']],
    ['TANZANIA', ['safari', 'trek', 'beach']],
    ['Kenya', ['scenic', 'food']],
    ['madagascar', ['honeymoon', 'spa']],
    ['Serengeti', ['safari']],
    ['zanzibar', ['beach']],
    ['Nungwi', ['beach']],
    ['moshi', ['trek']],
    ['Impenetrable', ['gorilla']],
    ['Atlantis', []],
  ])('destination %s matches country, place, named places or location', async (destination, expected) => {
    const { ids } = await list(`?destination=${encodeURIComponent(destination)}`);
    expect(ids).toEqual(idsOf(...expected));
  });

  it('combines trip type, destination and text', async () => {
    expect((await list('?tripType=Safari%20%26%20Wildlife&destination=tanzania')).ids).toEqual(idsOf('safari'));
    expect((await list('?tripType=beach&destination=kenya')).ids).toEqual([]);
    expect((await list('?destination=kenya&q=market')).ids).toEqual(idsOf('food'));
  });

  it.each([
    ['migration', ['safari']],
    ['MOUNTAIN TREKKING', ['trek']],
    ['white sand', ['beach']],
    ['nosy', ['honeymoon']],
    ['primate treks', ['honeymoon', 'culture', 'scenic', 'food', 'spa', 'gorilla']],
    ['kilima expeditions', ['safari', 'trek', 'beach']],
    ['bwindi trek', ['gorilla']],
  ])('q %s searches name, type, description, location and agency name', async (q, expected) => {
    const { ids } = await list(`?q=${encodeURIComponent(q)}`);
    expect(ids).toEqual(idsOf(...expected));
  });

  it('searches the words of q: wildcards and punctuation are neither patterns nor syntax', async () => {
    const odd = await createExperience(ctx.database.db, agentA.id, { experienceName: '100% Fun_Trip \\ Special', experienceType: 'Safari' });
    try {
      expect((await list('?q=' + encodeURIComponent('100%'))).ids).toEqual([odd.id]);
      expect((await list('?q=' + encodeURIComponent('fun_trip special!'))).ids).toEqual([odd.id]);
      for (const punctuation of ['%', '_', '\\', '&|!:*']) expect((await list('?q=' + encodeURIComponent(punctuation))).ids).toEqual([]);
      // Stop words alone name nothing either: no search instead of them ('the' had listed everything as "results for ''").
      for (const q of ['the', 'a', 'to do in']) {
        const { ids, body } = await list('?q=' + encodeURIComponent(q));
        expect([ids, body.searched_for], q).toEqual([[], null]);
      }
      for (const q of [`%_\\'";--`, "' or 1=1 --", 'Ünïcødé 🦁 サファリ', '   ', '\u0000']) {
        const res = await ctx.app.inject({ method: 'GET', url: `/api/experiences?q=${encodeURIComponent(q)}` });
        expect(res.statusCode, q).toBeLessThan(500);
      }
    } finally {
      await ctx.database.db.delete(s.experiences).where(eq(s.experiences.id, odd.id));
    }
  });

  it('pages in a stable order without gaps or repeats', async () => {
    const seen: number[] = [];
    for (let offset = 0; offset < 12; offset += 4) {
      const { body } = await list(`?limit=4&offset=${offset}`);
      expect(body.total).toBe(9);
      seen.push(...body.experiences.map((x) => x.id));
    }
    // Interleaved, not id order (service.ts), but the same on every request: pages join to every id exactly once.
    expect([...seen].sort((a, b) => a - b)).toEqual(idsOf(...visible));
    expect(new Set(seen).size).toBe(seen.length);
    const again = (await list('?limit=12')).body.experiences.map((x) => x.id);
    expect(again).toEqual(seen);
    expect((await list('?limit=4&offset=100')).body).toMatchObject({ experiences: [], total: 9 });
  });

  it('accepts the largest page the search uses (1000)', async () => {
    expect((await list('?limit=1000')).body.limit).toBe(1000);
  });

  it('sends a search exactly as its schema writes it, plain or compressed: cards joined from the card cache add nothing', async () => {
    for (const query of ['?limit=5', '?q=serengeti', '?q=serengetti', '?tripType=Beach%20Time&sort=price_desc', '?q=zzzz', '?limit=3&offset=3']) {
      const plain = await ctx.app.inject({ method: 'GET', url: `/api/experiences${query}` });
      expect(plain.statusCode, query).toBe(200);
      // Only the declared fields, in the schema's order: what parsing and serialising the whole answer would give.
      expect(plain.body, query).toBe(JSON.stringify(listExperiencesResponse.parse(JSON.parse(plain.body))));
      for (const encoding of ['br', 'gzip'] as const) {
        const packed = await ctx.app.inject({ method: 'GET', url: `/api/experiences${query}`, headers: { 'accept-encoding': encoding } });
        // Answers under 1 KB go as they are.
        const sent = packed.headers['content-encoding'];
        if (sent === undefined) expect(packed.body, query).toBe(plain.body);
        else {
          expect(sent, query).toBe(encoding);
          expect((encoding === 'br' ? brotliDecompressSync(packed.rawPayload) : gunzipSync(packed.rawPayload)).toString(), query).toBe(plain.body);
        }
      }
    }
  });

  it('builds one answer for searches that answer the same, kept and counted once, and not for searches that differ', async () => {
    const cache = responseCacheFor(ctx.database);
    const get = async (q: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/experiences?q=${encodeURIComponent(q)}`, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, q).toBe(200);
      return res.body;
    };
    const first = await get('gorilla');
    const before = cache.stats();
    // Stemmed alike: the same card, the same fields; built and kept once, under a second key.
    expect(await get('gorillas')).toBe(first);
    const after = cache.stats();
    expect(after.misses - before.misses).toBe(1);
    expect(after.shared - before.shared).toBe(1);
    expect(after.bytes).toBe(before.bytes);
    expect(after.entries).toBe(before.entries + 1);
    // A search that reads differently ('Showing results for Gorilla') is an answer of its own, even on the same card.
    const corrected = await get('gorrila');
    expect(listExperiencesResponse.parse(JSON.parse(corrected))).toMatchObject({ searched_for: expect.stringMatching(/^gorilla$/i), experiences: [{ id: e.gorilla!.id }] });
    expect(cache.stats().shared).toBe(after.shared);
    expect(cache.stats().bytes).toBeGreaterThan(after.bytes);
  });

  it('compresses an answer past the first flight on its first request, and a smaller one from its second', async () => {
    const br = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const long = await createExperience(ctx.database.db, agentA.id, { experienceName: 'Long Read Safari', description: 'A long day on the plains. '.repeat(600) });
    try {
      const large = await br(`/api/experiences/${long.id}`);
      expect(large.statusCode).toBe(200);
      expect(large.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(large.rawPayload).length).toBeGreaterThan(12 * 1024);

      const url = '/api/experiences?limit=2';
      const first = await br(url);
      expect(first.statusCode).toBe(200);
      expect(first.body.length).toBeGreaterThan(1024);
      expect(first.body.length).toBeLessThan(12 * 1024);
      // Asked for once: plain (it arrives in TCP's first flight either way), and no other layer compresses it.
      expect(first.headers['content-encoding']).toBeUndefined();
      const second = await br(url);
      expect(second.headers['content-encoding']).toBe('br');
      expect(second.headers.vary).toContain('Accept-Encoding');
      expect(brotliDecompressSync(second.rawPayload).toString()).toBe(first.body);
    } finally {
      await ctx.database.db.delete(s.experiences).where(eq(s.experiences.id, long.id));
    }
  });

  it('sends a search first asked for without compression from a lent buffer, over real sockets, each answer whole and its own', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    // node:http sends no Accept-Encoding (fetch would send one): what load tools do.
    const plainGet = (url: string) =>
      new Promise<{ status: number; encoding?: string; body: string }>((resolve, reject) => {
        httpGet({ host: '127.0.0.1', port, path: url }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode!, encoding: res.headers['content-encoding'], body: Buffer.concat(chunks).toString() }));
        }).on('error', reject);
      });
    // Searches no request has built yet, all at once: built in one turn of the event loop, each joined into its own lent buffer.
    const queries = ['safari', 'kilimanjaro', 'zanzibar', 'nosy be', 'kigali', 'naivasha', 'nairobi', 'morondava', 'bwindi', 'serengeti'].map((q, i) => `/api/experiences?q=${encodeURIComponent(q)}&limit=${7 + i}`);
    const before = lentBufferCounts();
    const first = await Promise.all(queries.map(plainGet));
    // One buffer lent per answer, and every one back once its response finished.
    expect(lentBufferCounts().lent - before.lent).toBe(queries.length);
    expect(lentBufferCounts().out).toBe(0);
    for (const [i, res] of first.entries()) {
      expect(res.status, queries[i]).toBe(200);
      expect(res.encoding, queries[i]).toBeUndefined();
      const body = listExperiencesResponse.parse(JSON.parse(res.body));
      expect(body.limit, queries[i]).toBe(7 + i);
      expect(body.total, queries[i]).toBeGreaterThan(0);
      // The same bytes sent again and compressed, to a browser.
      expect((await plainGet(queries[i]!)).body, queries[i]).toBe(res.body);
      const packed = await ctx.app.inject({ method: 'GET', url: queries[i]!, headers: { 'accept-encoding': 'br' } });
      expect(packed.headers['content-encoding'] === 'br' ? brotliDecompressSync(packed.rawPayload).toString() : packed.body, queries[i]).toBe(res.body);
    }
    // An answer asked for often is joined once into a copy of its own: from its 32nd send (HOT_SENDS), no buffer is lent.
    const often = '/api/experiences?q=machame&limit=3';
    const lentBefore = lentBufferCounts().lent;
    const bodies = new Set<string>();
    for (let i = 0; i < 40; i++) bodies.add((await plainGet(often)).body);
    expect(bodies.size).toBe(1);
    expect(lentBufferCounts().lent - lentBefore).toBe(31);
    // Answers built later take a buffer from the pool rather than a new one.
    const { lent, made } = lentBufferCounts();
    for (const q of queries) expect((await plainGet(q.replace(/limit=\d+/, 'limit=30'))).status).toBe(200);
    expect(lentBufferCounts().lent).toBeGreaterThan(lent);
    expect(lentBufferCounts()).toMatchObject({ made, out: 0 });
  });

  it('sends an experience page as it is kept, compressed, to a client that takes brotli, and plain to any other', async () => {
    const url = `/api/experiences/${e.safari!.id}`;
    const get = (encoding?: string) => ctx.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });
    const plain = await get();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(experienceDetailSchema.parse(plain.json()).experience_name).toBe(e.safari!.experienceName);
    // Kept compressed: even the first request of a page goes compressed, since compressing it cost this request nothing.
    const packed = await get('gzip, deflate, br');
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(packed.rawPayload).toString()).toBe(plain.body);
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    // What a browser sends over plain HTTP.
    const gzipOnly = await get('gzip, deflate');
    expect(gzipOnly.headers['content-encoding']).toBeUndefined();
    expect(gzipOnly.body).toBe(plain.body);
  });

  it('never answers from a stale cache: edits to experiences, images and agents show on the next request', async () => {
    const db = ctx.database.db;
    const exp = await createExperience(db, agentA.id, { experienceName: 'Cache Probe' });
    const detail = async () => experienceDetailSchema.parse((await ctx.app.inject({ method: 'GET', url: `/api/experiences/${exp.id}` })).json());
    const search = async () => (await list('?q=cache%20probe')).body.experiences;
    try {
      expect((await detail()).experience_name).toBe('Cache Probe');
      expect(await search()).toHaveLength(1);
      await db.update(s.experiences).set({ experienceName: 'Cache Probe Renamed', searchText: 'cache probe renamed' }).where(eq(s.experiences.id, exp.id));
      expect((await detail()).experience_name).toBe('Cache Probe Renamed');
      expect((await search())[0]!.experience_name).toBe('Cache Probe Renamed');
      await db.insert(s.experienceImages).values({ experienceId: exp.id, imageUrl: '/media/test/new-primary.webp', isPrimary: true, displayOrder: -1 });
      expect((await search())[0]!.images.map((i) => i.image_url)).toContain('/media/test/new-primary.webp');
      await db.update(s.agents).set({ agencyDescription: 'Updated agency text.' }).where(eq(s.agents.id, agentA.id));
      expect((await detail()).travel_agent!.agency_description).toBe('Updated agency text.');
      await db.update(s.experiences).set({ isPublished: false }).where(eq(s.experiences.id, exp.id));
      expect((await ctx.app.inject({ method: 'GET', url: `/api/experiences/${exp.id}` })).statusCode).toBe(404);
      expect(await search()).toHaveLength(0);
    } finally {
      await db.delete(s.experiences).where(eq(s.experiences.id, exp.id));
      await db.update(s.agents).set({ agencyDescription: agentA.agencyDescription }).where(eq(s.agents.id, agentA.id));
    }
  });

  it('answers an experience in full with its agent, activities, food and images', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/experiences/${e.safari!.id}` });
    expect(res.statusCode).toBe(200);
    const body = experienceDetailSchema.parse(res.json());
    expect(body).toMatchObject({
      id: e.safari!.id,
      experience_name: 'Great Migration Camp',
      price: 2500,
      travel_agent: {
        id: agentA.id,
        agency_name: 'Kilima Expeditions',
        agency_description: agentA.agencyDescription,
        images: [expect.objectContaining({ image_url: `/media/test/agent-${agentA.id}-1024.webp`, is_primary: true })],
        profile_images: [],
        agent_logotype: null,
      },
      food_beverages: [expect.objectContaining({ meal_type: 'Full board', meal_details: 'All meals in camp' })],
      experience_images: [{ image_url: `/media/test/exp-${e.safari!.id}-1024.webp`, is_primary: true }],
    });
    expect(body.activities[0]).toMatchObject({ activity_name: 'Game drive', activity_description: 'Morning and afternoon drives' });
    expect(res.body).not.toContain('contact_email');
    expect(res.body).not.toContain(agentA.contactEmail);
  });

  it.each([
    ['an unknown id', () => 99999],
    ['a draft', () => e.unpublished!.id],
    ['an experience of a hidden agent', () => e.hiddenAgent!.id],
  ])('answers 404 for %s', async (_what, id) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/experiences/${id()}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Experience not found', code: 'NOT_FOUND' });
  });

  it('offers samples for a destination, Tanzania by default', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/experiences/samples' });
    const body = samplesResponse.parse(res.json());
    expect(body.experiences.map((x) => x.id).sort((a, b) => a - b)).toEqual(idsOf('safari', 'trek', 'beach'));
    expect(body.experiences.find((x) => x.id === e.safari!.id)).toMatchObject({
      title: 'Great Migration Camp',
      headline: 'Safari & Wildlife · Serengeti National Park',
      experience_image: `/media/test/exp-${e.safari!.id}-1024.webp`,
      agent_image: `/media/test/agent-${agentA.id}-1024.webp`,
    });
    const uganda = samplesResponse.parse((await ctx.app.inject({ method: 'GET', url: '/api/experiences/samples?destination=uganda' })).json());
    expect(uganda.experiences.map((x) => x.id)).toEqual(idsOf('gorilla'));
  });
});
