import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, travelers } from '../../db/schema.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { createAgent, createExperience } from '../../test/factories.js';
import { createTravelerWith, postEnquiry } from './test-helpers.js';

/** Enquiries without a target: the server picks the agents that fit the traveller's wishes. */
describe('matching agents to an enquiry', () => {
  let ctx: TestContext;
  const agentIds: Record<string, number> = {};
  const emails: Record<string, string> = {};

  beforeAll(async () => {
    ctx = await createTestContext();
    const db = ctx.database.db;
    const make = async (key: string, values: Parameters<typeof createAgent>[1]) => {
      const a = await createAgent(db, values);
      agentIds[key] = a.id;
      emails[key] = a.contactEmail;
      return a;
    };
    await make('serengeti', { agencyName: 'Serengeti Experts', country: 'Tanzania', specializations: ['Safari & Wildlife'], destinations: [{ name: 'Serengeti', country: 'Tanzania' }] });
    await make('kenyaCulture', { agencyName: 'Maasai Culture Trips', country: 'Kenya', specializations: ['Culture & Heritage'], destinations: [{ name: 'Masai Mara', country: 'Kenya' }] });
    await make('rwanda', { agencyName: 'Volcano Gorillas', country: 'Rwanda', specializations: [], destinations: [{ name: 'Volcanoes National Park', country: 'Rwanda' }] });
    await make('uganda', { agencyName: 'Bwindi Featured', country: 'Uganda', isFeatured: true, specializations: ['Gorilla & Chimpanzee Trekking'], destinations: [{ name: 'Bwindi', country: 'Uganda' }] });
    await make('kenyaBeach', { agencyName: 'Diani Beach Featured', country: 'Kenya', isFeatured: true, specializations: ['Beach Time'], destinations: [{ name: 'Diani', country: 'Kenya' }] });
    await make('hidden', { agencyName: 'Hidden Agency', country: 'Rwanda', isPublished: false, specializations: ['Gorilla Tours'], destinations: [{ name: 'Kigali', country: 'Rwanda' }] });
    // The Rwanda agent offers gorillas through an experience, not its specializations.
    await createExperience(db, agentIds.rwanda!, { experienceName: 'Mountain Gorilla Trek', experienceType: 'Gorilla Trekking', country: 'Rwanda', destinationName: 'Volcanoes National Park', destinations: ['Volcanoes National Park'] });
  }, 60_000);
  afterAll(async () => ctx.close());

  const enquire = async (preferences: Record<string, unknown>, source = 'onboarding') => {
    const traveler = await createTravelerWith(ctx.database.db, { preferences });
    const res = await postEnquiry(ctx, { traveler_id: traveler.id, source });
    expect(res.statusCode).toBe(200);
    return { traveler, body: res.json() as { matched: boolean; leads: Array<{ agent_id: number; match_reason: string | null; agency_name: string }> } };
  };

  it('picks the agent serving the chosen country that offers the chosen trip type', async () => {
    const { traveler, body } = await enquire({ preferred_destinations: ['Kenya', 'Rwanda'], preferred_trip_type: 'Gorilla Tours' });
    expect(body.matched).toBe(true);
    expect(body.leads.map((l) => l.agent_id)).toEqual([agentIds.rwanda]);
    expect(body.leads[0]!.match_reason).toBe('Local expert for Rwanda; specialises in Gorilla Tours');

    const rows = await ctx.database.db.select().from(leads).where(eq(leads.travelerId, traveler.id));
    expect(rows).toEqual([expect.objectContaining({ agentId: agentIds.rwanda, source: 'match', matchReason: body.leads[0]!.match_reason })]);
    const [t] = await ctx.database.db.select().from(travelers).where(eq(travelers.id, traveler.id));
    expect(t!.onboardingCompletedAt).toBeInstanceOf(Date);
    await ctx.mailIdle();
    const mails = await ctx.mailer.list();
    expect(mails.filter((m) => m.to === emails.rwanda && m.kind === 'agent-new-lead')).toHaveLength(1);
    expect(mails.find((m) => m.to === emails.rwanda)!.text).toContain('Why you: Local expert for Rwanda; specialises in Gorilla Tours.');
    expect(mails.filter((m) => m.to === emails.kenyaCulture)).toHaveLength(0);
  });

  it('matches place names as well as countries', async () => {
    const { body } = await enquire({ preferred_destinations: ['Serengeti'], preferred_trip_type: 'Adventure,Nature & Wildlife' });
    expect(body.leads.map((l) => l.agent_id)).toEqual([agentIds.serengeti]);
    expect(body.leads[0]!.match_reason).toBe('Local expert for Serengeti; specialises in Nature & Wildlife');
  });

  it('falls back to agents in the chosen countries, featured first, when none offers the trip type', async () => {
    const { body } = await enquire({ preferred_destinations: ['Kenya'], preferred_trip_type: 'Water Activities, Gorilla Tours' });
    // Diani offers beach time (a water activity); culture-only agents in Kenya come after.
    expect(body.leads.map((l) => l.agent_id)).toEqual([agentIds.kenyaBeach]);
    const noType = await enquire({ preferred_destinations: ['Kenya'], preferred_trip_type: 'City Break' });
    expect(noType.body.leads.map((l) => l.agent_id)).toEqual([agentIds.kenyaBeach, agentIds.kenyaCulture]);
    expect(noType.body.leads[1]!.match_reason).toBe('Local expert for Kenya');
  });

  it('picks at most three agents', async () => {
    const { body } = await enquire({ preferred_destinations: ['Tanzania', 'Kenya', 'Rwanda', 'Uganda'], preferred_trip_type: null });
    expect(body.leads).toHaveLength(3);
    expect(body.leads.map((l) => l.agent_id)).toEqual([agentIds.uganda, agentIds.kenyaBeach, agentIds.serengeti]);
    expect(body.leads.map((l) => l.agent_id)).not.toContain(agentIds.hidden);
  });

  it('falls back to featured agents when nobody serves the chosen country', async () => {
    const { body } = await enquire({ preferred_destinations: ['Madagascar'], preferred_trip_type: 'Gorilla Tours' });
    expect(body.leads.map((l) => l.agent_id).sort()).toEqual([agentIds.uganda, agentIds.kenyaBeach].sort());
    expect(body.leads[0]!.match_reason).toBe('Featured local expert (no agent serves Madagascar yet)');
  });
});
