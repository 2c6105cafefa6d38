/** Portal writes through the real app: ownership, fields the portal may never set, drafts, and the public pages after each change. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/harness.js';
import * as s from '../../db/schema.js';
import { agentWithSession } from '../images/test-helpers.js';

describe('agent portal writes', { timeout: 60_000 }, () => {
  let ctx: TestContext;
  let owner: Awaited<ReturnType<typeof agentWithSession>>;
  let other: Awaited<ReturnType<typeof agentWithSession>>;
  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await agentWithSession(ctx);
    other = await agentWithSession(ctx);
  }, 120_000);
  afterAll(async () => ctx?.close(), 60_000);

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload ? { payload } : {}) });
  const publicAgent = async (id: number) => (await send('GET', `/api/agents/${id}`)).json();

  it('PUT /agents/{id} saves the profile and the public agency page shows it at once', async () => {
    await publicAgent(owner.agentId); // warm the response cache: the write must invalidate it
    const res = await send('PUT', `/api/agents/${owner.agentId}`, owner.token, {
      agency_description: 'Family-run since 1998. We guide every climb ourselves.',
      address: 'Moshi, Tanzania',
      contact_phone: '+255 700 111 222',
      social_media: { instagram: '@kilimahorizons' },
      profile_images: [],
      profile_videos: [],
    });
    expect(res.statusCode, res.body).toBe(200);
    const pub = await publicAgent(owner.agentId);
    expect(pub.agency_description).toBe('Family-run since 1998. We guide every climb ourselves.');
    const me = (await send('GET', '/api/agent-auth/me', owner.token)).json().agent;
    expect(me).toEqual(expect.objectContaining({ address: 'Moshi, Tanzania', contact_phone: '+255 700 111 222' }));
    expect(me.social_media.instagram).toBe('kilimahorizons');
  });

  it('fields the portal may not set are refused with 400 and nothing changes', async () => {
    for (const body of [{ is_featured: true }, { subscription_status: 'active' }, { id: 999 }, { agency_name: 'Renamed' }, { is_published: false }, { agent_id: other.agentId }]) {
      const res = await send('PUT', `/api/agents/${owner.agentId}`, owner.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const body of [{ agent_id: other.agentId }, { id: 5 }, { is_featured: true }, { is_tour: true }]) {
      const res = await send('PUT', `/api/experiences/${owner.experience.id}`, owner.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const [row] = await ctx.database.db.select().from(s.agents).where(eq(s.agents.id, owner.agentId));
    expect([row!.isFeatured, row!.subscriptionStatus, row!.isPublished]).toEqual([false, 'active', true]);
    // Control characters are refused by the contract's free-text rule.
    expect((await send('PUT', `/api/agents/${owner.agentId}`, owner.token, { contact_phone: '+255\n700' })).statusCode).toBe(400);
  });

  it('another agent gets 403 and changes nothing', async () => {
    expect((await send('PUT', `/api/agents/${owner.agentId}`, other.token, { address: 'Hijacked' })).statusCode).toBe(403);
    expect((await send('PUT', `/api/experiences/${owner.experience.id}`, other.token, { experience_name: 'Hijacked' })).statusCode).toBe(403);
    expect((await send('POST', '/api/experiences', other.token, { experience_name: 'Planted', agent_id: owner.agentId })).statusCode).toBe(403);
    expect((await publicAgent(owner.agentId)).agency_description).not.toBe('Hijacked');
  });

  it('PUT /agents/{id}/destinations replaces the list (trimmed, empties and duplicates dropped); an empty list is 400', async () => {
    const res = await send('PUT', `/api/agents/${owner.agentId}/destinations`, owner.token, { destinations: [' Zanzibar ', '', 'Serengeti', 'zanzibar'] });
    expect(res.statusCode, res.body).toBe(200);
    const me = (await send('GET', '/api/agent-auth/me', owner.token)).json().agent;
    expect(me.destinations.map((d: { destination_name: string }) => d.destination_name)).toEqual(['Serengeti', 'Zanzibar']);
    expect((await send('PUT', `/api/agents/${owner.agentId}/destinations`, owner.token, { destinations: ['', ' '] })).statusCode).toBe(400);
    const dest = (await send('GET', '/api/agents/destinations/Zanzibar')).json();
    expect(dest.agents.map((a: { id: number }) => a.id)).toContain(owner.agentId);
  });

  /** The ids a public search answers (a draft's words may still find other experiences through the fallback). */
  const publicSearch = async (q: string): Promise<number[]> => (await send('GET', `/api/experiences?q=${encodeURIComponent(q)}`)).json().experiences.map((e: { id: number }) => e.id);

  it('a new experience is a draft: listed in the portal, invisible publicly until published with its details', async () => {
    const name = `Crater Highlands Walk ${Date.now()}`;
    const created = await send('POST', '/api/experiences', owner.token, { experience_name: name, description: 'Three days on foot.', activities: ['Safari & Wildlife', 'Hiking'], agent_id: owner.agentId });
    expect(created.statusCode, created.body).toBe(200);
    const id: number = created.json().id;

    const mine = (await send('GET', '/api/agent/experiences', owner.token)).json().experiences;
    expect(mine.find((e: { id: number }) => e.id === id)).toEqual(expect.objectContaining({ experience_name: name, status: 'draft' }));
    expect((await send('GET', '/api/agent/experiences', other.token)).json().experiences.some((e: { id: number }) => e.id === id)).toBe(false);
    const me = (await send('GET', '/api/agent-auth/me', owner.token)).json().agent;
    expect(me.experiences.find((e: { id: number }) => e.id === id)).toEqual(expect.objectContaining({ status: 'draft' }));
    expect((await send('GET', `/api/experiences/${id}`)).statusCode).toBe(404);
    expect(await publicSearch('Crater Highlands Walk')).not.toContain(id);
    const preview = await send('GET', `/api/experiences/${id}`, owner.token);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual(expect.objectContaining({ status: 'draft', activities: [expect.objectContaining({ activity_name: 'Safari & Wildlife' }), expect.objectContaining({ activity_name: 'Hiking' })] }));
    expect(preview.headers['cache-control']).toBe('private, no-store');

    const details = {
      price: 1450.5,
      duration_days: 3,
      experience_type: 'Mountain Trekking & Adventure',
      location: 'Ngorongoro Conservation Area',
      destination_name: 'Ngorongoro',
      country: 'Tanzania',
      food_beverages: [{ meal_type: 'Full board', meal_details: 'Cooked by the crew' }],
      itinerary: [
        { day: 2, place: 'Empakaai Crater', description: 'Descend to the flamingo lake.', lodging: 'Fly camp' },
        { day: 1, place: 'Nainokanoka', description: 'Meet the Maasai guides.', lodging: 'Village camp' },
        { day: 3, place: 'Lake Natron', description: 'Walk down the rift.', lodging: null },
      ],
      included: ['Guides', 'Park fees'],
      excluded: ['Flights'],
      group_style: 'small_group',
      group_max_size: 8,
      best_months: ['July', 'January', 'August'],
      status: 'published',
    };
    const upd = await send('PUT', `/api/experiences/${id}`, owner.token, details);
    expect(upd.statusCode, upd.body).toBe(200);
    const pub = await send('GET', `/api/experiences/${id}`);
    expect(pub.statusCode).toBe(200);
    expect(pub.json()).toEqual(
      expect.objectContaining({
        price: 1450.5,
        duration_days: 3,
        experience_type: 'Mountain Trekking & Adventure',
        location: 'Ngorongoro Conservation Area',
        status: 'published',
        itinerary: [
          { day: 1, place: 'Nainokanoka', description: 'Meet the Maasai guides.', lodging: 'Village camp' },
          { day: 2, place: 'Empakaai Crater', description: 'Descend to the flamingo lake.', lodging: 'Fly camp' },
          { day: 3, place: 'Lake Natron', description: 'Walk down the rift.', lodging: null },
        ],
        included: ['Guides', 'Park fees'],
        excluded: ['Flights'],
        group_style: 'small_group',
        group_max_size: 8,
        best_months: ['January', 'July', 'August'],
        food_beverages: [expect.objectContaining({ meal_type: 'Full board' })],
      }),
    );
    const [row] = await ctx.database.db.select({ priceCents: s.experiences.priceCents }).from(s.experiences).where(eq(s.experiences.id, id));
    expect(row!.priceCents).toBe(145050);
    const search = (await send('GET', `/api/experiences?q=${encodeURIComponent('Crater Highlands Walk')}`)).json();
    expect(search.experiences.map((e: { id: number }) => e.id)).toEqual([id]);
    const dest = (await send('GET', '/api/agents/destinations/Tanzania')).json();
    expect(dest.experiences.map((e: { id: number }) => e.id)).toContain(id);

    // Back to draft: gone from every public answer again.
    expect((await send('PUT', `/api/experiences/${id}`, owner.token, { status: 'draft' })).statusCode).toBe(200);
    expect((await send('GET', `/api/experiences/${id}`)).statusCode).toBe(404);
    expect(await publicSearch('Crater Highlands Walk')).not.toContain(id);
  });

  it('renaming an experience updates search right away', async () => {
    const res = await send('PUT', `/api/experiences/${owner.experience.id}`, owner.token, { experience_name: 'Zebra Migration Spectacular' });
    expect(res.statusCode).toBe(200);
    const search = (await send('GET', '/api/experiences?q=zebra%20migration%20spectacular')).json();
    expect(search.experiences.map((e: { id: number }) => e.id)).toEqual([owner.experience.id]);
  });

  it('validation: name required, bad price, unknown month, bad group style', async () => {
    for (const body of [{}, { experience_name: '  ' }, { experience_name: 'x', price: -1 }, { experience_name: 'x', price: 10.001 }, { experience_name: 'x', best_months: ['Smarch'] }, { experience_name: 'x', group_style: 'crowd' }]) {
      expect((await send('POST', '/api/experiences', owner.token, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('POST /agents (admin) creates an agent; a duplicate e-mail is 409', async () => {
    const login = await send('POST', '/api/admin/login', undefined, { password: ctx.config.adminPassword });
    const token = login.json().token;
    const email = `new-${Date.now()}@example.com`;
    const res = await send('POST', '/api/agents', token, { agency_name: 'Savannah Trails', contact_email: email });
    expect(res.statusCode, res.body).toBe(200);
    expect((await publicAgent(res.json().id)).agency_name).toBe('Savannah Trails');
    expect((await send('POST', '/api/agents', token, { agency_name: 'Again', contact_email: email.toUpperCase() })).statusCode).toBe(409);
    expect((await send('POST', '/api/agents', token, { agency_name: 'Bad', contact_email: 'not-an-email' })).statusCode).toBe(400);
  });
});
