/** What the portal's experience editor sends on every save (every field), through the real app. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/harness.js';
import * as s from '../../db/schema.js';
import { agentWithSession } from '../images/test-helpers.js';
import { createAgent, createExperience } from '../../test/factories.js';

describe('experience editor saves', { timeout: 60_000 }, () => {
  let ctx: TestContext;
  let owner: Awaited<ReturnType<typeof agentWithSession>>;
  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await agentWithSession(ctx);
  }, 120_000);
  afterAll(async () => ctx?.close(), 60_000);

  const put = (id: number, payload: object) => ctx.app.inject({ method: 'PUT', url: `/api/experiences/${id}`, headers: { authorization: `Bearer ${owner.token}` }, payload });
  const places = async (id: number) => (await ctx.database.db.select({ d: s.experiences.destinations }).from(s.experiences).where(eq(s.experiences.id, id)))[0]!.d;

  const editorBody = (over: object = {}) => ({
    experience_name: 'Serengeti & Crater Safari',
    description: 'Plains and crater.',
    price: 2500,
    duration_days: 5,
    experience_type: 'Safari & Wildlife',
    location: 'Serengeti National Park',
    destination_name: 'Serengeti',
    country: 'Tanzania',
    activities: [{ activity_name: 'Game drive', activity_description: null, location: null }],
    food_beverages: [],
    itinerary: [
      { day: 1, place: 'Arusha', description: 'Arrive', lodging: null },
      { day: 2, place: 'Serengeti', description: '', lodging: 'Camp' },
    ],
    included: ['Park fees'],
    excluded: [],
    group_style: 'private',
    group_max_size: null,
    best_months: ['July'],
    status: 'published',
    ...over,
  });

  it('an unchanged destination keeps the other places the experience is listed under', async () => {
    expect(await places(owner.experience.id)).toEqual(['Serengeti', 'Ngorongoro']);
    const res = await put(owner.experience.id, editorBody());
    expect(res.statusCode, res.body).toBe(200);
    expect(await places(owner.experience.id)).toEqual(['Serengeti', 'Ngorongoro']);
    const pub = (await ctx.app.inject({ method: 'GET', url: `/api/experiences/${owner.experience.id}` })).json();
    expect(pub).toMatchObject({ destinations: ['Serengeti', 'Ngorongoro'], itinerary: [{ day: 1 }, { day: 2, lodging: 'Camp' }], best_months: ['July'], group_style: 'private' });
  });

  it('a new destination replaces only the old one; clearing it drops it', async () => {
    expect((await put(owner.experience.id, editorBody({ destination_name: 'Tarangire' }))).statusCode).toBe(200);
    expect(await places(owner.experience.id)).toEqual(['Tarangire', 'Ngorongoro']);
    const search = (await ctx.app.inject({ method: 'GET', url: '/api/experiences?destination=Tarangire' })).json();
    expect(search.experiences.map((x: { id: number }) => x.id)).toContain(owner.experience.id);
    expect((await put(owner.experience.id, editorBody({ destination_name: '' }))).statusCode).toBe(200);
    expect(await places(owner.experience.id)).toEqual(['Ngorongoro']);
  });

  it("what the experience offers is searched: an activity's words find it until the activity is gone", async () => {
    const found = async (q: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/experiences?q=${encodeURIComponent(q)}` })).json().experiences.map((x: { id: number }) => x.id);
    // A word no search reads another way (an animal's would also find the safaris of its range: query-intent.ts).
    const lanterns = { activity_name: 'Night drive', activity_description: 'Back to camp by lantern light.', location: 'Tarangire' };
    expect((await put(owner.experience.id, editorBody({ activities: [lanterns] }))).statusCode).toBe(200);
    expect(await found('lantern')).toEqual([owner.experience.id]);
    expect(await found('night drive')).toEqual([owner.experience.id]);
    expect((await put(owner.experience.id, editorBody())).statusCode).toBe(200);
    expect(await found('lantern')).toEqual([]);
  });

  it("the agency's name in a description still finds the trip, but ranks as the agency's name, below a trip about the word", async () => {
    const { db } = ctx.database;
    await db.update(s.agents).set({ agencyName: 'Kopje Horizon Tours' }).where(eq(s.agents.id, owner.agentId));
    const other = await createAgent(db, { agencyName: 'Plains Camp Co.' });
    const about = await createExperience(db, other.id, { experienceName: 'Granite Plains Camp', description: 'Sundowners on a granite kopje above the plains.' });
    const description = 'Run by Kopje Horizon Tours, whose guides have known these plains all their lives.';
    expect((await put(owner.experience.id, editorBody({ description }))).statusCode).toBe(200);
    const found = (await ctx.app.inject({ method: 'GET', url: '/api/experiences?q=kopje' })).json().experiences.map((x: { id: number }) => x.id);
    // Said twice by its own trip (the description and the agency's name) against once, the word had ranked it first.
    expect(found).toEqual([about.id, owner.experience.id]);
  });

  it('a new experience is listed under its destination', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/experiences',
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { experience_name: 'Kirindy Night Walk', destination_name: 'Kirindy Forest', country: 'Madagascar' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await places(res.json().id)).toEqual(['Kirindy Forest']);
  });
});
