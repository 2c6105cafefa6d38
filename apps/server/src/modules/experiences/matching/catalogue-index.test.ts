import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { CATEGORY_FILTERS, EXPERIENCE_SORTS, experienceDetailSchema, POPULAR_SEARCH_DESTINATIONS, seededRandom, type ExperienceFacets, type ListExperiencesResponse } from '@safari/contract';
import * as s from '../../../db/schema.js';
import { seedDemoIfEmpty } from '../../../db/demo/seed.js';
import { createTestContext, type TestContext } from '../../../test/harness.js';
import { createAgent } from '../../../test/factories.js';
import { catalogueIndexFor, createCatalogueIndexCache, loadCatalogueIndex, type CatalogueIndex } from './catalogue-index.js';
import { byRankDescending } from './rank-order.js';
import { cardCacheFor, createCardCache } from '../serving/card-cache.js';
import { catalogueWarmed } from '../serving/catalogue-warm.js';
import { warmAtStart } from '../serving/catalogue-start.js';
import { responseCacheFor } from '../serving/response-cache.js';
import { experiencePagesFor } from '../serving/experience-pages.js';
import { agentPagesFor } from '../../agents/agent-pages.js';
import { getExperienceDetail } from '../detail.js';
import { loadVocabulary } from '../words/vocabulary.js';
import { countFacets } from '../facets.js';
import { isPubliclyVisible, type ExperienceFilter } from '../filters.js';
import { findExperiencePage } from '../service.js';
import { textOperands } from '../words/text-search.js';
import { lengthWindow } from '../words/length-preference.js';

const SLOW = 180_000;

/**
 * The in-memory index answers public searches (decisions 015 and 017). Its checks re-state the SQL filters, the
 * full-text match and ts_rank in JavaScript, so this file holds the two to the same answers on the demo catalogue plus
 * awkward rows (no price, no length, no type), over random filters and words: same ids in the same order, same
 * totals, same facet counts.
 */
describe('ranking order', () => {
  it('orders ranks highest first and ties by index, down to the last bit of a float or a double', () => {
    const rnd = seededRandom(3);
    // Ranks as the index makes them: float4 ones (every rank of a search without generic words, sorted packed with
    // their index), float8 sums (sorted by their 64 bits), zeros, exact ties, and neighbours one bit apart.
    const bitAbove = (x: number, single: boolean) => {
      const f = single ? new Float32Array([x]) : new Float64Array([x]);
      if (single) new Uint32Array(f.buffer)[0]! += 1;
      else new BigUint64Array(f.buffer)[0]! += 1n;
      return f[0]!;
    };
    for (let round = 0; round < 400; round++) {
      const single = round % 2 === 0;
      const n = Math.floor(rnd() * 600);
      const ranks = new Float64Array(n);
      for (let i = 0; i < n; i++) {
        const r = rnd();
        const fresh = single || r < 0.75 ? Math.fround(rnd() / 8) : Math.fround(rnd() / 8) + 0.1 * Math.fround(rnd() / 8);
        ranks[i] = r < 0.1 ? 0 : r < 0.3 && i > 0 ? ranks[i - 1]! : r < 0.5 && i > 0 ? bitAbove(ranks[i - 1]!, single) : fresh;
      }
      const expected = Array.from(ranks.keys()).sort((a, b) => ranks[b]! - ranks[a]! || a - b);
      expect(Array.from(byRankDescending(ranks)), `round ${round}`).toEqual(expected);
      // Only the first few in order (a page's worth): the same ones, moved past the rest by a selection.
      const first = Math.floor(rnd() * (n + 2));
      expect(Array.from(byRankDescending(ranks, first)), `round ${round}, first ${first}`).toEqual(expected.slice(0, first));
    }
  });
});

