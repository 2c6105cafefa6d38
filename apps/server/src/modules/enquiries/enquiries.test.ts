import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../db/schema.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { createAgent, createExperience } from '../../test/factories.js';
import { createTravelerWith, postEnquiry } from './test-helpers.js';
import { adminToken } from '../../test/agent-accounts.js';

describe('enquiries', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  }, 60_000);
  afterAll(async () => ctx.close());

  const db = () => ctx.database.db;
  const leadsOf = (travelerId: string) => db().select().from(leads).where(eq(leads.travelerId, travelerId));
  const mailsTo = async (to: string) => {
    await ctx.mailIdle();
    return (await ctx.mailer.list()).filter((m) => m.to === to);
  };

  it('sends an enquiry about an experience to its agent with contact and preference snapshots', async () => {
    const agent = await createAgent(db(), { agencyName: 'Kilima Safaris' });
    const exp = await createExperience(db(), agent.id, { experienceName: 'Serengeti Migration Safari' });
    const traveler = await createTravelerWith(db());

    const res = await postEnquiry(ctx, { traveler_id: traveler.id, experience_id: exp.id, source: 'enquire' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      inquiry_number: traveler.inquiry_number,
      matched: false,
      leads: [{ id: expect.any(Number), agent_id: agent.id, agency_name: 'Kilima Safaris', experience_id: exp.id, status: 'new', match_reason: null }],
    });

    const [lead] = await leadsOf(traveler.id);
    expect(lead).toMatchObject({ agentId: agent.id, experienceId: exp.id, source: 'enquire', status: 'new' });
    expect(lead!.contact).toEqual({
      first_name: 'Jane', last_name: 'Doe', email: traveler.email, phone: '+44 20 7946 0958',
      whatsapp_contact: '+44 7700 900123', instagram_username: 'janedoe',
    });
    expect(lead!.preferences).toMatchObject({ preferred_destinations: ['Serengeti', 'Tanzania'], ideal_budget: 3500, number_of_travelers: 3, travel_month: 'August' });

    const after = (await ctx.app.inject({ method: 'GET', url: `/api/travelers/${traveler.id}` })).json();
    expect(after.preferences).toMatchObject({ agent_id: agent.id, experience_id: exp.id, selected_experiences: [exp.id] });
    expect(Date.parse(after.preferences.last_enquiry_date)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('mails the traveller and the agent', async () => {
    const agent = await createAgent(db(), { agencyName: 'Twiga Tours', contactEmail: `twiga-${randomUUID().slice(0, 6)}@example.com` });
    const exp = await createExperience(db(), agent.id, { experienceName: 'Ngorongoro Crater Day' });
    const traveler = await createTravelerWith(db(), { first_name: '<b>Jane</b>', preferences: { preferred_destinations: ['Tanzania', 'Zanzibar'], preferred_trip_type: 'Nature & Wildlife,Gorilla Tours' } });
    expect((await postEnquiry(ctx, { traveler_id: traveler.id, experience_id: exp.id })).statusCode).toBe(200);

    const [travelerMail, ...moreTravelerMails] = await mailsTo(traveler.email);
    expect(moreTravelerMails).toEqual([]);
    expect(travelerMail!.kind).toBe('traveler-enquiry');
    expect(travelerMail!.subject).toContain(traveler.inquiry_number);
    expect(travelerMail!.text).toContain(`Your reference number is ${traveler.inquiry_number}`);
    expect(travelerMail!.text).toContain('within 24 hours');
    expect(travelerMail!.text).toContain('within 48 hours');
    expect(travelerMail!.text).toContain('Ngorongoro Crater Day');
    expect(travelerMail!.text).toContain('Twiga Tours, a local travel agent who knows the destination well.');
    expect(travelerMail!.text).toContain(`http://marketplace.test/searchresultpage/${traveler.id}`);
    expect(travelerMail!.text).toContain('http://marketplace.test/preferences');
    // User values are escaped in the HTML version.
    expect(travelerMail!.html).toContain('Hello &lt;b&gt;Jane&lt;/b&gt;,');
    expect(travelerMail!.html).not.toContain('<b>Jane</b>');

    const [agentMail, ...moreAgentMails] = await mailsTo(agent.contactEmail);
    expect(moreAgentMails).toEqual([]);
    expect(agentMail!.kind).toBe('agent-new-lead');
    expect(agentMail!.subject).toContain(traveler.inquiry_number);
    for (const expected of [
      '<b>Jane</b> Doe', traveler.email, '+44 20 7946 0958', '+44 7700 900123', 'janedoe', 'Destinations: Serengeti, Tanzania, Zanzibar', 'Trip types: Nature & Wildlife, Gorilla Tours',
      'Budget: $3,500 per person', 'August 2027, 2 weeks', 'Travellers: 3 (2 adults, 1 child)', 'Experience: Ngorongoro Crater Day (Serengeti, Tanzania)', 'http://marketplace.test/agent/login',
    ]) {
      expect(agentMail!.text).toContain(expected);
    }
    expect(agentMail!.html).toContain('&lt;b&gt;Jane&lt;/b&gt;');
    expect(agentMail!.html).not.toContain('<b>Jane</b>');

    const outbox = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox', headers: { authorization: `Bearer ${await adminToken(ctx)}` } });
    expect(outbox.json().map((m: { to: string }) => m.to)).toEqual(expect.arrayContaining([traveler.email, agent.contactEmail]));
  });

  it("tells the agent where a returning traveller's one-click enquiry is for, ahead of an older trip's destinations", async () => {
    const agent = await createAgent(db(), { agencyName: 'Migration Camps', contactEmail: `camps-${randomUUID().slice(0, 6)}@example.com` });
    const exp = await createExperience(db(), agent.id, { experienceName: 'Great Migration Camp', destinationName: 'Serengeti', country: 'Tanzania' });
    const traveler = await createTravelerWith(db(), { preferences: { preferred_destinations: ['Uganda', 'Rwanda'], preferred_trip_type: 'Gorilla Tours', ideal_budget: 3000 } });
    expect((await postEnquiry(ctx, { traveler_id: traveler.id, experience_id: exp.id })).statusCode).toBe(200);

    const [lead] = await leadsOf(traveler.id);
    expect((lead!.preferences as { preferred_destinations: string[] }).preferred_destinations).toEqual(['Serengeti', 'Tanzania', 'Uganda', 'Rwanda']);
    const [agentMail] = await mailsTo(agent.contactEmail);
    expect(agentMail!.text).toContain('Destinations: Serengeti, Tanzania, Uganda, Rwanda');
    expect(agentMail!.text).toContain('Experience: Great Migration Camp (Serengeti, Tanzania)');
    expect(agentMail!.text).toContain('Budget: $3,000 per person');
    // The traveller's own stored wishes are theirs to change on /preferences; the enquiry does not rewrite them.
    const after = (await ctx.app.inject({ method: 'GET', url: `/api/travelers/${traveler.id}` })).json();
    expect(after.preferences.preferred_destinations).toEqual(['Uganda', 'Rwanda']);
  });

  it('does not repeat a place the traveller already named', async () => {
    const agent = await createAgent(db());
    const exp = await createExperience(db(), agent.id, { destinationName: 'Zanzibar', country: 'Tanzania' });
    const traveler = await createTravelerWith(db(), { preferences: { preferred_destinations: ['tanzania', 'Kenya'] } });
    expect((await postEnquiry(ctx, { traveler_id: traveler.id, experience_id: exp.id })).statusCode).toBe(200);
    const [lead] = await leadsOf(traveler.id);
    expect((lead!.preferences as { preferred_destinations: string[] }).preferred_destinations).toEqual(['Zanzibar', 'Tanzania', 'Kenya']);
  });

  it('sends an enquiry for an agent to that agent', async () => {
    const agent = await createAgent(db(), { agencyName: 'Gorilla Trails' });
    const traveler = await createTravelerWith(db());
    const res = await postEnquiry(ctx, { traveler_id: traveler.id, agent_id: agent.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().leads).toEqual([expect.objectContaining({ agent_id: agent.id, agency_name: 'Gorilla Trails', experience_id: null })]);
    const rows = await leadsOf(traveler.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ agentId: agent.id, experienceId: null, source: 'enquire' });
    expect(await mailsTo(agent.contactEmail)).toHaveLength(1);
  });

  it('creates one lead for the same idempotency key sent twice, one after the other', async () => {
    const agent = await createAgent(db());
    const exp = await createExperience(db(), agent.id);
    const traveler = await createTravelerWith(db());
    const body = { traveler_id: traveler.id, experience_id: exp.id, source: 'onboarding', idempotency_key: randomUUID() };
    const first = await postEnquiry(ctx, body);
    const second = await postEnquiry(ctx, body);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await leadsOf(traveler.id)).toHaveLength(1);
    expect(await mailsTo(traveler.email)).toHaveLength(1);
    expect(await mailsTo(agent.contactEmail)).toHaveLength(1);
  });

  it('creates one lead for the same idempotency key sent five times at once', async () => {
    const agent = await createAgent(db());
    const exp = await createExperience(db(), agent.id);
    const traveler = await createTravelerWith(db());
    const body = { traveler_id: traveler.id, experience_id: exp.id, idempotency_key: randomUUID() };
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => postEnquiry(ctx, body)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(answers.map((a) => a.json().leads[0].id));
    expect(ids.size).toBe(1);
    expect(await leadsOf(traveler.id)).toHaveLength(1);
    expect(await mailsTo(agent.contactEmail)).toHaveLength(1);
  });

  it('reuses the lead when the same traveller enquires again about the same experience with a new key', async () => {
    const agent = await createAgent(db());
    const exp = await createExperience(db(), agent.id);
    const other = await createExperience(db(), agent.id);
    const traveler = await createTravelerWith(db());
    const first = await postEnquiry(ctx, { traveler_id: traveler.id, experience_id: exp.id });
    const again = await postEnquiry(ctx, { traveler_id: traveler.id, experience_id: exp.id });
    expect(again.json().leads[0].id).toBe(first.json().leads[0].id);
    expect(await leadsOf(traveler.id)).toHaveLength(1);
    expect(await mailsTo(agent.contactEmail)).toHaveLength(1);

    const different = await postEnquiry(ctx, { traveler_id: traveler.id, experience_id: other.id });
    expect(different.json().leads[0].id).not.toBe(first.json().leads[0].id);
    expect(await leadsOf(traveler.id)).toHaveLength(2);
    const after = (await ctx.app.inject({ method: 'GET', url: `/api/travelers/${traveler.id}` })).json();
    expect(after.preferences.selected_experiences).toEqual([exp.id, other.id]);
  });

  it('falls back to matching when the experience has no agent', async () => {
    const exp = await createExperience(db(), null, { experienceName: 'Orphaned Trip' });
    const traveler = await createTravelerWith(db());
    const res = await postEnquiry(ctx, { traveler_id: traveler.id, experience_id: exp.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().matched).toBe(true);
    const rows = await leadsOf(traveler.id);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.source === 'match' && r.experienceId === exp.id && r.matchReason)).toBe(true);
  });

  it('answers 404 for an unknown traveller, experience or agent and stores nothing', async () => {
    const traveler = await createTravelerWith(db());
    const unknownTraveler = await postEnquiry(ctx, { traveler_id: randomUUID(), agent_id: 1 });
    expect(unknownTraveler.statusCode).toBe(404);
    expect(unknownTraveler.json()).toEqual({ error: 'Traveler not found', code: 'NOT_FOUND' });
    expect((await postEnquiry(ctx, { traveler_id: traveler.id, experience_id: 999999 })).json()).toEqual({ error: 'Experience not found', code: 'NOT_FOUND' });
    expect((await postEnquiry(ctx, { traveler_id: traveler.id, agent_id: 999999 })).statusCode).toBe(404);
    expect(await leadsOf(traveler.id)).toHaveLength(0);
  });

  it('answers 400 for malformed ids and fields', async () => {
    const traveler = await createTravelerWith(db());
    const bad: Array<Record<string, unknown>> = [
      { traveler_id: 'abc' },
      { traveler_id: traveler.id, experience_id: -1 },
      { traveler_id: traveler.id, experience_id: 'abc' },
      { traveler_id: traveler.id, agent_id: 1.5 },
      { traveler_id: traveler.id, idempotency_key: 'not-a-uuid' },
      { traveler_id: traveler.id, source: 'ai' },
    ];
    for (const body of bad) {
      const res = await postEnquiry(ctx, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    expect(await leadsOf(traveler.id)).toHaveLength(0);
  });

  it('rate-limits enquiries per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await postEnquiry(ctx, { traveler_id: 'x' }, '192.0.2.44')).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('enquiries when the mail transport fails', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({}, {
      mailer: {
        transport: 'smtp',
        send: () => Promise.reject(new Error('SMTP connection refused')),
        list: async () => [],
      },
    });
  }, 60_000);
  afterAll(async () => ctx.close());

  it('still answers and keeps the lead (the mails wait in the queue)', async () => {
    const agent = await createAgent(ctx.database.db);
    const exp = await createExperience(ctx.database.db, agent.id);
    const traveler = await createTravelerWith(ctx.database.db);
    const res = await postEnquiry(ctx, { traveler_id: traveler.id, experience_id: exp.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().leads).toHaveLength(1);
    expect(await ctx.database.db.select().from(leads).where(eq(leads.travelerId, traveler.id))).toHaveLength(1);
  });
});
