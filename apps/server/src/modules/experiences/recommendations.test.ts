import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { recommendationsResponse } from '@safari/contract';
import * as s from '../../db/schema.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { createAgent, createExperience } from '../../test/factories.js';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

describe('GET /api/experiences/recommendations/{travelerId}', () => {
  let ctx: TestContext;
  const e: Record<string, number> = {};

  async function createTraveler(prefs: Partial<typeof s.travelerPreferences.$inferInsert> | null, firstName = 'Amani') {
    const [t] = await ctx.database.db
      .insert(s.travelers)
      .values({ email: `t${Math.random()}@example.com`, firstName, inquiryNumber: `SAF-${Math.random().toString(36).slice(2, 10)}` })
      .returning();
    if (prefs) await ctx.database.db.insert(s.travelerPreferences).values({ travelerId: t!.id, ...prefs });
    return t!.id;
  }
  const recommend = async (id: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/experiences/recommendations/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    return recommendationsResponse.parse(res.json());
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    const db = ctx.database.db;
    const tz = await createAgent(db, { agencyName: 'Northern Circuit Co' });
    const ug = await createAgent(db, { agencyName: 'Primate Paths', country: 'Uganda', destinations: [{ name: 'Bwindi', country: 'Uganda' }] });
    e.tzSafariCheap = (await createExperience(db, tz.id, { experienceName: 'Budget Serengeti', experienceType: 'Safari & Wildlife', priceCents: 150000 })).id;
    e.tzSafariDear = (await createExperience(db, tz.id, { experienceName: 'Luxury Serengeti', experienceType: 'Wildlife Safari', priceCents: 900000 })).id;
    e.tzBeach = (await createExperience(db, tz.id, { experienceName: 'Zanzibar Sands', experienceType: 'Beach Time', location: 'Zanzibar', priceCents: 120000 })).id;
    e.ugGorilla = (await createExperience(db, ug.id, { experienceName: 'Gorilla Permit Trek', experienceType: 'Gorilla Tours', country: 'Uganda', location: 'Bwindi', destinationName: 'Bwindi', destinations: [], priceCents: 250000 })).id;
    e.kenyaSafari = (await createExperience(db, ug.id, { experienceName: 'Mara Drives', experienceType: 'Safari & Wildlife', country: 'Kenya', location: 'Maasai Mara', destinationName: 'Maasai Mara', destinations: [], priceCents: 180000 })).id;
    e.kenyaFood = (await createExperience(db, ug.id, { experienceName: 'Swahili Kitchen', experienceType: 'Food & Cooking', country: 'Kenya', location: 'Mombasa', destinationName: 'Mombasa', destinations: [], priceCents: 50000 })).id;
    for (let i = 0; i < 8; i++) {
      e[`rwandaCulture${i}`] = (await createExperience(db, ug.id, { experienceName: `Kigali Heritage ${i}`, experienceType: 'Culture & Heritage', country: 'Rwanda', location: 'Kigali', destinationName: 'Kigali', destinations: [] })).id;
    }
  });
  afterAll(async () => ctx?.close());

  it('ranks destination + trip type + budget first, with human-readable reasons, and leaves unrelated ones out', async () => {
    const id = await createTraveler({ preferredDestinations: ['Tanzania'], preferredTripType: 'Nature & Wildlife,Water Activities', idealBudget: 3000 });
    const body = await recommend(id);
    expect(body.basis).toEqual({ first_name: 'Amani', destinations: ['Tanzania'], trip_types: ['Nature & Wildlife', 'Water Activities'], budget: 3000 });
    const ids = body.experiences.map((x) => x.id);
    // Tanzania + wildlife + budget (6) before Tanzania + beach + budget (6, higher id) before Tanzania + wildlife over budget (5), then Kenya wildlife (3).
    expect(ids.slice(0, 4)).toEqual([e.tzSafariCheap, e.tzBeach, e.tzSafariDear, e.kenyaSafari]);
    // Only four match, so two unrelated ones within the budget pad the list to six, last and scored 0.
    expect(body.experiences.slice(4).map((x) => [x.score, x.reasons])).toEqual([
      [0, ['Within your budget of $3,000']],
      [0, ['Within your budget of $3,000']],
    ]);
    const top = body.experiences[0]!;
    expect(top.reasons).toEqual(['In Tanzania, one of your destinations', 'Matches your interest in Nature & Wildlife', 'Within your budget of $3,000']);
    expect(top.score).toBeGreaterThan(body.experiences[2]!.score);
    expect(body.experiences[2]!.reasons).not.toContain('Within your budget of $3,000');
    expect(ids.slice(0, 4)).not.toContain(e.ugGorilla);
  });

  it('understands the wizard names (Gorilla Tours, Food & Cuisine) and country ids', async () => {
    const id = await createTraveler({ preferredDestinations: ['uganda'], preferredTripType: 'Gorilla Tours,Food & Cuisine', idealBudget: 500 });
    const body = await recommend(id);
    expect(body.experiences[0]).toMatchObject({ id: e.ugGorilla, reasons: ['In Uganda, one of your destinations', 'Matches your interest in Gorilla Tours'] });
    expect(body.experiences[1]).toMatchObject({ id: e.kenyaFood, reasons: ['Matches your interest in Food & Cuisine', 'Within your budget of $500'] });
  });

  it('understands the preference-form names (Cultural & Heritage)', async () => {
    const id = await createTraveler({ preferredDestinations: [], preferredTripType: 'Cultural & Heritage', idealBudget: null });
    const body = await recommend(id);
    // Enough matches: nothing unrelated is added.
    expect(body.experiences).toHaveLength(8);
    expect(body.experiences.every((x) => x.experience_type === 'Culture & Heritage')).toBe(true);
    expect(body.experiences[0]!.reasons).toEqual(['Matches your interest in Cultural & Heritage']);
  });

  it('still suggests something, with an honest reason, to a traveller without preferences', async () => {
    const id = await createTraveler(null, 'Zuri');
    const body = await recommend(id);
    expect(body.basis).toEqual({ first_name: 'Zuri', destinations: [], trip_types: [], budget: null });
    expect(body.experiences).toHaveLength(6);
    expect(body.experiences[0]!.reasons).toEqual(['A popular experience with our travellers']);
  });

  it('answers 404 for an unknown traveller and 400 for a malformed id', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/experiences/recommendations/7b0e5f52-6c55-4a43-9d5c-2f7cb8a3d111' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    for (const bad of ['abc', '1', "x'%20or%201=1"]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/experiences/recommendations/${bad}` });
      expect(res.statusCode).toBe(400);
    }
  });
});