describe('catalogue index: searches answered in memory, as SQL answers them', { timeout: SLOW }, () => {
  let ctx: TestContext;
  let places: string[];
  let agentIds: number[];
  beforeAll(async () => {
    ctx = await createTestContext();
    await seedDemoIfEmpty(ctx.database);
    const agent = await createAgent(ctx.database.db, { agencyName: 'Odd Rows Ltd' });
    // Rows the SQL treats specially: no price, no length, no type, no country, a mixed-case place.
    await ctx.database.db.insert(s.experiences).values([
      { agentId: agent.id, experienceName: 'Unpriced walk', experienceType: 'Safari walk', country: 'Kenya', durationDays: 2, priceCents: null },
      { agentId: agent.id, experienceName: 'Open-ended stay', experienceType: 'Beach stay', country: 'Tanzania', destinationName: 'Zanzibar', durationDays: null, priceCents: 150_000 },
      { agentId: agent.id, experienceName: 'Untyped day', experienceType: null, country: null, location: 'Lake NAIVASHA shore', durationDays: 1, priceCents: 9_900, isTour: true },
    ]);
    const rows = (await ctx.database.db.execute(sql`select distinct unnest(destinations) as p from experiences`)) as unknown as { rows: Array<{ p: string }> };
    places = rows.rows.map((r) => r.p);
    agentIds = (await ctx.database.db.select({ id: s.agents.id }).from(s.agents)).map((a) => a.id);
  }, SLOW);
  afterAll(async () => ctx?.close());

  function randomFilters(seed: number, n: number): ExperienceFilter[] {
    const rnd = seededRandom(seed);
    const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
    const destinations = [...POPULAR_SEARCH_DESTINATIONS, 'tanzania', 'KENYA', 'naivasha', 'Serengeti', 'stone town', 'nowhere at all', ...places];
    const tripTypes = [...CATEGORY_FILTERS.map((c) => c.name), 'walk', 'Gorilla', 'nothing like it'];
    return Array.from({ length: n }, () => {
      const f: ExperienceFilter = {};
      if (rnd() < 0.6) f.tripType = pick(tripTypes);
      if (rnd() < 0.6) f.destination = pick(destinations);
      if (rnd() < 0.3) f.minPrice = pick([0, 500, 1500]);
      if (rnd() < 0.3) f.maxPrice = pick([99, 1000, 2500, 5000]);
      if (rnd() < 0.3) f.minDays = pick([1, 3, 6]);
      if (rnd() < 0.3) f.maxDays = pick([1, 4, 8]);
      if (rnd() < 0.1) f.toursOnly = true;
      if (rnd() < 0.1) f.agentId = pick(agentIds);
      // Months said alone (ExperienceFilter.bestIn): the experiences best in one of them.
      if (rnd() < 0.2) f.bestIn = pick([[12], [1, 12], [3, 4, 5], [7]]);
      return f;
    });
  }

  it('pages and counts 150 random filters and sorts exactly as SQL does', async () => {
    const index = await loadCatalogueIndex(ctx.database.db);
    const rnd = seededRandom(7);
    let nonEmpty = 0;
    for (const filter of randomFilters(14, 150)) {
      const sort = EXPERIENCE_SORTS[Math.floor(rnd() * EXPERIENCE_SORTS.length)]!;
      const offset = Math.floor(rnd() * 3) * 10;
      const fromSql = await findExperiencePage(ctx.database.db, filter, 20, offset, sort);
      const fromIndex = index.page(filter, sort, 20, offset);
      const label = JSON.stringify({ filter, sort, offset });
      expect(fromIndex.total, label).toBe(fromSql.total);
      expect(fromIndex.ids, label).toEqual(fromSql.experiences.map((e) => e.id));
      if (fromSql.total > 0) nonEmpty++;
    }
    // The filters must exercise real matches, not only empty answers.
    expect(nonEmpty).toBeGreaterThanOrEqual(60);
  });

  it('pages a bound sorted against itself (the cheapest trips, dearest first) as SQL does, the walk starting where the bound holds', async () => {
    // The cheapest trips all come at the end of the dearest-first order: the walk starts at the first of them
    // (boundStart), and every page, the first rows past that start included, must be SQL's.
    const index = await loadCatalogueIndex(ctx.database.db);
    const prices = (await ctx.database.db.select({ cents: s.experiences.priceCents }).from(s.experiences))
      .map((r) => r.cents)
      .filter((c): c is number => c !== null)
      .sort((a, b) => a - b);
    for (const [filter, sort] of [
      [{ maxPrice: Math.floor(prices[Math.floor(prices.length / 8)]! / 100) }, 'price_desc'],
      [{ maxPrice: Math.floor(prices[Math.floor(prices.length / 5)]! / 100), tripType: 'Safari & Wildlife' }, 'price_desc'],
      [{ minDays: 8 }, 'duration_asc'],
      [{ maxDays: 3 }, 'duration_desc'],
      [{ minPrice: 1500, destination: 'Tanzania' }, 'price_asc'],
    ] satisfies Array<[ExperienceFilter, (typeof EXPERIENCE_SORTS)[number]]>) {
      for (const [limit, offset] of [[1, 0], [2, 3], [5, 1], [20, 0]] as const) {
        const fromSql = await findExperiencePage(ctx.database.db, filter, limit, offset, sort);
        const label = JSON.stringify({ filter, sort, limit, offset });
        expect(fromSql.experiences.length, label).toBeGreaterThan(0);
        expect(index.page(filter, sort, limit, offset).ids, label).toEqual(fromSql.experiences.map((e) => e.id));
      }
    }
  });

  it('keeps the matches asked for most recently, so words asked often outlast those asked once', async () => {
    // Room for three filters' matches: the filter asked again before a fourth arrives is kept, the one not asked since
    // goes (a varied search's pairs of words had pushed out the single words asked every second, ranked again each time).
    const index = await loadCatalogueIndex(ctx.database.db, { memoMax: 64, matchesMax: 3 });
    const often = { q: 'gorilla' };
    const operands = async (filter: ExperienceFilter) => (await textOperands(ctx.database.db, filter))!;
    const count = async (filter: ExperienceFilter) => index.count(filter, await operands(filter));
    // What it was asked while it was built (a page it warms) is counted apart.
    const built = index.stats();
    const asked = () => ({ hits: index.stats().hits - built.hits, misses: index.stats().misses - built.misses });
    await count(often);
    await count({ q: 'beach' });
    await count({ q: 'safari' });
    expect(asked()).toEqual({ hits: 0, misses: 3 });
    await count(often);
    expect(asked()).toEqual({ hits: 1, misses: 3 });
    await count({ q: 'lemur' });
    await count(often);
    expect(asked()).toEqual({ hits: 2, misses: 4 });
    // 'beach', asked least recently, was the one to go.
    await count({ q: 'safari' });
    await count({ q: 'beach' });
    expect(asked()).toEqual({ hits: 3, misses: 5 });
  });

  it("gives every agency's page (the agent page's cards and count) as the filter by agency gives it", async () => {
    const index = await loadCatalogueIndex(ctx.database.db);
    let withExperiences = 0;
    for (const agentId of agentIds) {
      const fromSql = await findExperiencePage(ctx.database.db, { agentId }, 200, 0);
      const fromIndex = index.agentPage(agentId, 200);
      expect(fromIndex, `agent ${agentId}`).toEqual({ ids: fromSql.experiences.map((e) => e.id), total: fromSql.total });
      expect(index.agentPage(agentId, 2).ids).toEqual(fromIndex.ids.slice(0, 2));
      if (fromIndex.total > 1) withExperiences++;
    }
    expect(withExperiences).toBeGreaterThanOrEqual(5);
    expect(index.agentPage(-1, 200)).toEqual({ ids: [], total: 0 });
  });

  /** Words as travellers type them: whole, stemmed or not, prefixes, accents, capitals, generic words, stop words. */
  async function randomQueries(seed: number, n: number): Promise<string[]> {
    const rnd = seededRandom(seed);
    const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
    const text = (await ctx.database.db.select({ name: s.experiences.experienceName, description: s.experiences.description }).from(s.experiences))
      .map((e) => `${e.name} ${e.description ?? ''}`)
      .join(' ');
    const words = [...new Set(text.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 1))];
    const fixed = ['Nosy Bé', 'nosy be', 'gorilla tours', 'Gorillas', 'kilimanjaro trekking', 'tours', 'the', 'the serengeti', 'a', 's', '3', '1 day', '10 days safari', 'zanzibar beach', 'xyzzy', '--', 'Safari', 'canoeing', 'lodges walking', 'hiking', 'tea', 'cats', 'spa', 'zan'];
    return Array.from({ length: n }, () => {
      const word = () => {
        const w = pick(words);
        const r = rnd();
        return r < 0.3 ? w.slice(0, 2 + Math.floor(rnd() * 4)) : r < 0.4 ? `${w}s` : r < 0.5 ? w.toUpperCase() : w;
      };
      const r = rnd();
      return r < 0.15 ? pick(fixed) : r < 0.7 ? word() : r < 0.9 ? `${word()} ${word()}` : `${word()} ${pick(['tours', 'trip', 'the'])} ${word()}`;
    });
  }

  // Tight limits: every few searches drop kept sets, whose memory the next ones reuse.
  it.each([
    ['', undefined],
    [', reusing the sets it drops when it keeps few', { memoMax: 6, matchesMax: 3 }],
  ])('matches, ranks and counts 200 random word searches exactly as SQL does%s', async (_, limits) => {
    const index = await loadCatalogueIndex(ctx.database.db, limits);
    const queries = await randomQueries(3, 200);
    const filters = randomFilters(5, 200);
    const rnd = seededRandom(11);
    let nonEmpty = 0;
    const asked: Array<{ filter: ExperienceFilter; text: Awaited<ReturnType<typeof textOperands>> }> = [];
    for (const [i, q] of queries.entries()) {
      // Half the searches with words alone, half with a random filter too.
      // A third of them also with alternatives (a fallback's places), a sixth with alternatives alone.
      const anyOf = i % 3 === 0 ? [queries[(i + 1) % queries.length]!, queries[(i + 2) % queries.length]!] : undefined;
      const filter: ExperienceFilter = { ...(i % 2 ? filters[i] : {}), q: i % 6 === 0 ? undefined : q, anyOf };
      // Half of those with the first alternative asked for and the other widening the search (ranking as generic words).
      if (anyOf && i % 2 === 0) filter.widening = true;
      // The other half places named together, taken in turn (ExperienceFilter.inTurn).
      if (anyOf && i % 2 === 1) filter.inTurn = true;
      // A fifth with a length said (length-preference.ts): its window, with the experiences named for the words first,
      // or none (lengths unknown rank last).
      // A seventh naming a place the words cannot tell apart (placesNamedBy), as a destination matches it.
      if (i % 7 === 3) filter.places = [places[i % places.length]!];
      if (i % 5 === 2) Object.assign(filter, { nearDays: [2, 3, 7, 10][i % 4] }, i % 10 === 2 ? { ...lengthWindow([2, 3, 7, 10][i % 4]!), namedFirst: true } : {});
      // An eighth asking for the cheaper trips (budget.ts): named first, cheapest first, some with a length said too.
      if (i % 8 === 5) filter.cheaperFirst = true;
      // A ninth asking for an order (query-intent.ts ORDERS): named first, in that order, none of it last.
      if (i % 9 === 4) filter.order = (['price_asc', 'price_desc', 'duration_asc', 'duration_desc'] as const)[i % 4];
      // A sixth with months said (month-preference.ts): those best in one of them first, after the preferences above.
      if (i % 6 === 1) filter.whenMonths = [[11], [3, 12], [5]][i % 3];
      // A tenth ruling out what another search's words name (query-intent.ts: 'safari without camping'), every
      // other one of them with no words of its own ('no camping').
      if (i % 10 === 7) {
        filter.without = [queries[(i + 3) % queries.length]!, ...(i % 20 === 7 ? [queries[(i + 4) % queries.length]!] : [])];
        // With no words the page's order is the sort's (service.ts pageOf turns the cheaper trips or an order asked
        // for into a sort before either path answers).
        if (i % 20 === 17) Object.assign(filter, { q: undefined, anyOf: undefined, widening: undefined, inTurn: undefined, cheaperFirst: undefined, order: undefined });
      }
      // An eleventh only of the experiences named for every word (ExperienceFilter.namedOnly: a day trip's first reading).
      if (i % 11 === 6) filter.namedOnly = true;
      // A thirteenth joining a place with its country ('tanzania and zanzibar'): the trips that combine them first.
      if (i % 13 === 9) filter.combinedFirst = true;
      const sort = rnd() < 0.6 ? 'relevance' : EXPERIENCE_SORTS[Math.floor(rnd() * EXPERIENCE_SORTS.length)]!;
      const offset = rnd() < 0.7 ? 0 : 10;
      const text = await textOperands(ctx.database.db, filter);
      const label = JSON.stringify({ filter, sort, offset, text });
      expect(text, label).toBeDefined();
      const fromSql = await findExperiencePage(ctx.database.db, filter, 20, offset, sort);
      expect(fromSql.total_estimated, label).toBe(false);
      const fromIndex = index.page(filter, sort, 20, offset, text);
      expect(fromIndex.total, label).toBe(fromSql.total);
      expect(fromIndex.ids, label).toEqual(fromSql.experiences.map((e) => e.id));
      if (i % 4 === 0) expect(index.facets(filter, text), label).toEqual(await countFacets(ctx.database.db, filter));
      if (fromSql.total > 1) nonEmpty++;
      asked.push({ filter, text });
    }
    expect(nonEmpty).toBeGreaterThanOrEqual(80);
    // Later pages of the same searches, after every other search has ranked: from the ranked head each search kept.
    for (const { filter, text } of asked) {
      const fromSql = await findExperiencePage(ctx.database.db, filter, 20, 25, 'relevance');
      expect(index.page(filter, 'relevance', 20, 25, text).ids, JSON.stringify({ filter, offset: 25 })).toEqual(fromSql.experiences.map((e) => e.id));
    }
    // A length said, at any length: the nearest first, and a stay of unknown length after every known one.
    const near: ExperienceFilter = { q: 'zanzibar', nearDays: 3 };
    const fromSql = await findExperiencePage(ctx.database.db, near, 100, 0, 'relevance');
    expect(index.page(near, 'relevance', 100, 0, await textOperands(ctx.database.db, near)).ids).toEqual(fromSql.experiences.map((e) => e.id));
    expect(fromSql.experiences.at(-1)!.experience_name).toBe('Open-ended stay');
    expect(fromSql.experiences[0]!.duration_days).toBe(3);
    // Among lengths about it, the experiences named for every word first, on both paths; the order it changes is
    // the one with the length first (a word only in a description: the gorilla lake retreats).
    let reordered = 0;
    for (const [q, nearDays] of [['uganda gorillas', 3], ['gorilla', 3], ['kenya', 7], ['safari arusha', 3], ['safari from arusha', 2], ['zanzibar beach', 5], ['chimpanzee', 2]] as const) {
      const ids = async (namedFirst: boolean) => {
        const filter: ExperienceFilter = { q, nearDays, ...lengthWindow(nearDays), namedFirst };
        const sqlIds = (await findExperiencePage(ctx.database.db, filter, 100, 0, 'relevance')).experiences.map((e) => e.id);
        expect(index.page(filter, 'relevance', 100, 0, await textOperands(ctx.database.db, filter)).ids, JSON.stringify(filter)).toEqual(sqlIds);
        return sqlIds;
      };
      const [named, nearest] = [await ids(true), await ids(false)];
      expect(new Set(named)).toEqual(new Set(nearest));
      if (named.join() !== nearest.join()) reordered++;
    }
    expect(reordered).toBeGreaterThanOrEqual(2);
    // Of those named, the ones listed under the place the words name first: about 5 days of 'kilimanjaro', the 6-day
    // climb before the 5-day Amboseli trip titled '… & Kilimanjaro Views'.
    const kilimanjaro: ExperienceFilter = { q: 'kilimanjaro', nearDays: 5, ...lengthWindow(5), namedFirst: true };
    const climbs = (await findExperiencePage(ctx.database.db, kilimanjaro, 100, 0, 'relevance')).experiences;
    expect(index.page(kilimanjaro, 'relevance', 100, 0, await textOperands(ctx.database.db, kilimanjaro)).ids).toEqual(climbs.map((e) => e.id));
    expect(climbs[0]!.destination_name).toBe('Kilimanjaro');
    // Places named together, taken in turn on both paths: the best of each first, then the second of each…
    for (const anyOf of [['kilimanjaro', 'zanzibar'], ['kenya', 'tanzania', 'rwanda'], ['bwindi', 'nyungwe']]) {
      const filter: ExperienceFilter = { anyOf, inTurn: true };
      const fromSql = (await findExperiencePage(ctx.database.db, filter, 1000, 0, 'relevance')).experiences;
      expect(index.page(filter, 'relevance', 1000, 0, await textOperands(ctx.database.db, filter)).ids, anyOf.join()).toEqual(fromSql.map((e) => e.id));
      const plain = (await findExperiencePage(ctx.database.db, { anyOf }, 1000, 0, 'relevance')).experiences;
      expect(new Set(fromSql.map((e) => e.id))).toEqual(new Set(plain.map((e) => e.id)));
      // The first turn holds one experience of each place, in the order their best ones rank.
      const placeOf = (e: (typeof fromSql)[number]) => anyOf.findIndex((p) => `${e.experience_name} ${e.location} ${e.destination_name} ${e.country}`.toLowerCase().includes(p));
      const leads = anyOf.map((_, k) => plain.findIndex((e) => placeOf(e) === k)).filter((at) => at >= 0).sort((a, b) => a - b).map((at) => placeOf(plain[at]!));
      expect(fromSql.slice(0, leads.length).map(placeOf), anyOf.join()).toEqual(leads);
    }
    // Words ruled out, on both paths: no match is named for them (name, places, type, location), though its description
    // may say them; a phrase only when it names every word.
    for (const filter of [{ q: 'safari', without: ['camping'] }, { without: ['masai mara'] }, { q: 'gorilla', without: ['uganda', 'lodge'] }] as ExperienceFilter[]) {
      const fromSql = (await findExperiencePage(ctx.database.db, filter, 1000, 0, 'relevance')).experiences;
      expect(index.page(filter, 'relevance', 1000, 0, await textOperands(ctx.database.db, filter)).ids, JSON.stringify(filter)).toEqual(fromSql.map((e) => e.id));
      const all = (await findExperiencePage(ctx.database.db, { ...filter, without: undefined }, 1000, 0, 'relevance')).experiences;
      expect(fromSql.length, JSON.stringify(filter)).toBeGreaterThan(0);
      expect(fromSql.length, JSON.stringify(filter)).toBeLessThan(all.length);
      const named = (e: (typeof all)[number], phrase: string) =>
        phrase.split(' ').every((w) => `${e.experience_name} ${e.experience_type} ${e.location} ${e.destination_name} ${e.country}`.toLowerCase().includes(w));
      for (const e of fromSql) for (const phrase of filter.without!) expect(named(e, phrase), `${JSON.stringify(filter)}: ${e.experience_name}`).toBe(false);
    }
    // Only those named for every word, on both paths: fewer than all that match, each named (name, type, location).
    for (const q of ['gorilla rwanda', 'arusha', 'zanzibar beach']) {
      const filter: ExperienceFilter = { q, namedOnly: true };
      const fromSql = (await findExperiencePage(ctx.database.db, filter, 1000, 0, 'relevance')).experiences;
      expect(index.page(filter, 'relevance', 1000, 0, await textOperands(ctx.database.db, filter)).ids, q).toEqual(fromSql.map((e) => e.id));
      const all = (await findExperiencePage(ctx.database.db, { q }, 1000, 0, 'relevance')).experiences;
      expect(fromSql.length, q).toBeGreaterThan(0);
      expect(fromSql.length, q).toBeLessThan(all.length);
      expect(all.map((e) => e.id), q).toEqual(expect.arrayContaining(fromSql.map((e) => e.id)));
    }
    // The cheaper trips asked for: those whose titles say every word first, cheapest first (no price last), on both
    // paths; of those, the ones listed under the place the words name first ('kilimanjaro': the climbs before the
    // cheaper Amboseli trips titled for the mountain's view).
    for (const q of ['safari tanzania', 'gorilla trekking', 'beach', 'zanzibar', 'kilimanjaro']) {
      const filter: ExperienceFilter = { q, cheaperFirst: true };
      const fromSql = (await findExperiencePage(ctx.database.db, filter, 100, 0, 'relevance')).experiences;
      expect(index.page(filter, 'relevance', 100, 0, await textOperands(ctx.database.db, filter)).ids, q).toEqual(fromSql.map((e) => e.id));
      const prices = fromSql.slice(0, 3).map((e) => e.price ?? Infinity);
      expect(prices, q).toEqual([...prices].sort((a, b) => a - b));
      if (q === 'kilimanjaro') expect(fromSql.slice(0, 3).map((e) => e.destination_name), q).toEqual(['Kilimanjaro', 'Kilimanjaro', 'Kilimanjaro']);
    }
    // Months said: of the experiences named for every word, those best in one of them first, each group in the
    // relevance order of the words alone, on both paths.
    const months = await ctx.database.db.select({ id: s.experiences.id, bestMonths: s.experiences.bestMonths }).from(s.experiences);
    const bestIn = (said: readonly number[]) => new Set(months.filter((r) => r.bestMonths.some((m) => said.includes(m))).map((r) => r.id));
    const withMonths = async (q: string, said: readonly number[]) => {
      const filter: ExperienceFilter = { q, whenMonths: [...said] };
      const plain = (await findExperiencePage(ctx.database.db, { q }, 100, 0, 'relevance')).experiences.map((e) => e.id);
      const fromSql = (await findExperiencePage(ctx.database.db, filter, 100, 0, 'relevance')).experiences.map((e) => e.id);
      expect(index.page(filter, 'relevance', 100, 0, await textOperands(ctx.database.db, filter)).ids, q).toEqual(fromSql);
      return { plain, fromSql, best: bestIn(said) };
    };
    let reorderedByMonth = 0;
    for (const [q, said] of [['safari', [11]], ['gorilla', [12]], ['beach', [10, 12]], ['kenya', [3]], ['madagascar', [4]]] as const) {
      const { plain, fromSql, best } = await withMonths(q, said);
      const moved = fromSql.slice(0, Math.max(0, fromSql.findIndex((id) => !best.has(id))));
      expect(moved, q).toEqual(plain.filter((id) => moved.includes(id)));
      expect(fromSql.slice(moved.length), q).toEqual(plain.filter((id) => !moved.includes(id)));
      if (fromSql.join() !== plain.join()) reorderedByMonth++;
    }
    expect(reorderedByMonth).toBeGreaterThanOrEqual(2);
    // No gorilla trek is best in October, but the lake retreats that mention gorillas are: they stay where they were.
    const october = await withMonths('gorilla trekking', [10]);
    expect(october.plain.some((id) => october.best.has(id))).toBe(true);
    expect(october.fromSql).toEqual(october.plain);
    // An order asked for in the words: those named for every word first, in that order (no length or price last), on
    // both paths.
    for (const [q, order] of [['safari', 'duration_desc'], ['kilimanjaro climb', 'duration_asc'], ['honeymoon', 'price_desc'], ['zanzibar', 'price_asc']] as const) {
      const filter: ExperienceFilter = { q, order };
      const fromSql = (await findExperiencePage(ctx.database.db, filter, 100, 0, 'relevance')).experiences;
      expect(index.page(filter, 'relevance', 100, 0, await textOperands(ctx.database.db, filter)).ids, q).toEqual(fromSql.map((e) => e.id));
      const key = (e: (typeof fromSql)[number]) => (order.startsWith('price') ? e.price : e.duration_days) ?? NaN;
      const first = fromSql.slice(0, 4).map(key);
      expect(first, q).toEqual([...first].sort((a, b) => (order.endsWith('desc') ? b - a : a - b)));
    }
  });

  it('puts first the trips that combine a place with more of its country, on both paths', async () => {
    const index = await loadCatalogueIndex(ctx.database.db);
    // 'tanzania and zanzibar' (query-intent.ts: ExperienceFilter.combinedFirst): every Zanzibar trip holds both words,
    // so by relevance the Serengeti-and-Zanzibar safaris came tenth and eleventh. Named for every word and listed under
    // another place, they lead; the rest follow in relevance order.
    for (const q of ['tanzania zanzibar', 'beach tanzania zanzibar', 'kenya masai mara', 'tanzania serengeti']) {
      const filter: ExperienceFilter = { q, combinedFirst: true };
      const combined = (await findExperiencePage(ctx.database.db, filter, 100, 0, 'relevance')).experiences;
      const plain = (await findExperiencePage(ctx.database.db, { q }, 100, 0, 'relevance')).experiences;
      expect(index.page(filter, 'relevance', 100, 0, await textOperands(ctx.database.db, filter)).ids, q).toEqual(combined.map((e) => e.id));
      expect(new Set(combined.map((e) => e.id)), q).toEqual(new Set(plain.map((e) => e.id)));
      const place = q.split(' ').at(-1)!;
      const elsewhere = combined.findIndex((e) => (e.destination_name ?? '').toLowerCase().includes(place));
      expect(elsewhere, q).toBeGreaterThan(0);
      expect(combined.slice(0, elsewhere).every((e) => !(e.destination_name ?? '').toLowerCase().includes(place)), q).toBe(true);
      expect(combined.map((e) => e.id), q).not.toEqual(plain.map((e) => e.id));
    }
    // As the words are read (query-intent.ts): the place and its country as alternatives, the country's trips found and
    // the place's ranked first (widening), the trips that combine them before all.
    for (const [q, place, country] of [[undefined, 'zanzibar', 'tanzania'], ['honeymoon', 'zanzibar', 'tanzania'], ['safari', 'masai mara', 'kenya']] as const) {
      const filter: ExperienceFilter = { q: [q, country].filter(Boolean).join(' '), anyOf: [place, country], widening: true, combinedFirst: true };
      const label = `${q ?? ''} ${place} and ${country}`;
      const combined = (await findExperiencePage(ctx.database.db, filter, 100, 0, 'relevance')).experiences;
      expect(index.page(filter, 'relevance', 100, 0, await textOperands(ctx.database.db, filter)).ids, label).toEqual(combined.map((e) => e.id));
      const inCountry = (await findExperiencePage(ctx.database.db, { q: [q, country].filter(Boolean).join(' ') }, 100, 0, 'relevance')).experiences;
      expect(new Set(combined.map((e) => e.id)), label).toEqual(new Set(inCountry.map((e) => e.id)));
      // The place's own trips before those of the country that name it nowhere in their name or place.
      const named = combined.map((e) => `${e.experience_name} ${e.destination_name ?? ''}`.toLowerCase().includes(place));
      expect(named.indexOf(false), label).toBeGreaterThan(0);
      expect(named.lastIndexOf(true), label).toBeLessThan(named.indexOf(false));
      expect(combined.length, label).toBeGreaterThan(named.indexOf(false));
    }
    const zanzibar = (await findExperiencePage(ctx.database.db, { q: 'tanzania zanzibar', combinedFirst: true }, 3, 0, 'relevance')).experiences;
    expect(zanzibar.slice(0, 2).map((e) => e.experience_name)).toEqual([expect.stringMatching(/Safari & Zanzibar Bush-and-Beach$/), expect.stringMatching(/Safari & Zanzibar Bush-and-Beach$/)]);
  });

  it('ranks each word in full or a tenth as SQL does, where a background word shares its stem', async () => {
    const index = await loadCatalogueIndex(ctx.database.db);
    // A word typed beside a widening alternative of its stem ('boats' beside 'boat'), alternatives of one stem
    // ('culture', 'cultural'): SQL ranks the typed or first word in full and the widening one a tenth (rankWords); the
    // index had told them apart by lexeme and ranked neither in full, so the two paths ordered these differently.
    for (const filter of [
      { q: 'boats tanzania', anyOf: ['cruise', 'boat'], widening: true },
      { q: 'tanzania', anyOf: ['culture', 'cultural'], widening: true },
      { anyOf: ['culture', 'cultural', 'village'], widening: true },
    ] satisfies ExperienceFilter[]) {
      const fromSql = (await findExperiencePage(ctx.database.db, filter, 100, 0, 'relevance')).experiences.map((e) => e.id);
      expect(fromSql.length, JSON.stringify(filter)).toBeGreaterThan(5);
      expect(index.page(filter, 'relevance', 100, 0, await textOperands(ctx.database.db, filter)).ids, JSON.stringify(filter)).toEqual(fromSql);
    }
  });

  it('counts facets for 80 random filters exactly as SQL does', async () => {
    const index = await loadCatalogueIndex(ctx.database.db);
    for (const filter of randomFilters(21, 80)) {
      expect(index.facets(filter), JSON.stringify(filter)).toEqual(await countFacets(ctx.database.db, filter));
    }
  });

  it('answers the public routes from the current catalogue after a write', async () => {
    const get = async <T>(url: string) => {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<T>();
    };
    const before = await get<ListExperiencesResponse>('/api/experiences?tripType=Beach%20Time&sort=price_asc&limit=100');
    const facetsBefore = await get<ExperienceFacets>('/api/experiences/facets?destination=Kenya');
    expect(before.total).toBeGreaterThan(1);
    const [cheapest, next] = before.experiences;
    // Unpublish the cheapest beach experience and make the next one free: both show on the very next request.
    await ctx.database.db.update(s.experiences).set({ isPublished: false }).where(eq(s.experiences.id, cheapest!.id));
    await ctx.database.db.update(s.experiences).set({ priceCents: 0 }).where(eq(s.experiences.id, next!.id));
    const after = await get<ListExperiencesResponse>('/api/experiences?tripType=Beach%20Time&sort=price_asc&limit=100');
    expect(after.total).toBe(before.total - 1);
    expect(after.experiences[0]!.id).toBe(next!.id);
    // The card too is the edited one (cards are kept per catalogue version).
    expect(after.experiences[0]!.price).toBe(0);
    expect(after.experiences.map((e) => e.id)).not.toContain(cheapest!.id);

    const kenyan = (await get<ListExperiencesResponse>('/api/experiences?destination=Kenya&limit=1')).experiences[0]!;
    await ctx.database.db.update(s.experiences).set({ country: 'Uganda', destinations: [], destinationName: null, location: null }).where(eq(s.experiences.id, kenyan.id));
    const facetsAfter = await get<ExperienceFacets>('/api/experiences/facets?destination=Kenya');
    expect(facetsAfter.total).toBe(facetsBefore.total - 1);
  });
});

