import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { listExperiencesResponse, type ExperienceFacets, type ListExperiencesResponse, type SearchSuggestions } from '@safari/contract';
import { seedDemoIfEmpty } from '../../db/demo/seed.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { responseCacheFor } from './serving/response-cache.js';

// Seeding the demo catalogue takes seconds on a busy machine.
const SLOW = 180_000;

describe('search facets, sorting, ranges and suggestions on the demo catalogue', { timeout: SLOW }, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    await seedDemoIfEmpty(ctx.database);
  }, SLOW);
  afterAll(async () => ctx?.close());

  const list = async (query: string) => {
    const res = await ctx.app.inject({ url: `/api/experiences?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ListExperiencesResponse>();
  };
  const facets = async (query: string) => {
    const res = await ctx.app.inject({ url: `/api/experiences/facets?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ExperienceFacets>();
  };

  it('orders the experiences named for the words as the words ask, unless an order is chosen on the page', async () => {
    const dearest = await list(`limit=6&q=${encodeURIComponent('most expensive honeymoon')}`);
    expect(dearest.read_as).toBe('honeymoon · most expensive first');
    const prices = dearest.experiences.map((e) => e.price!);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const chosen = await list(`limit=6&sort=price_asc&q=${encodeURIComponent('most expensive honeymoon')}`);
    expect(chosen.read_as).toBeNull();
    const ascending = chosen.experiences.map((e) => e.price!);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  });

  it('counts each chip and country for the query, and the counts agree with the lists', async () => {
    const all = await facets('');
    const honeymoon = await facets('q=honeymoon');
    expect(honeymoon.total).toBeLessThan(all.total);
    const chip = honeymoon.categories.find((c) => c.name === 'Honeymoon')!;
    expect(chip.count).toBe((await list('q=honeymoon&tripType=Honeymoon&limit=1')).total);
    const kenya = honeymoon.destinations.find((c) => c.name === 'Kenya')!;
    expect(kenya.count).toBeGreaterThan(0);
    expect(kenya.count).toBe((await list('q=honeymoon&destination=Kenya&limit=1')).total);
    // The chosen category does not zero the other chips; the chosen country does not zero the other countries.
    const narrowed = await facets('q=honeymoon&tripType=Honeymoon&destination=Kenya');
    expect(narrowed.total).toBe((await list('q=honeymoon&tripType=Honeymoon&destination=Kenya&limit=1')).total);
    expect(narrowed.destinations.find((c) => c.name === 'Tanzania')!.count).toBeGreaterThan(0);
    expect(narrowed.categories.map((c) => c.name)).toContain('Beach Time');
  });

  it('sorts by price and by length, both ways, without losing or repeating a card across pages', async () => {
    for (const [sort, key, dir] of [['price_asc', 'price', 1], ['price_desc', 'price', -1], ['duration_asc', 'duration_days', 1], ['duration_desc', 'duration_days', -1]] as const) {
      const first = await list(`destination=Kenya&sort=${sort}&limit=10&offset=0`);
      const second = await list(`destination=Kenya&sort=${sort}&limit=10&offset=10`);
      const cards = [...first.experiences, ...second.experiences];
      expect(new Set(cards.map((c) => c.id)).size, sort).toBe(cards.length);
      const values = cards.map((c) => c[key]).filter((v): v is number => v !== null);
      expect(values, sort).toEqual([...values].sort((a, b) => dir * (a - b)));
    }
  });

  it('narrows by price range and length range, in dollars and days', async () => {
    const cheap = await list('maxPrice=1500&limit=100');
    expect(cheap.total).toBeGreaterThan(0);
    expect(cheap.experiences.every((e) => e.price !== null && e.price <= 1500)).toBe(true);
    const long = await list('minDays=10&maxDays=12&limit=100');
    expect(long.total).toBeGreaterThan(0);
    expect(long.experiences.every((e) => e.duration_days !== null && e.duration_days >= 10 && e.duration_days <= 12)).toBe(true);
    const bad = await ctx.app.inject({ url: '/api/experiences?minPrice=-5' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.join(' ')).toMatch(/minPrice/);
  });

  it('reads a slip of a word that says only "a trip" as the word: every experience', async () => {
    const all = (await list('limit=1')).total;
    expect((await list('q=holiday&limit=1')).total).toBe(all);
    for (const [typed, meant] of [['holliday', 'holiday'], ['vaccation', 'vacation'], ['tuor', 'tour'], ['packge', 'package']]) {
      const body = await list(`q=${typed}&limit=1`);
      expect(body.searched_for, typed).toBe(meant);
      expect(body.total, typed).toBe(all);
    }
    // Beside another word it only ranks, as typed right: 'zanzibar vaccation' is Zanzibar's trips.
    const zanzibar = await list('q=zanzibar%20vaccation&limit=1');
    expect(zanzibar.searched_for).toBe('Zanzibar vacation');
    expect(zanzibar.total).toBe((await list('q=zanzibar&limit=1')).total);
    // Any corrected word is read as the word typed right is: a leopard's slip is its trips, then its range's safaris.
    const leopard = await list('q=leopard&limit=8');
    const slip = await list('q=leapord&limit=8');
    expect(slip.searched_for).toBe('leopard');
    expect([slip.total, slip.experiences.map((e) => e.id)]).toEqual([leopard.total, leopard.experiences.map((e) => e.id)]);
  });

  it("reads a first time as any trip: it neither narrows the words beside it nor finds the type 'Beach Time'", async () => {
    const ids = (body: ListExperiencesResponse) => body.experiences.map((e) => e.id);
    const all = (await list('limit=1')).total;
    // 'first time in africa' had led with the beach trips; 'first safari' found 38 of the 81 safaris (a text that says 'first').
    for (const q of ['first time in africa', 'first time visitors']) expect((await list(`q=${encodeURIComponent(q)}&limit=1`)).total, q).toBe(all);
    for (const [q, words] of [['first safari', 'safari'], ['first time safari', 'safari'], ['my first trip to tanzania', 'tanzania']] as const) {
      const [body, plain] = [await list(`q=${encodeURIComponent(q)}&limit=100`), await list(`q=${words}&limit=100`)];
      expect(body.total, q).toBe(plain.total);
      expect(new Set(ids(body)), q).toEqual(new Set(ids(plain)));
    }
    expect((await facets(`q=${encodeURIComponent('first safari')}`)).total).toBe((await list('q=safari&limit=1')).total);
  });

  it('reads who travels together as any trip, alone or beside other words', async () => {
    const all = (await list('limit=1')).total;
    // 'friends' and 'with my husband' had found nothing, 'safari for my parents' the two family trips whose text says 'parents'.
    for (const q of ['friends', 'with my husband', 'trip for my parents 70th']) {
      const body = await list(`q=${encodeURIComponent(q)}&limit=1`);
      expect([body.total, body.searched_for], q).toEqual([all, null]);
    }
    const safaris = await list('q=safari&limit=1');
    expect((await list(`q=${encodeURIComponent('safari for my parents')}&limit=1`)).total).toBe(safaris.total);
  });

  it("searches an island named with the word 'island', in English or another language, as the island", async () => {
    const ids = (body: ListExperiencesResponse) => body.experiences.map((e) => e.id);
    const zanzibar = await list('q=zanzibar&limit=100');
    for (const q of ['zanzibar island', 'île de zanzibar', 'isla de zanzibar', 'the island of zanzibar']) {
      const body = await list(`q=${encodeURIComponent(q)}&limit=100`);
      expect(ids(body), q).toEqual(ids(zanzibar));
      expect((await facets(`q=${encodeURIComponent(q)}`)).total, q).toBe(zanzibar.total);
    }
    // "l'île de nosy be" had been searched as the trips of Île Sainte-Marie or Nosy Be that hold 'de'.
    const nosyBe = await list(`q=${encodeURIComponent("l'île de nosy be")}&limit=100`);
    expect([nosyBe.searched_for, ids(nosyBe)]).toEqual([null, ids(await list('q=nosy%20be&limit=100'))]);
  });

  it('finds the trips best in a month said alone, in any order; beside other words a month only ranks', async () => {
    const all = (await list('limit=1')).total;
    const december = await list('q=december&limit=100');
    expect(december.read_as).toBe('best in December');
    expect(december.total).toBeGreaterThan(0);
    expect(december.total).toBeLessThan(all);
    for (const e of december.experiences) {
      const page = await ctx.app.inject({ url: `/api/experiences/${e.id}` });
      expect(page.json<{ best_months: string[] }>().best_months, e.experience_name).toContain('December');
    }
    expect((await facets('q=december')).total).toBe(december.total);
    expect((await list('q=christmas&limit=100')).experiences.map((e) => e.id)).toEqual(december.experiences.map((e) => e.id));
    // In an order chosen on the page too.
    const cheapest = await list('q=december&sort=price_asc&limit=100');
    expect(cheapest.total).toBe(december.total);
    const prices = cheapest.experiences.map((e) => e.price!);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // Beside words, a preference: every safari, those best in December first.
    const safari = await list('q=december%20safari&limit=1');
    expect([safari.total, safari.read_as]).toEqual([(await list('q=safari&limit=1')).total, 'safari · best in December first']);
  });

  it('says so when no trip is best in the month said alone, and shows every trip', async () => {
    // The demo's agents name no trip best in March, the long rains.
    const march = await list('q=march&limit=1');
    expect([march.total, march.read_as]).toEqual([(await list('limit=1')).total, 'any month · none best in March']);
  });

  it('shows every trip, the cheapest first, for a most to pay said alone that no trip is within', async () => {
    const cheapest = await list('q=under%20100&limit=24');
    expect([cheapest.total, cheapest.read_as]).toEqual([(await list('limit=1')).total, 'closest to $100']);
    const prices = cheapest.experiences.map((e) => e.price!);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBeGreaterThan(100);
    // One some trip is within stays a bound.
    const within = await list('q=under%20500&limit=100');
    expect(within.read_as).toBe('up to $500');
    expect(within.experiences.every((e) => e.price! <= 500)).toBe(true);
  });

  it('reads Easter as March or April, the months it falls in', async () => {
    const easter = await list('q=easter&limit=100');
    expect(easter.read_as).toBe('best in March or April');
    expect(easter.total).toBeGreaterThan(0);
    expect(easter.total).toBeLessThan((await list('limit=1')).total);
    for (const e of easter.experiences) {
      const months = (await ctx.app.inject({ url: `/api/experiences/${e.id}` })).json<{ best_months: string[] }>().best_months;
      expect(months.some((m) => m === 'March' || m === 'April'), e.experience_name).toBe(true);
    }
    const safari = await list('q=easter%20holidays%20safari&limit=1');
    expect([safari.total, safari.read_as]).toEqual([(await list('q=safari&limit=1')).total, 'safari · best in March or April first']);
  });

  it('says what it searched for when the words were misspelt, facets included', async () => {
    const body = await list('q=serengetti');
    expect(body.searched_for).toBe('Serengeti');
    expect(body.total).toBe((await list('q=serengeti')).total);
    expect((await facets('q=serengetti')).total).toBe(body.total);
    const nothing = await list('q=xylophone');
    expect(nothing.total).toBe(0);
    expect(nothing.searched_for).toBeNull();
  });

  it('searches two words the catalogue writes as one joined and says how it read them, a length beside them included', async () => {
    const ids = (body: { experiences: Array<{ id: number }> }) => body.experiences.map((e) => e.id);
    const apart = await list('q=wild%20life&limit=100');
    const joined = await list('q=wildlife&limit=100');
    expect(apart.read_as).toBe('wildlife');
    expect(apart.searched_for).toBeNull();
    expect(joined.read_as).toBeNull();
    expect(ids(apart)).toEqual(ids(joined));
    expect((await facets('q=wild%20life')).total).toBe(joined.total);

    const withLength = await list('q=wild%20life%203%20days&limit=100');
    const spelt = await list('q=wildlife%203%20days&limit=100');
    expect(spelt.read_as).toBe('wildlife · about 3 days');
    expect(withLength.read_as).toBe('wildlife · about 3 days');
    expect(withLength.searched_for).toBeNull();
    expect(withLength.total).toBeGreaterThan(0);
    expect(ids(withLength)).toEqual(ids(spelt));
  });

  it('corrects a slip beside a length or a price and keeps what those words meant, facets included', async () => {
    const ids = (body: { experiences: Array<{ id: number }> }) => body.experiences.map((e) => e.id);
    // The slip's reading is the correctly spelt one's: the same cards in the same order, labelled as corrected.
    const slip = await list('q=serengetti%202%20weeks&limit=100');
    const spelt = await list('q=serengeti%202%20weeks&limit=100');
    expect(spelt.read_as).toBe('Serengeti · about 14 days');
    expect(slip.searched_for).toBe('Serengeti · about 14 days');
    expect(slip.read_as).toBeNull();
    expect(ids(slip)).toEqual(ids(spelt));
    expect(slip.total).toBeGreaterThan(0);
    expect((await facets('q=serengetti%202%20weeks')).total).toBe(slip.total);
    // Two weeks or so (10–18 days), not the words '2' and 'weeks' as typed, which match a 2-day weekend in Nairobi.
    for (const e of slip.experiences) expect(e.duration_days).toBeGreaterThanOrEqual(10);

    const cheapSlip = await list(`q=${encodeURIComponent('zanzibr under $1000')}&limit=100`);
    expect(cheapSlip.searched_for).toBe('Zanzibar · up to $1,000');
    expect(ids(cheapSlip)).toEqual(ids(await list(`q=${encodeURIComponent('zanzibar under $1000')}&limit=100`)));
    for (const e of cheapSlip.experiences) expect(e.price).toBeLessThanOrEqual(1000);
  });

  const titled = (words: string) => words.replace(/\b\p{L}/gu, (c) => c.toUpperCase());

  it('never corrects a place elsewhere into a catalogue word: it finds nothing, and the page says so', async () => {
    // 'new zealand' had been "corrected" to Wetland, 'iceland' to Island, 'bali' to Ali (57 trips).
    // 'île maurice' (Mauritius in French) had found Île Sainte-Marie's trips.
    // The answer names the place, as the traveller would ('honeymoon seychelles' → Seychelles), so the page can say
    // the agents do not cover it.
    const elsewhere = {
      'new zealand': 'New Zealand',
      iceland: 'Iceland',
      'bali beach': 'Bali',
      'botswana safari': 'Botswana',
      'île maurice': 'Mauritius',
      'honeymoon seychelles': 'Seychelles',
      'papua new guinea trek': 'Papua New Guinea',
      'kinshasa city tour': 'Congo',
      'myanmar temples': 'Myanmar',
    };
    for (const [q, place] of Object.entries(elsewhere)) {
      const body = await list(`q=${encodeURIComponent(q)}&limit=100`);
      expect({ q, total: body.total, searched_for: body.searched_for, outside_region: body.outside_region }).toEqual({ q, total: 0, searched_for: null, outside_region: place });
    }
    // Only a search that finds nothing says so: 'congo' is the Congo Nile Trail; a slip is corrected, not named.
    for (const q of ['congo', 'safari', 'zanzibr', 'travel insurance']) expect({ q, outside: (await list(`q=${encodeURIComponent(q)}&limit=1`)).outside_region }).toEqual({ q, outside: null });
    // Nor are words that say only 'a trip' a search of their own ('travel insurance' had shown "results for travel").
    for (const q of ['travel insurance', 'holiday insurance']) expect((await list(`q=${encodeURIComponent(q)}&limit=1`)).total).toBe(0);
    // Nor are numbers alone, once the words beside them are dropped ('<script>alert(1)</script>' had shown the day trips).
    for (const q of ['<script>alert(1)</script>', 'alert 1', 'insurance 3']) expect({ q, total: (await list(`q=${encodeURIComponent(q)}&limit=1`)).total }).toEqual({ q, total: 0 });
    // Nor are pets a search for an animal: 'dog friendly' had dropped 'friendly' and shown the wild dogs' safaris.
    for (const q of ['dog friendly', 'pet friendly']) expect((await list(`q=${encodeURIComponent(q)}&limit=1`)).total).toBe(0);
    expect((await list('q=wild%20dogs&limit=1')).total).toBeGreaterThan(0);
    // A slip of one of the five countries is still one.
    expect((await list('q=tanzinia&limit=1')).searched_for).toBe('Tanzania');
    // Nor is a famous place elsewhere named in words the region uses too ('victoria falls' had found four Uganda trips
    // on Lake Victoria and at Murchison Falls, 'red sea' the beaches), in the list or its counts; each word alone still
    // finds the region's.
    // So is a country named in such words ('south africa safari' had found the Ruaha & Nyerere Southern Safari), and
    // Réunion, whose name is a common word ('reunion island' had had the generic empty state).
    for (const q of ['victoria falls', 'Victoria Falls safari', 'red sea', 'great barrier reef', 'south africa safari', 'Réunion Island']) {
      const body = await list(`q=${encodeURIComponent(q)}&limit=100`);
      expect({ q, total: body.total, searched_for: body.searched_for }).toEqual({ q, total: 0, searched_for: null });
      expect((await facets(`q=${encodeURIComponent(q)}`)).total).toBe(0);
      expect(body.outside_region).toBe(({ 'south africa safari': 'South Africa', 'Réunion Island': 'Réunion' } as Record<string, string>)[q] ?? titled(q.replace(/ safari$/i, '')));
    }
    expect((await list('q=lake%20victoria&limit=1')).total).toBeGreaterThan(0);
    expect((await list('q=murchison%20falls&limit=1')).total).toBeGreaterThan(0);
    expect((await list('q=southern%20tanzania&limit=1')).total).toBeGreaterThan(0);
  });

  it('searches as alternatives places no experience has together, one known by the first word of its name', async () => {
    // Bwindi Impenetrable National Park: 'kigali to bwindi gorillas' had dropped Bwindi.
    const body = await list(`q=${encodeURIComponent('kigali to bwindi gorillas')}&limit=100`);
    expect(body.searched_for).toBe('gorillas in Kigali or Bwindi');
    expect(body.experiences.some((e) => e.location?.startsWith('Bwindi'))).toBe(true);
  });

  it('searches two wishes joined as either, where and for whom said once holding for both, facets included', async () => {
    // 'honeymoon kenya beach and safari' had searched 'honeymoon kenya beach' or 'safari': 85 trips, every safari.
    const q = encodeURIComponent('honeymoon kenya beach and safari');
    const body = await list(`q=${q}&limit=100`);
    expect(body.searched_for).toBe('honeymoon Kenya beach or safari');
    expect(body.total).toBeGreaterThan(2);
    for (const e of body.experiences) expect([e.experience_name, e.country]).toEqual([expect.stringMatching(/honeymoon/i), 'Kenya']);
    expect(body.experiences.some((e) => /beach/i.test(e.experience_name))).toBe(true);
    expect(body.experiences.some((e) => /safari/i.test(e.experience_name))).toBe(true);
    expect((await facets(`q=${q}`)).total).toBe(body.total);
    // A side that finds nothing with the other's words keeps its own ('zanzibar beach and gorilla trekking').
    const gorillas = await list(`q=${encodeURIComponent('zanzibar beach and gorilla trekking')}&limit=100`);
    expect(gorillas.searched_for).toBe('Zanzibar beach or gorilla trekking');
    expect(gorillas.experiences.some((e) => /gorilla/i.test(e.experience_name))).toBe(true);
  });

  it('drops the words that keep a search from finding anything, with the filters kept, facets included', async () => {
    const body = await list('q=fabulous%20safari%20in%20kenya&limit=100');
    expect(body.searched_for).toBe('safari Kenya');
    expect(body.experiences.map((e) => e.id)).toEqual((await list('q=safari%20kenya&limit=100')).experiences.map((e) => e.id));
    expect((await facets('q=fabulous%20safari%20in%20kenya')).total).toBe(body.total);
    // The category still applies to what is searched instead.
    const beach = await list(`q=fabulous%20safari%20in%20kenya&tripType=${encodeURIComponent('Beach Time')}`);
    expect(beach.total).toBeGreaterThan(0);
    for (const e of beach.experiences) expect(e.experience_type).toMatch(/beach/i);
  });

  it('reads a day trip as experiences of one day, facets included, and the shortest first when none is that short', async () => {
    const body = await list('q=day%20trip%20zanzibar&limit=100');
    expect(body.total).toBe((await list('q=zanzibar&maxDays=1&limit=1')).total);
    expect(body.total).toBeGreaterThan(0);
    expect(body.searched_for).toBeNull();
    for (const e of body.experiences) expect(e.duration_days).toBe(1);
    expect((await facets('q=day%20trip%20zanzibar')).total).toBe(body.total);
    // No Zanzibar day trip is a week long: the Zanzibar trips of a week or more, shortest first, and said so.
    const week = await list('q=day%20trip%20zanzibar&minDays=7&limit=100');
    expect(week.total).toBe((await list('q=zanzibar&minDays=7&limit=1')).total);
    expect(week.total).toBeGreaterThan(1);
    expect(week.read_as).toBe('Zanzibar · closest to 1 day');
    const lengths = week.experiences.map((e) => e.duration_days!);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
    // No Arusha trip lasts a day: the shortest first, not the word 'day' that every 'N-Day' name has; of the trips
    // named for Arusha, not those whose descriptions only mention it.
    const arusha = await list('q=day%20trip%20from%20arusha&limit=100');
    expect(arusha.read_as).toBe('Arusha · closest to 1 day');
    expect(arusha.total).toBeGreaterThan(1);
    expect(arusha.total).toBeLessThan((await list('q=arusha&minDays=1&limit=1')).total);
    expect(arusha.experiences[0]!.experience_name).toBe('2-Day Arusha Coffee & Culture Tour');
    // A day trip named for the words before one that only mentions them: the Rwanda gorilla treks, shortest first,
    // not the Kigali city tour (a day) whose description mentions gorillas.
    const gorillas = await list('q=rwanda%20gorilla%20trek%201%20day&limit=100');
    expect(gorillas.read_as).toBe('Rwanda gorilla trek · closest to 1 day');
    expect(gorillas.experiences.map((e) => e.experience_name)).not.toContain('Kigali City, History & Art Tour');
    expect(gorillas.experiences[0]!.experience_name).toBe('3-Day Rwanda Gorilla Trekking Experience');
    expect((await list('q=rwanda%20gorilla&maxDays=1&limit=100')).experiences.map((e) => e.experience_name)).toContain('Kigali City, History & Art Tour');
    expect(arusha.experiences.map((e) => e.duration_days!)).toEqual(arusha.experiences.map((e) => e.duration_days!).sort((a, b) => a - b));
  });

  it('reads a price said in words as a bound, facets included', async () => {
    const body = await list(`q=${encodeURIComponent('safari under $2,000')}&limit=100`);
    expect(body.total).toBe((await list('q=safari&maxPrice=2000&limit=1')).total);
    expect(body.total).toBeGreaterThan(0);
    expect(body.total).toBeLessThan((await list('q=safari&limit=1')).total);
    for (const e of body.experiences) expect(e.price).toBeLessThanOrEqual(2000);
    expect((await facets(`q=${encodeURIComponent('safari under $2,000')}`)).total).toBe(body.total);
    // The page is told, so the bound does not apply unseen.
    expect(body.read_as).toBe('safari · up to $2,000');
    // A wider bound on the page gives way to the words'; a narrower or equal one holds, and nothing was read that the
    // page does not show already.
    expect((await list(`q=${encodeURIComponent('safari under $2,000')}&maxPrice=3000`)).read_as).toBe('safari · up to $2,000');
    expect((await list(`q=${encodeURIComponent('safari under $2,000')}&maxPrice=1000`)).read_as).toBeNull();
    expect((await list(`q=${encodeURIComponent('safari under $2,000')}&maxPrice=2000`)).read_as).toBeNull();
    expect((await list('q=day%20trip%20zanzibar')).read_as).toBe('Zanzibar · 1 day');
    expect((await list('q=tanzanian%20safari')).read_as).toBeNull();
    expect((await list('q=safari')).read_as).toBeNull();
  });

  it('reads a length said as about that long, closest first, shown as a reading, facets included', async () => {
    const body = await list(`q=${encodeURIComponent('gorilla trekking 3 days')}&limit=100`);
    expect(body.read_as).toBe('gorilla trekking · about 3 days');
    // The words' matches of 2 to 4 days, every one of them, and not the words '3' and 'day' matched in names.
    const window = await list('q=gorilla%20trekking&minDays=2&maxDays=4&limit=100');
    expect(body.experiences.map((e) => e.id).sort()).toEqual(window.experiences.map((e) => e.id).sort());
    expect(body.total).toBeGreaterThan(2);
    expect((await facets(`q=${encodeURIComponent('gorilla trekking 3 days')}`)).total).toBe(body.total);
    // The experiences named for the words (a gorilla trek) first, then those that only mention them; in each, the
    // length asked for first, then the nearest: the 3-day trek, then 4-day ones.
    const distances = (page: ListExperiencesResponse, days: number) => page.experiences.map((e) => Math.abs(e.duration_days! - days));
    const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
    expect(body.experiences[0]!.experience_name).toBe('3-Day Rwanda Gorilla Trekking Experience');
    const namedFor = (e: { experience_name: string }) => /gorilla/i.test(e.experience_name);
    const named = body.experiences.findIndex((e) => !namedFor(e));
    expect(named).toBeGreaterThan(1);
    expect(body.experiences.slice(named).some(namedFor)).toBe(false);
    for (const part of [body.experiences.slice(0, named), body.experiences.slice(named)]) {
      const d = distances({ ...body, experiences: part }, 3);
      expect(d).toEqual(sorted(d));
    }
    expect(new Set(distances(body, 3)).size).toBe(2);
    // A trek named for gorillas in Uganda comes before the 3-day lake retreats whose descriptions mention gorillas.
    const uganda = await list(`q=${encodeURIComponent('uganda gorillas 3 days')}&limit=100`);
    expect(uganda.experiences[0]!.experience_name).toBe('4-Day Bwindi Gorilla Trekking Safari');
    expect(uganda.experiences.slice(1).map((e) => e.duration_days)).toContain(3);
    // Nothing about that long named for the words: the trips named for them at any length, closest first, before those
    // about that long that only mention them (a Lamu trail whose agency is named for Tsavo), facets included.
    const tsavo = await list(`q=${encodeURIComponent('tsavo 2 days')}&limit=100`);
    expect(tsavo.read_as).toBe('Tsavo · closest to 2 days');
    expect(tsavo.experiences.map((e) => e.experience_name)).toEqual(['7-Day Tsavo & Diani Bush-and-Beach', 'Luxury 8-Day Tsavo & Diani Bush-and-Beach']);
    expect((await list('q=tsavo&minDays=1&maxDays=3&limit=1')).total).toBeGreaterThan(0);
    expect((await facets(`q=${encodeURIComponent('tsavo 2 days')}`)).total).toBe(tsavo.total);
    // Nothing of about that length: every length, closest first.
    const far = await list(`q=${encodeURIComponent('zanzibar 3 weeks')}&limit=100`);
    expect(far.read_as).toBe('Zanzibar · closest to 21 days');
    expect(far.total).toBe((await list('q=zanzibar&minDays=1&limit=1')).total);
    expect(distances(far, 21)).toEqual(distances(far, 21).sort((a, b) => a - b));
    // The place a trip leaves from, which its description says, is not a word it must be named for to come first: the
    // safaris that leave Arusha before a 2-day Arusha coffee tour whose description names its agency's '… Safaris'.
    const fromArusha = await list(`q=${encodeURIComponent('2 day safari from arusha')}&limit=100`);
    expect(fromArusha.read_as).toBe('safari from Arusha · about 2 days');
    const coffee = fromArusha.experiences.findIndex((e) => /coffee/i.test(e.experience_name));
    expect(coffee).toBeGreaterThan(0);
    for (const e of fromArusha.experiences.slice(0, coffee)) expect(e.experience_name).toMatch(/safari/i);
    // No other words: exactly that length.
    const alone = await list('q=10%20days&limit=100');
    expect(alone.read_as).toBe('10 days');
    expect(alone.total).toBeGreaterThan(0);
    for (const e of alone.experiences) expect(e.duration_days).toBe(10);
  });

  it('reads cheap as the cheaper of the best matches, shown as a bound, facets included', async () => {
    const body = await list(`q=${encodeURIComponent('cheap safari tanzania')}&limit=100`);
    const bound = /^safari Tanzania · up to \$([0-9,]+)$/.exec(body.read_as ?? '');
    expect(bound, body.read_as ?? 'no reading').not.toBeNull();
    const maxPrice = Number(bound![1]!.replace(',', ''));
    // The same experiences as the words without 'cheap' and that bound on the page, and fewer than the words alone.
    const bounded = (await list(`q=safari%20tanzania&maxPrice=${maxPrice}&limit=100`)).experiences;
    const idSet = (list: typeof bounded) => list.map((e) => e.id).sort((a, b) => a - b);
    expect(idSet(body.experiences)).toEqual(idSet(bounded));
    // Ranked otherwise: the safaris whose names say so, cheapest first, where relevance alone led with a 'Luxury' one.
    const firstFive = body.experiences.slice(0, 5);
    for (const e of firstFive) expect(e.experience_name).toMatch(/safari/i);
    expect(firstFive.map((e) => e.price)).toEqual(firstFive.map((e) => e.price).sort((a, b) => a! - b!));
    expect(bounded[0]!.price).toBeGreaterThan(firstFive[0]!.price!);
    expect(body.total).toBeGreaterThan(0);
    expect(body.total).toBeLessThan((await list('q=safari%20tanzania&limit=1')).total);
    for (const e of body.experiences) expect(e.price).toBeLessThanOrEqual(maxPrice);
    expect((await facets(`q=${encodeURIComponent('cheap safari tanzania')}`)).total).toBe(body.total);
    // Not the word 'budget', which the catalogue only has in its descriptions' small print.
    expect(body.searched_for).toBeNull();
  });

  it('keeps the most the traveller said they would pay as the bound beside cheap, in the words or on the page', async () => {
    // 'cheap kenya safari under 1000' had been read as up to $500, hiding the trips from $500 to $1,000.
    const said = await list(`q=${encodeURIComponent('cheap kenya safari under 1000')}&limit=100`);
    expect(said.read_as).toBe('Kenya safari · up to $1,000');
    expect(said.total).toBe((await list(`q=${encodeURIComponent('kenya safari under 1000')}&limit=100`)).total);
    expect(said.experiences.some((e) => e.price! > 500)).toBe(true);
    const onPage = await list(`q=${encodeURIComponent('cheap safari')}&maxPrice=5000&limit=100`);
    expect(onPage.total).toBe((await list('q=safari&maxPrice=5000&limit=100')).total);
    expect(onPage.experiences.some((e) => e.price! > 2500)).toBe(true);
    for (const e of onPage.experiences) expect(e.price).toBeLessThanOrEqual(5000);
    // Cheapest first among the safaris named so, as with cheap alone.
    const firstFive = onPage.experiences.slice(0, 5).map((e) => e.price!);
    expect(firstFive).toEqual([...firstFive].sort((a, b) => a - b));
  });

  it('reads a slip of a word that asks for the cheaper trips as that word, and says what it searched for', async () => {
    const meant = await list('q=budget%20safari&limit=100');
    expect(meant.read_as).toMatch(/^safari · up to \$[0-9,]+$/);
    const ids = (body: ListExperiencesResponse) => body.experiences.map((e) => e.id);
    // 'budjet safari' and 'cheep safari' had dropped the word and shown every safari.
    for (const [q, label] of [
      ['budjet safari', 'budget safari'],
      ['cheep safari', 'cheap safari'],
    ] as const) {
      const body = await list(`q=${encodeURIComponent(q)}&limit=100`);
      expect(body.searched_for, q).toBe(`${label}${meant.read_as!.slice('safari'.length)}`);
      expect(ids(body), q).toEqual(ids(meant));
      expect((await facets(`q=${encodeURIComponent(q)}`)).total, q).toBe(meant.total);
    }
  });

  it('reads a town beside a covered place that no experience is named for as that place, and says so', async () => {
    const ids = (body: ListExperiencesResponse) => body.experiences.map((e) => e.id);
    // 'musanze', Volcanoes' gateway town, is in the catalogue only as the town an agency works from: it had found a
    // Kigali city tour and a Lake Kivu escape.
    const volcanoes = await list('q=volcanoes&limit=100');
    for (const q of ['musanze', 'Musanze']) {
      const body = await list(`q=${q}&limit=100`);
      expect(body.read_as, q).toBe('Volcanoes');
      expect(body.searched_for, q).toBeNull();
      expect(ids(body), q).toEqual(ids(volcanoes));
    }
    expect((await facets('q=musanze')).total).toBe(volcanoes.total);
    // Read as the covered place's words are: a length beside it, a slip.
    const short = await list('q=musanze%203%20days&limit=100');
    expect(short.read_as).toBe('Volcanoes · about 3 days');
    expect(ids(short)).toEqual(ids(await list('q=volcanoes%203%20days&limit=100')));
    const gorillas = await list('q=musanze%20gorila&limit=100');
    expect(gorillas.searched_for).toBe('Volcanoes gorilla');
    expect(ids(gorillas)).toEqual(ids(await list('q=volcanoes%20gorilla&limit=100')));
  });

  it("reads accommodation as the catalogue's lodges, and beside other words as a word that only ranks", async () => {
    const lodges = await list('q=hotel&limit=100');
    expect(lodges.searched_for).toBe('lodge');
    // 'accommodation' had found nothing, 'zanzibar accommodation' had dropped it and said so.
    for (const q of ['accommodation', 'accomodation', 'lodging']) {
      const body = await list(`q=${q}&limit=100`);
      expect(body.total, q).toBe(lodges.total);
      expect(body.experiences.map((e) => e.id), q).toEqual(lodges.experiences.map((e) => e.id));
    }
    const zanzibar = await list('q=zanzibar&limit=100');
    const stay = await list('q=zanzibar%20accommodation&limit=100');
    expect(stay.searched_for).toBeNull();
    expect(stay.total).toBe(zanzibar.total);
  });

  it.each([
    ['brotli', 'gzip, deflate, br', 60],
    ['gzip', 'gzip, deflate', 61],
  ])('sends a large page first asked for with %s the same to every client after: brotli, gzip or plain', async (_, first, limit) => {
    const get = (encoding?: string) => ctx.app.inject({ url: `/api/experiences?q=safari&limit=${limit}`, headers: encoding ? { 'accept-encoding': encoding } : {} });
    const decoded = (res: Awaited<ReturnType<typeof get>>) =>
      (res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload)).toString();
    const packed = await get(first);
    expect(packed.headers['content-encoding']).toBe(first.includes('br') ? 'br' : 'gzip');
    const json = decoded(packed);
    expect(json.length).toBeGreaterThan(12 * 1024);
    expect(json).toBe(JSON.stringify(listExperiencesResponse.parse(JSON.parse(json))));
    // Kept compressed alone: the JSON is read back from it for a client that takes none, and compressed otherwise.
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(json);
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(json);
    const br = await get('br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(decoded(br)).toBe(json);
  });

  it('compresses an answer asked for often once more, smaller, off the event loop, to the same JSON', async () => {
    const get = () => ctx.app.inject({ url: '/api/experiences?q=safari&limit=62', headers: { 'accept-encoding': 'br' } });
    const cache = responseCacheFor(ctx.database);
    const sizes: number[] = [];
    let first = '';
    for (let send = 1; send <= 32; send++) {
      const res = await get();
      sizes.push(res.rawPayload.length);
      if (send === 1) first = brotliDecompressSync(res.rawPayload).toString();
      else expect(brotliDecompressSync(res.rawPayload).toString(), `send ${send}`).toBe(first);
    }
    // Cheap for the first 32 sends; the 32nd starts the recompression, and the sends after it is done are smaller.
    expect(new Set(sizes).size).toBe(1);
    const before = cache.stats().bytes;
    await cache.recompressed();
    const smaller = await get();
    expect(smaller.rawPayload.length).toBeLessThan(0.9 * sizes[0]!);
    expect(brotliDecompressSync(smaller.rawPayload).toString()).toBe(first);
    // The cache counts the smaller form in place of the cheap one.
    expect(cache.stats().bytes - before).toBe(smaller.rawPayload.length - sizes[0]!);
    expect((await get()).rawPayload.length).toBe(smaller.rawPayload.length);
  });

  it('suggests places and experiences as the traveller types, misspellings corrected', async () => {
    const get = async (q: string) => (await ctx.app.inject({ url: `/api/search/suggestions?q=${encodeURIComponent(q)}` })).json<SearchSuggestions>();
    const ser = await get('seren');
    expect(ser.places[0]).toMatchObject({ name: 'Serengeti', country: 'Tanzania' });
    expect(ser.experiences.length).toBeGreaterThan(0);
    expect(ser.experiences.every((e) => /serengeti/i.test(e.experience_name) || e.location?.includes('Serengeti'))).toBe(true);
    expect((await get('zanzibr')).places.map((p) => p.name)).toContain('Zanzibar');
    // As the words mean it: a people's name is the country's, a day trip is a length.
    expect((await get('tanzanian')).places.map((p) => p.name)).toContain('Tanzania');
    expect((await get('day trip zanzib')).places.map((p) => p.name)).toEqual(['Zanzibar']);
    expect((await get('nosy bé')).experiences[0]!.experience_name).toMatch(/Nosy Be/);
    expect(await get('s')).toEqual({ places: [], experiences: [] });
    // A word still being typed that makes a phrase the catalogue says other ways: what the finished phrase finds.
    const village = (await list('q=maasai%20village&limit=5')).experiences.map((e) => e.id);
    expect((await get('maasai vil')).experiences.map((e) => e.id)).toEqual(village);
    expect((await get('maasai vil')).experiences[0]!.experience_name).toMatch(/Maasai/);
    const overland = (await list('q=overland&limit=5')).experiences.map((e) => e.id);
    expect((await get('overl')).experiences.map((e) => e.id)).toEqual(overland);
    // Not from two letters beside other words: 'kilimanjaro ma' had been finished as 'kilimanjaro manyatta' (a Kenya
    // safari) where the traveller was typing Machame or Marangu.
    const kilimanjaroMa = (await get('kilimanjaro ma')).experiences.map((e) => e.experience_name);
    expect(kilimanjaroMa).toHaveLength(5);
    for (const name of kilimanjaroMa) expect(name).toMatch(/Kilimanjaro/);
    expect(kilimanjaroMa.some((name) => /Machame|Marangu/.test(name))).toBe(true);
    // A place's name with its last word still being typed: that place's trips ('lake k' had led with a Rwanda
    // honeymoon whose text says many words starting with 'k', 'nosy b' with the Grand Madagascar tours).
    for (const [typed, place] of [['lake k', 'lake kivu'], ['nosy b', 'nosy be'], ['queen e', 'queen elizabeth']] as const) {
      const named = (await list(`q=${encodeURIComponent(place)}&limit=5`)).experiences.map((e) => e.id);
      const shown = await get(typed);
      expect(shown.experiences.map((e) => e.id), typed).toEqual(named);
      expect(shown.experiences[0]!.experience_name.toLowerCase(), typed).toContain(place);
    }
    expect((await get('ile sainte m')).places.map((p) => p.name)).toEqual(['Île Sainte-Marie']);
    // A name's first three letters that make a short English word ('tar', 'mas'), matched whole by the search: the
    // name's trips, as any other start's ('ser', 'kil'); they had suggested no experience.
    for (const [typed, place, named] of [['tar', 'Tarangire', /Tarangire/], ['mas', 'Masai Mara', /Maa?sai Mara/]] as const) {
      const shown = await get(typed);
      expect(shown.places.map((p) => p.name), typed).toEqual([place]);
      expect(shown.experiences.length, typed).toBe(5);
      for (const e of shown.experiences) expect(`${e.experience_name} · ${e.location}`, typed).toMatch(named);
    }
    // A short English word still being typed, which the search matches whole and finds nothing by: what its most used
    // completion finds ('chi' had suggested nothing between 'ch' and 'chim').
    const chi = await get('chi');
    expect(chi.experiences.length).toBe(5);
    for (const e of chi.experiences) expect(e.experience_name).toMatch(/\bchi/i);
    // A start the search reads as a word of its own that finds nothing ('and', a stop word; 'mu'): the trips of the
    // place suggested for it.
    for (const [typed, place] of [['and', 'Andasibe-Mantadia'], ['mu', 'Murchison Falls']] as const) {
      const shown = await get(typed);
      expect(shown.places.map((p) => p.name), typed).toEqual([place]);
      const named = (await list(`q=${encodeURIComponent(place)}&limit=5`)).experiences.map((e) => e.id);
      expect(named.length, typed).toBe(5);
      expect(shown.experiences.map((e) => e.id), typed).toEqual(named);
    }
    // A town beside a covered place, as the search reads it: 'musanze' (in the catalogue only as an agency's town) had
    // suggested no place, where 'kinigi' (not in it) suggested Volcanoes National Park.
    for (const town of ['musanze', 'kinigi']) expect((await get(town)).places.map((p) => p.name), town).toEqual(['Volcanoes National Park']);
    // The start of such a place's name, too short for a slip, that no catalogue word starts as: what the whole name
    // finds ('olduv', 'nyirag' had suggested nothing).
    for (const [typed, whole, place] of [['olduv', 'olduvai', 'Ngorongoro Crater'], ['nyirag', 'nyiragongo', 'Volcanoes National Park']] as const) {
      const shown = await get(typed);
      expect(shown.places.map((p) => p.name), typed).toEqual([place]);
      const named = (await list(`q=${whole}&limit=5`)).experiences.map((e) => e.id);
      expect(named.length, typed).toBeGreaterThan(0);
      expect(shown.experiences.map((e) => e.id), typed).toEqual(named);
    }
    expect(await get('zzzz'), 'a start of nothing the region names').toEqual({ places: [], experiences: [] });
  });

  it('suggests the experiences the search would show first, its reading of the words included', async () => {
    const get = async (q: string) => (await ctx.app.inject({ url: `/api/search/suggestions?q=${encodeURIComponent(q)}` })).json<SearchSuggestions>();
    for (const q of ['stonetown', 'day trip zanzibar', 'best safari in kenya', 'hot air balloon']) {
      const first = (await list(`q=${encodeURIComponent(q)}&limit=5`)).experiences.map((e) => e.id);
      expect(first.length, q).toBeGreaterThan(0);
      expect((await get(q)).experiences.map((e) => e.id), q).toEqual(first);
    }
  });
});
