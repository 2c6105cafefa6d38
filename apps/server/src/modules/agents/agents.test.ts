import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, inArray } from 'drizzle-orm';
import { agentDetailSchema, destinationResponse, listAgentsResponse, SEARCHED_FOR_HEADER } from '@safari/contract';
import * as s from '../../db/schema.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { createAgent, createExperience } from '../../test/factories.js';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

type Agent = Awaited<ReturnType<typeof createAgent>>;

describe('public agents', () => {
  let ctx: TestContext;
  let tz: Agent;
  let ug: Agent;
  let hidden: Agent;
  let tzExp: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    const db = ctx.database.db;
    tz = await createAgent(db, {
      agencyName: 'Kilima Expeditions',
      address: 'Arusha, Tanzania',
      isFeatured: true,
      logotypeUrl: '/media/test/logo.webp',
      contactPhone: '+255 700 000 001',
      socialMedia: { instagram: 'kilima', facebook: 'kilimafb', secretNote: 'internal' },
      destinations: [{ name: 'Serengeti', country: 'Tanzania' }, { name: 'Zanzibar', country: 'Tanzania' }],
    });
    ug = await createAgent(db, { agencyName: 'Primate Paths', country: 'Uganda', address: 'Kampala', destinations: [{ name: 'Bwindi', country: 'Uganda' }] });
    hidden = await createAgent(db, { agencyName: 'Suspended Safaris', isPublished: false });
    await db.insert(s.agentImages).values([
      { agentId: tz.id, imageUrl: '/media/test/tz-profile.webp', imageType: 'profile' },
      { agentId: tz.id, imageUrl: '/media/test/tz-office.webp', imageType: 'office', displayOrder: 2 },
    ]);
    // Account data that must never appear in public answers.
    await db.insert(s.agentAccounts).values({ agentId: tz.id, email: 'owner-private@example.com', passwordHash: '$argon2id$v=19$secret-hash' });
    tzExp = (await createExperience(db, tz.id, { experienceName: 'Serengeti Classic' })).id;
    await createExperience(db, tz.id, { experienceName: 'Draft Thing', isPublished: false });
    await createExperience(db, ug.id, { experienceName: 'Gorilla Morning', experienceType: 'Gorilla Tours', country: 'Uganda', location: 'Bwindi', destinationName: 'Bwindi', destinations: [] });
  });
  afterAll(async () => ctx?.close());

  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

  it('lists every published agent as a plain array of public summaries', async () => {
    const res = await get('/api/agents');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const agents = listAgentsResponse.parse(res.json());
    expect(agents.map((a) => a.id)).toEqual([tz.id, ug.id]);
    expect(agents[0]).toMatchObject({
      agency_name: 'Kilima Expeditions',
      address: 'Arusha, Tanzania',
      is_featured: true,
      experience_count: 1,
      agent_logotype: '/media/test/logo.webp',
      profile_images: ['/media/test/tz-profile.webp'],
      agent_specializations: ['Safari & Wildlife'],
    });
    // Lean list: the first gallery image and destination names only; the detail has everything.
    expect(agents[0]!.images.map((i) => i.image_url)).toEqual([`/media/test/agent-${tz.id}-1024.webp`]);
    expect(agents[0]!.destinations.map((d) => [d.destination_name, d.destination_description])).toEqual([['Serengeti', null], ['Zanzibar', null]]);
  });

  it('never leaks contact or account data', async () => {
    for (const url of ['/api/agents', `/api/agents/${tz.id}`, '/api/agents/destinations/tanzania', `/api/experiences/${tzExp}`]) {
      const body = (await get(url)).body;
      for (const secret of [tz.contactEmail, 'owner-private@example.com', '$argon2id', '+255 700 000 001', 'secretNote', 'contact_email', 'password']) {
        expect(body, `${url} leaks ${secret}`).not.toContain(secret);
      }
    }
  });

  it('serves the list compressed when asked, identical once decoded', async () => {
    const plain = await get('/api/agents');
    for (const encoding of ['br', 'gzip']) {
      const res = await get('/api/agents', { 'accept-encoding': encoding });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('Accept-Encoding');
      const decoded = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
      expect(JSON.parse(decoded.toString('utf8'))).toEqual(plain.json());
    }
  });

  it('shows a new agent, an edit and a hidden agent on the very next request (the cache is exact)', async () => {
    const ids = async () => (await get('/api/agents')).json().map((a: { id: number }) => a.id);
    await ids();
    const fresh = await createAgent(ctx.database.db, { agencyName: 'Fresh Face Tours' });
    expect(await ids()).toContain(fresh.id);
    await ctx.database.db.update(s.agents).set({ agencyName: 'Renamed Tours' }).where(eq(s.agents.id, fresh.id));
    expect((await get('/api/agents')).body).toContain('Renamed Tours');
    expect((await get(`/api/agents/${fresh.id}`)).json().agency_name).toBe('Renamed Tours');
    await ctx.database.db.update(s.agents).set({ isPublished: false }).where(eq(s.agents.id, fresh.id));
    expect(await ids()).not.toContain(fresh.id);
    expect((await get(`/api/agents/${fresh.id}`)).statusCode).toBe(404);
  });

  it('filters by name, destination or address text, featured, and pages when asked', async () => {
    const ids = async (qs: string) => listAgentsResponse.parse((await get(`/api/agents?${qs}`)).json()).map((a) => a.id);
    expect(await ids('q=kilima')).toEqual([tz.id]);
    expect(await ids('q=BWINDI')).toEqual([ug.id]);
    expect(await ids('q=kampala')).toEqual([ug.id]);
    expect(await ids('q=nowhere')).toEqual([]);
    expect((await get('/api/agents?q=kampala')).headers[SEARCHED_FOR_HEADER]).toBeUndefined();
    // A slip no agency has is corrected to the closest word they use, as the agents page does, and the header says so.
    expect(await ids('q=kampla')).toEqual([ug.id]);
    expect(await ids('q=BWINDY')).toEqual([ug.id]);
    expect(decodeURIComponent(String((await get('/api/agents?q=kampla')).headers[SEARCHED_FOR_HEADER]))).toBe('Kampala');
    // A word no agency has beside one they do: the agencies of the words they have, and the header says which.
    expect(await ids('q=kampala%20beaches')).toEqual([ug.id]);
    expect(decodeURIComponent(String((await get('/api/agents?q=kampala%20beaches')).headers[SEARCHED_FOR_HEADER]))).toBe('Kampala');
    // A place of the region no agency names: the agencies of its country (they had found none), and the header says so.
    const searchedFor = async (q: string) => decodeURIComponent(String((await get(`/api/agents?q=${q}`)).headers[SEARCHED_FOR_HEADER]));
    expect(await ids('q=dar%20es%20salaam')).toEqual([tz.id]);
    expect(await searchedFor('dar%20es%20salaam')).toBe('Tanzania');
    expect(await ids('q=entebbe')).toEqual([ug.id]);
    expect(await searchedFor('entebbe')).toBe('Uganda');
    // Or of the covered place beside it, when an agency names that one: Mikumi's neighbour is the Selous.
    const selous = await createAgent(ctx.database.db, { agencyName: 'Rufiji River Camps', destinations: [{ name: 'Selous', country: 'Tanzania' }] });
    try {
      expect(await ids('q=mikumi')).toEqual([selous.id]);
      expect(await searchedFor('mikumi')).toBe('Selous');
    } finally {
      await ctx.database.db.delete(s.agents).where(eq(s.agents.id, selous.id));
    }
    // Not a slip of a place an agency names: that is corrected as before.
    expect(await searchedFor('BWINDY')).toBe('Bwindi');
    // A place an agency names, typed in another form: searched by that name ('mt' had been dropped, leaving every Kenyan agency).
    const mountKenya = await createAgent(ctx.database.db, { agencyName: 'Nanyuki Peaks', destinations: [{ name: 'Mount Kenya', country: 'Kenya' }] });
    const kenyan = await createAgent(ctx.database.db, { agencyName: 'Coast Dhow Journeys', destinations: [{ name: 'Diani', country: 'Kenya' }] });
    try {
      for (const q of ['mt%20kenya', 'mt.%20kenya', 'MOUNT%20KENIA']) {
        expect(await ids(`q=${q}`), q).toEqual([mountKenya.id]);
        expect(await searchedFor(q), q).toBe('Mount Kenya');
      }
      expect((await get('/api/agents?q=mount%20kenya')).headers[SEARCHED_FOR_HEADER]).toBeUndefined();
    } finally {
      await ctx.database.db.delete(s.agents).where(inArray(s.agents.id, [mountKenya.id, kenyan.id]));
    }
    // A lake no agency names, shared by three countries: the agencies of the place on its shore ('lake' had found any lake's).
    const jinja = await createAgent(ctx.database.db, { agencyName: 'Source Paddlers', destinations: [{ name: 'Jinja', country: 'Uganda' }] });
    const kivu = await createAgent(ctx.database.db, { agencyName: 'Kivu Lake Escapes', destinations: [{ name: 'Lake Kivu', country: 'Rwanda' }] });
    try {
      expect(await ids('q=lake%20victoria')).toEqual([jinja.id]);
      expect(await searchedFor('lake%20victoria')).toBe('Jinja');
    } finally {
      await ctx.database.db.delete(s.agents).where(inArray(s.agents.id, [jinja.id, kivu.id]));
    }
    // An agency named for the words comes before the featured one that only travels there.
    const named = await createAgent(ctx.database.db, { agencyName: 'Serengeti Summit Guides' });
    try {
      expect(await ids('q=serengeti')).toEqual([named.id, tz.id]);
    } finally {
      await ctx.database.db.delete(s.agents).where(eq(s.agents.id, named.id));
    }
    expect(await ids('featured=true')).toEqual([tz.id]);
    expect(await ids('limit=1&offset=1')).toEqual([ug.id]);
  });

  it('lists the agents that hold a word whole before those that hold it only inside a longer word', async () => {
    const ids = async (q: string) => listAgentsResponse.parse((await get(`/api/agents?q=${q}`)).json()).map((a) => a.id);
    // Featured, so listed first were the order by matching alone: 'kenya' is inside its street's name.
    const street = await createAgent(ctx.database.db, { agencyName: 'Stone Town Dhows', address: 'Kenyatta Road 7, Stone Town, Zanzibar', isFeatured: true });
    const kenyan = await createAgent(ctx.database.db, { agencyName: 'Rift Guides', country: 'Kenya', address: 'Nakuru, Kenya', destinations: [] });
    try {
      expect(await ids('kenya')).toEqual([kenyan.id, street.id]);
      // As typed so far, a word's start is still a match ('keny').
      expect(await ids('keny')).toEqual([street.id, kenyan.id]);
    } finally {
      await ctx.database.db.delete(s.agents).where(inArray(s.agents.id, [street.id, kenyan.id]));
    }
  });

  it('lists first, of the agents that hold the words, those whose name holds more of them', async () => {
    const ids = async (q: string) => listAgentsResponse.parse((await get(`/api/agents?q=${encodeURIComponent(q)}`)).json()).map((a) => a.id);
    const marie = [{ name: 'Île Sainte-Marie', country: 'Madagascar' }];
    // Featured, so listed first were the order by matching alone: it only travels there.
    const hoppers = await createAgent(ctx.database.db, { agencyName: 'Island Hoppers', country: 'Madagascar', address: 'Nosy Be', isFeatured: true, destinations: marie });
    const lagoon = await createAgent(ctx.database.db, { agencyName: 'Sainte-Marie Lagoon Trips', country: 'Madagascar', address: 'Ambodifotatra', destinations: marie });
    try {
      expect(await ids('ile sainte marie')).toEqual([lagoon.id, hoppers.id]);
    } finally {
      await ctx.database.db.delete(s.agents).where(inArray(s.agents.id, [hoppers.id, lagoon.id]));
    }
  });

  it('answers an agent in full with destinations, images, experiences and public social handles', async () => {
    const res = await get(`/api/agents/${tz.id}`);
    expect(res.statusCode).toBe(200);
    const agent = agentDetailSchema.parse(res.json());
    expect(agent).toMatchObject({ id: tz.id, agency_name: 'Kilima Expeditions', social_media: { instagram: 'kilima', facebook: 'kilimafb' } });
    expect(agent.experiences.map((x) => x.experience_name)).toEqual(['Serengeti Classic']);
    expect(agent.destinations.map((d) => [d.destination_name, d.destination_description])).toEqual([
      ['Serengeti', 'Serengeti in Tanzania'],
      ['Zanzibar', 'Zanzibar in Tanzania'],
    ]);
    expect(agent.images.map((i) => i.image_url)).toEqual([`/media/test/agent-${tz.id}-1024.webp`, '/media/test/tz-office.webp']);
    expect(agent.agency_description).toBe(tz.agencyDescription);
  });

  it.each([['unknown', () => 999999], ['hidden', () => hidden.id]])('answers 404 for an %s agent', async (_w, id) => {
    const res = await get(`/api/agents/${id()}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Agent not found', code: 'NOT_FOUND' });
  });

  it.each([
    ['tanzania', { name: 'Tanzania', country: 'Tanzania' }, () => ['Serengeti Classic'], () => [tz.id]],
    ['UGANDA', { name: 'Uganda', country: 'Uganda' }, () => ['Gorilla Morning'], () => [ug.id]],
    ['bwindi', { name: 'Bwindi', country: 'Uganda' }, () => ['Gorilla Morning'], () => [ug.id]],
    ['Zanzibar', { name: 'Zanzibar', country: 'Tanzania' }, () => [], () => [tz.id]],
    ['Atlantis', { name: 'Atlantis', country: null }, () => [], () => []],
  ])('GET /api/agents/destinations/%s', async (name, destination, experiences, agents) => {
    const res = await get(`/api/agents/destinations/${encodeURIComponent(name)}`);
    expect(res.statusCode).toBe(200);
    const body = destinationResponse.parse(res.json());
    expect(body.destination).toEqual(destination);
    expect(body.experiences.map((x) => x.experience_name)).toEqual(experiences());
    expect(body.agents.map((a) => a.id)).toEqual(agents());
  });
});

describe('destination pages by another spelling', () => {
  let ctx: TestContext;
  let mg: Agent;
  let ke: Agent;

  beforeAll(async () => {
    ctx = await createTestContext();
    const db = ctx.database.db;
    mg = await createAgent(db, { agencyName: 'Island Days', country: 'Madagascar', address: 'Hell-Ville', destinations: [{ name: 'Nosy Be', country: 'Madagascar' }] });
    ke = await createAgent(db, { agencyName: 'Plains Walkers', country: 'Kenya', address: 'Nairobi', destinations: [{ name: 'Masai Mara', country: 'Kenya' }] });
    await createExperience(db, mg.id, { experienceName: 'Island Hopping', country: 'Madagascar', location: 'Nosy Be', destinationName: 'Nosy Be', destinations: [] });
    await createExperience(db, ke.id, { experienceName: 'Mara Mornings', country: 'Kenya', location: 'Masai Mara', destinationName: 'Masai Mara', destinations: [] });
  });
  afterAll(async () => ctx?.close());

  // Accents and case aside, and the names the region's gazetteer knows a place by, as the search reads them: 'Nosy Bé'
  // had been an unknown place, its page empty.
  it.each([
    ['Nosy Bé', { name: 'Nosy Be', country: 'Madagascar' }, ['Island Hopping'], () => [mg.id]],
    ['NOSY BE', { name: 'Nosy Be', country: 'Madagascar' }, ['Island Hopping'], () => [mg.id]],
    ['maasai mara', { name: 'Masai Mara', country: 'Kenya' }, ['Mara Mornings'], () => [ke.id]],
    ['Masai Mara National Reserve', { name: 'Masai Mara', country: 'Kenya' }, ['Mara Mornings'], () => [ke.id]],
    ['Mara safari', { name: 'Mara safari', country: null }, [], () => []],
  ])('GET /api/agents/destinations/%s', async (name, destination, experiences, agents) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/agents/destinations/${encodeURIComponent(name)}` });
    expect(res.statusCode).toBe(200);
    const body = destinationResponse.parse(res.json());
    expect(body.destination).toEqual(destination);
    expect(body.experiences.map((x) => x.experience_name)).toEqual(experiences);
    expect(body.agents.map((a) => a.id)).toEqual(agents());
  });
});