describe('catalogue index: every public card and page warmed into memory', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    await seedDemoIfEmpty(ctx.database);
    await ctx.database.db.insert(s.experiences).values({ agentId: (await createAgent(ctx.database.db)).id, experienceName: 'Unpublished draft', isPublished: false });
  }, SLOW);
  afterAll(async () => ctx?.close());

  it("reads a version's public cards into the card cache as the server starts, before any request, so searches read none", async () => {
    const cards = cardCacheFor(ctx.database);
    expect(cards.stats().cards).toBe(0);
    // What main.ts starts once it listens: the index's build, then the warm that follows it.
    const experiences = await warmAtStart(ctx.database);
    const built = (await catalogueIndexFor(ctx.database)())!;
    const publicIds = (await ctx.database.db.select({ id: s.experiences.id }).from(s.experiences).where(isPubliclyVisible)).map((r) => r.id).sort((a, b) => a - b);
    expect(experiences).toBe(publicIds.length);
    expect(Array.from(built.ids).sort((a, b) => a - b)).toEqual(publicIds);
    expect(cards.stats().cards).toBe(publicIds.length);
    expect(experiencePagesFor(ctx.database).stats().items).toBe(publicIds.length);

    const before = cards.stats();
    const res = await ctx.app.inject({ method: 'GET', url: '/api/experiences?limit=1000' });
    expect(res.statusCode).toBe(200);
    expect(res.json().experiences).toHaveLength(publicIds.length);
    expect(cards.stats().misses).toBe(before.misses);
    expect(cards.stats().hits - before.hits).toBe(publicIds.length);
  });

  it("reads a version's public experience pages into memory too, as the page reads them, so a page reads nothing", async () => {
    while (!(await catalogueIndexFor(ctx.database)())) await new Promise((resolve) => setImmediate(resolve));
    await catalogueWarmed(ctx.database);
    const pages = experiencePagesFor(ctx.database);
    const db = ctx.database.db;
    const publicIds = (await db.select({ id: s.experiences.id }).from(s.experiences).where(isPubliclyVisible)).map((r) => r.id);
    expect(pages.stats().items).toBe(publicIds.length);
    const before = pages.stats();
    for (const id of publicIds.slice(0, 25)) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/experiences/${id}` });
      expect(res.statusCode).toBe(200);
      // What the store kept is the page read on demand, checked against the contract.
      expect(res.json()).toEqual(experienceDetailSchema.parse(await getExperienceDetail(db, id)));
    }
    expect(pages.stats().misses).toBe(before.misses);
    expect(pages.stats().hits - before.hits).toBe(25);
    // Each kept page holds memory of its own, not a view into zlib's 16 KB output chunk (which kept 8 times its size).
    const version = await responseCacheFor(ctx.database).version();
    for (const id of publicIds.slice(0, 25)) {
      const kept = (await pages.get(db, id, version))!;
      expect(kept.buffer.byteLength).toBe(kept.length);
    }
    const [draft] = await db.select({ id: s.experiences.id }).from(s.experiences).where(eq(s.experiences.isPublished, false));
    expect((await ctx.app.inject({ method: 'GET', url: `/api/experiences/${draft!.id}` })).statusCode).toBe(404);
  });

  it("after a write, the next version's warm compresses again only the pages that changed", async () => {
    await warmAtStart(ctx.database);
    const db = ctx.database.db;
    const pages = experiencePagesFor(ctx.database);
    const agencies = agentPagesFor(ctx.database);
    const publicIds = (await db.select({ id: s.experiences.id }).from(s.experiences).where(isPubliclyVisible)).map((r) => r.id);
    const [one] = await db.select({ id: s.experiences.id, agentId: s.experiences.agentId }).from(s.experiences).where(isPubliclyVisible).limit(1);
    const before = { pages: pages.stats(), agencies: agencies.stats() };
    await db.update(s.experiences).set({ experienceName: 'Renamed Dhow Sunset' }).where(eq(s.experiences.id, one!.id));
    // The write moved the catalogue's version: its index is built again and its warm reads every page again.
    await warmAtStart(ctx.database);
    expect(pages.stats().items).toBe(publicIds.length);
    expect(pages.stats().encoded - before.pages.encoded).toBe(1);
    expect(pages.stats().reused - before.pages.reused).toBe(publicIds.length - 1);
    // The agency's page lists the renamed experience's card; the other agencies' pages are as they were.
    expect(agencies.stats().encoded - before.agencies.encoded).toBe(1);
    expect(agencies.stats().reused - before.agencies.reused).toBe(agencies.stats().items - 1);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/experiences/${one!.id}` })).json().experience_name).toBe('Renamed Dhow Sunset');
    const agency = (await ctx.app.inject({ method: 'GET', url: `/api/agents/${one!.agentId}` })).json() as { experiences: Array<{ id: number; experience_name: string }> };
    expect(agency.experiences.find((e) => e.id === one!.id)?.experience_name).toBe('Renamed Dhow Sunset');
  });

  it('reads the vocabulary in slices of the catalogue that add up to what one statement over all of it counts', async () => {
    const whole = await loadVocabulary(ctx.database.db, 1_000_000);
    const sliced = await loadVocabulary(ctx.database.db, 7);
    expect(whole.words.length).toBeGreaterThan(500);
    expect(sliced.words).toEqual(whole.words);
    expect(sliced.frequency).toEqual(whole.frequency);
    expect(sliced.places).toEqual(whole.places);
    expect(whole.frequency.get('serengeti')).toBeGreaterThan(5);
  });

  it('keeps nothing of a warm whose version a newer request has replaced', async () => {
    const db = ctx.database.db;
    const ids = (await db.select({ id: s.experiences.id }).from(s.experiences).where(isPubliclyVisible)).map((r) => r.id);
    const cache = createCardCache();
    const warming = cache.warm(db, ids, '1');
    // A request at a newer version, while the warm's first read is under way, drops version 1's cards.
    await cache.getJson(db, ids.slice(0, 3), '2');
    await warming;
    expect(cache.stats().cards).toBe(3);
    // Warmed at the current version, every card is there, and identical to a card read on demand.
    await cache.warm(db, ids, '2');
    expect(cache.stats().cards).toBe(ids.length);
    expect(await cache.getJson(db, ids, '2')).toEqual(await createCardCache().getJson(db, ids, '2'));
  });
});

