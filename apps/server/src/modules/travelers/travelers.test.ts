import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { travelers } from '../../db/schema.js';
import { createTestContext, type TestContext } from '../../test/harness.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
let ip = 0;
/** Each call from its own address, so the creation rate limit stays out of tests that are not about it. */
const freshIp = () => `10.1.${Math.floor(++ip / 250)}.${ip % 250}`;

describe('travellers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  }, 60_000);
  afterAll(async () => ctx.close());

  const create = async (email = 'jane@example.com') => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/travelers', payload: { email }, remoteAddress: freshIp() });
    expect(res.statusCode).toBe(201);
    return res.json().id as string;
  };
  const get = (id: string) => ctx.app.inject({ method: 'GET', url: `/api/travelers/${id}` });
  const put = (id: string, payload: unknown) => ctx.app.inject({ method: 'PUT', url: `/api/travelers/${id}`, payload: payload as object });

  it('creates a traveller with default preferences and an inquiry number', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/travelers', payload: { email: ' Jane@Example.com ' }, remoteAddress: freshIp() });
    expect(res.statusCode).toBe(201);
    expect(Object.keys(res.json())).toEqual(['id']);
    expect(res.json().id).toMatch(UUID);

    const traveler = (await get(res.json().id)).json();
    expect(traveler).toMatchObject({ id: res.json().id, userId: res.json().id, email: 'jane@example.com', first_name: null, phone: null });
    expect(traveler.inquiry_number).toMatch(/^SAF-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    expect(traveler.preferences).toMatchObject({ number_of_adults: 1, number_of_children: 0, preferred_destinations: [], selected_experiences: [] });
  });

  it('never reveals an existing record: the same e-mail twice gives two travellers and identical answers', async () => {
    const a = await ctx.app.inject({ method: 'POST', url: '/api/travelers', payload: { email: 'twice@example.com' }, remoteAddress: freshIp() });
    const b = await ctx.app.inject({ method: 'POST', url: '/api/travelers', payload: { email: 'twice@example.com' }, remoteAddress: freshIp() });
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().id).not.toBe(b.json().id);
    expect(Object.keys(a.json())).toEqual(Object.keys(b.json()));
    expect(a.headers['content-type']).toBe(b.headers['content-type']);
    const numbers = [(await get(a.json().id)).json().inquiry_number, (await get(b.json().id)).json().inquiry_number];
    expect(new Set(numbers).size).toBe(2);
  });

  it('rejects an invalid e-mail with 400 and stores nothing', async () => {
    const before = (await ctx.database.db.select().from(travelers)).length;
    for (const email of ['', '   ', 'not-an-email', 'a@', `${'x'.repeat(300)}@example.com`]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/travelers', payload: { email }, remoteAddress: freshIp() });
      expect(res.statusCode, email).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/travelers', payload: {}, remoteAddress: freshIp() });
    expect(missing.statusCode).toBe(400);
    expect((await ctx.database.db.select().from(travelers)).length).toBe(before);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await ctx.app.inject({
      method: 'POST', url: '/api/travelers', headers: { 'content-type': 'application/json' }, payload: '{"email": ', remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('answers 404 for an unknown traveller and 400 for a malformed id', async () => {
    const unknown = await get('3f1c7b9e-2a4d-4e8f-9b1a-5c6d7e8f9a0b');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Traveler not found', code: 'NOT_FOUND' });
    expect((await put('3f1c7b9e-2a4d-4e8f-9b1a-5c6d7e8f9a0b', { first_name: 'X' })).statusCode).toBe(404);
    for (const bad of ['123', 'not-a-uuid', "1' or '1'='1"]) {
      expect((await get(encodeURIComponent(bad))).statusCode, bad).toBe(400);
    }
  });

  it('updates names and preferences and reads them back', async () => {
    const id = await create();
    const res = await put(id, {
      first_name: 'Jane',
      last_name: 'Doe',
      phone: '+44 20 7946 0958',
      preferences: {
        preferred_trip_type: 'Adventure, Nature & Wildlife',
        ideal_budget: 3500,
        preferred_destinations: 'Tanzania, Kenya',
        number_of_adults: 2,
        number_of_children: 1,
        number_of_travelers: 3,
        travel_month: 'August',
        travel_year: 2027,
        travel_window: 'August 2027',
        length_of_stay: 2,
        whatsapp_contact: '+44 7700 900123',
        instagram_username: '',
      },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id, first_name: 'Jane', last_name: 'Doe', phone: '+44 20 7946 0958' });
    expect(body.preferences).toMatchObject({
      preferred_trip_type: 'Adventure, Nature & Wildlife',
      ideal_budget: 3500,
      preferred_destinations: ['Tanzania', 'Kenya'],
      number_of_adults: 2,
      number_of_children: 1,
      number_of_travelers: 3,
      travel_month: 'August',
      travel_year: 2027,
      length_of_stay: 2,
      whatsapp_contact: '+44 7700 900123',
      instagram_username: null,
    });
    expect(Date.parse(body.preferences.last_updated)).toBeGreaterThan(Date.now() - 60_000);
    expect((await get(id)).json()).toEqual(body);

    // A list works as well as a comma-separated string.
    const list = await put(id, { preferences: { preferred_destinations: ['Zanzibar', 'Rwanda'] } });
    expect(list.json().preferences.preferred_destinations).toEqual(['Zanzibar', 'Rwanda']);
  });

  it('merges preferences field by field and keeps what was not sent', async () => {
    const id = await create();
    await put(id, { first_name: 'Amani', preferences: { ideal_budget: 2000, travel_month: 'March', preferred_destinations: ['Kenya'] } });
    const res = await put(id, { preferences: { ideal_budget: 4100 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().first_name).toBe('Amani');
    expect(res.json().preferences).toMatchObject({ ideal_budget: 4100, travel_month: 'March', preferred_destinations: ['Kenya'] });
    // null clears a field.
    const cleared = await put(id, { preferences: { travel_month: null } });
    expect(cleared.json().preferences).toMatchObject({ travel_month: null, ideal_budget: 4100 });
  });

  it('accepts the whole fetched traveller back and ignores fields it may not change', async () => {
    const id = await create('whole@example.com');
    const fetched = (await get(id)).json();
    const res = await put(id, {
      ...fetched,
      id: '00000000-0000-4000-8000-000000000000',
      inquiry_number: 'SAF-HACK-HACK',
      created_at: '2000-01-01T00:00:00.000Z',
      is_admin: true,
      first_name: 'Wanjiru',
      preferences: { ...fetched.preferences, selected_experiences: [4, 4, 7], travel_month: 'May', secret: 'x' },
    });
    expect(res.statusCode).toBe(200);
    const after = res.json();
    expect(after).toMatchObject({ id, inquiry_number: fetched.inquiry_number, created_at: fetched.created_at, first_name: 'Wanjiru' });
    expect(after).not.toHaveProperty('is_admin');
    expect(after.preferences).not.toHaveProperty('secret');
    expect(after.preferences.selected_experiences).toEqual([4, 7]);
    const [row] = await ctx.database.db.select().from(travelers).where(eq(travelers.id, id));
    expect(row!.inquiryNumber).toBe(fetched.inquiry_number);
  });

  it('rejects invalid updates with 400 and stores nothing of them', async () => {
    const id = await create();
    await put(id, { first_name: 'Before', preferences: { ideal_budget: 1500 } });
    const before = (await get(id)).json();
    const invalid: Array<[string, unknown]> = [
      ['e-mail', { email: 'nope' }],
      ['budget', { first_name: 'After', preferences: { ideal_budget: 'abc' } }],
      ['adults', { preferences: { number_of_adults: 0 } }],
      ['month', { preferences: { travel_month: 'Smarch' } }],
      ['length of stay', { preferences: { length_of_stay: 9 } }],
      ['long name', { first_name: 'x'.repeat(10_000) }],
      ['trip type', { preferences: { preferred_trip_type: 'Space Tourism' } }],
      ['experience ids', { preferences: { selected_experiences: ['abc'] } }],
    ];
    for (const [what, payload] of invalid) {
      const res = await put(id, payload);
      expect(res.statusCode, what).toBe(400);
      expect(res.json().code, what).toBe('VALIDATION_ERROR');
      expect(res.json().errors?.length, what).toBeGreaterThan(0);
    }
    expect((await get(id)).json()).toEqual(before);
  });
});

describe('traveller creation rate limit', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  }, 60_000);
  afterAll(async () => ctx.close());

  it('answers 429 in the error shape after 20 creations from one address, other addresses unaffected', async () => {
    const fire = (remoteAddress: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/travelers', payload: { email: 'burst@example.com' }, remoteAddress });
    const statuses = [];
    for (let i = 0; i < 21; i++) statuses.push((await fire('203.0.113.7')).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    const limited = await fire('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.json().error).toMatch(/Too many requests/);
    expect((await fire('203.0.113.8')).statusCode).toBe(201);
  });
});