describe('catalogue index builds', () => {
  it('builds each new version once, in the background, pausing after a build four times as long as it took', async () => {
    let clock = 0;
    let version = '1';
    const builds: string[] = [];
    let finish: (() => void) | undefined;
    const fakeIndex = {} as CatalogueIndex;
    const source = createCatalogueIndexCache(() => ({}) as never, async () => version, {
      now: () => clock,
      load: () => {
        builds.push(version);
        return new Promise((resolve) => (finish = () => resolve(fakeIndex)));
      },
    });
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    // The first request starts the build and is answered without the index; so is the next, while it runs.
    expect(await source()).toBeUndefined();
    expect(await source()).toBeUndefined();
    expect(builds).toEqual(['1']);
    clock = 100; // the build took 100 ms
    finish!();
    await settle();
    expect(await source()).toBe(fakeIndex);
    // A write: the next 400 ms answer by SQL without a build, then a build starts.
    version = '2';
    clock = 499;
    expect(await source()).toBeUndefined();
    expect(builds).toEqual(['1']);
    clock = 500;
    expect(await source()).toBeUndefined();
    expect(builds).toEqual(['1', '2']);
    finish!();
    await settle();
    expect(await source()).toBe(fakeIndex);
    expect(await source('1')).toBeUndefined(); // an older version's caller is not given the newer index
  });
});
