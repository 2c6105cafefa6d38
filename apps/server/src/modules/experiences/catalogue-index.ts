import { sql } from 'drizzle-orm';
import { CATEGORY_FILTERS, POPULAR_SEARCH_DESTINATIONS, searchKeywordsForTripType, type ExperienceFacets, type ExperienceSort } from '@safari/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { responseCacheFor } from './response-cache.js';
import { resolveCountry, type ExperienceFilter } from './filters.js';

/**
 * The public catalogue's filter columns in memory, one copy per catalogue version (decision 014): price, length,
 * country, type, places, tour flag and agency of every public experience, and its position in each of the five
 * orders. A search without words (category chips, places, price and length ranges, the tours page, sorting) is
 * then answered by walking an order in memory and checking plain numbers, with an exact total, instead of walking
 * an index of 100,000 rows in PostgreSQL and matching text patterns on each. Words are still matched and ranked by
 * PostgreSQL's full-text search (search-window.ts); this is a derived, read-only copy, rebuilt whenever the
 * catalogue version moves, never written to.
 *
 * The checks are the SQL filters' (filters.ts) in JavaScript, and catalogue-index.test.ts holds them to the same
 * answers on random filters: an experience without a price or a length is outside any range; a destination is a
 * country (exact) or a substring of the places; a trip type is a substring of the lower-cased type.
 */

const CHIPS = CATEGORY_FILTERS.filter((c) => c.chip);
const SORTS = ['relevance', 'price_asc', 'price_desc', 'duration_asc', 'duration_desc'] as const satisfies readonly ExperienceSort[];
/** Memos of a type's or a place's matches per distinct value, per version. */
const MEMO_MAX = 512;
/** Match masks per filter (100 KB each at 100,000 experiences). */
const MASKS_MAX = 64;

export interface CatalogueIndex {
  size: number;
  /** Ids of the page at `offset` in the chosen order, and the exact number of matches. */
  page(filter: ExperienceFilter, sort: ExperienceSort, limit: number, offset: number): { ids: number[]; total: number };
  /** Facet counts over every public experience, or over `ids` (a search's matches) when given. */
  facets(filter: ExperienceFilter, ids?: number[]): ExperienceFacets;
}

interface Columns {
  ids: Int32Array;
  /** Cents; NaN when the experience has no price. */
  price: Float64Array;
  /** Days; NaN when unknown. */
  days: Float64Array;
  tour: Uint8Array;
  agent: Int32Array;
  /** Index into `countries` (lower-cased), `types` (lower-cased experience types) and `places` (search_places text). */
  country: Uint32Array;
  type: Uint32Array;
  place: Uint32Array;
  countries: string[];
  types: string[];
  places: string[];
}

/** The stable mixed order of search-window.ts: (id × 7919) mod 10007, then id. */
const mixedKey = (id: number) => (id * 7919) % 10007;

function orderOf(c: Columns, sort: ExperienceSort): Int32Array {
  const rows = Array.from(c.ids.keys());
  const byMixed = (a: number, b: number) => mixedKey(c.ids[a]!) - mixedKey(c.ids[b]!) || c.ids[a]! - c.ids[b]!;
  // Nulls last in both directions, as the SQL orders say.
  const by = (col: Float64Array, dir: 1 | -1) => (a: number, b: number) => {
    const x = col[a]!;
    const y = col[b]!;
    if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) === Number.isNaN(y) ? byMixed(a, b) : Number.isNaN(x) ? 1 : -1;
    return (x - y) * dir || byMixed(a, b);
  };
  switch (sort) {
    case 'price_asc':
      return Int32Array.from(rows.sort(by(c.price, 1)));
    case 'price_desc':
      return Int32Array.from(rows.sort(by(c.price, -1)));
    case 'duration_asc':
      return Int32Array.from(rows.sort(by(c.days, 1)));
    case 'duration_desc':
      return Int32Array.from(rows.sort(by(c.days, -1)));
    case 'relevance':
      return Int32Array.from(rows.sort(byMixed));
  }
}

/** A small LRU of per-value memos. */
function memo<T>(build: (key: string) => T) {
  const map = new Map<string, T>();
  return (key: string): T => {
    let v = map.get(key);
    if (v === undefined) {
      v = build(key);
      if (map.size >= MEMO_MAX) map.delete(map.keys().next().value!);
    } else map.delete(key);
    map.set(key, v);
    return v;
  };
}

function createIndex(c: Columns): CatalogueIndex {
  const size = c.ids.length;
  const orders = new Map<ExperienceSort, Int32Array>();
  const order = (sort: ExperienceSort) => {
    let o = orders.get(sort);
    if (!o) orders.set(sort, (o = orderOf(c, sort)));
    return o;
  };
  const rowOf = new Map<number, number>();
  c.ids.forEach((id, row) => rowOf.set(id, row));

  // Which distinct types match a trip type, and which distinct places and countries match a destination: a few
  // dozen values each, so a row's check is one array read.
  const typeMatches = memo((tripType) => {
    const keywords = searchKeywordsForTripType(tripType).map((k) => k.toLowerCase());
    return Uint8Array.from(c.types, (t) => (keywords.some((k) => t.includes(k)) ? 1 : 0));
  });
  const placeMatches = memo((destination) => {
    const value = (resolveCountry(destination) ?? destination).trim().toLowerCase();
    return {
      places: Uint8Array.from(c.places, (p) => (p.includes(value) ? 1 : 0)),
      countries: Uint8Array.from(c.countries, (k) => (k === value ? 1 : 0)),
    };
  });

  /**
   * The rows matching the filter (1) as one byte per row, built a condition at a time in plain loops over typed
   * arrays (a few hundred microseconds at 100,000 rows); `skip` leaves out the trip type or the destination.
   */
  function maskOf(filter: ExperienceFilter, skip: { type?: boolean; place?: boolean } = {}): Uint8Array {
    const mask = new Uint8Array(size).fill(1);
    const { price, days, tour, agent, type, country, place } = c;
    const { minPrice, maxPrice, minDays, maxDays, agentId } = filter;
    // One plain loop per condition (no callbacks: V8 keeps each loop tight). NaN (no price, no length) fails every
    // comparison, as NULL does in SQL.
    if (filter.toursOnly) for (let r = 0; r < size; r++) mask[r] = mask[r]! & tour[r]!;
    if (agentId !== undefined) for (let r = 0; r < size; r++) if (agent[r] !== agentId) mask[r] = 0;
    if (minPrice !== undefined) for (let r = 0, lo = minPrice * 100; r < size; r++) if (!(price[r]! >= lo)) mask[r] = 0;
    if (maxPrice !== undefined) for (let r = 0, hi = maxPrice * 100; r < size; r++) if (!(price[r]! <= hi)) mask[r] = 0;
    if (minDays !== undefined) for (let r = 0; r < size; r++) if (!(days[r]! >= minDays)) mask[r] = 0;
    if (maxDays !== undefined) for (let r = 0; r < size; r++) if (!(days[r]! <= maxDays)) mask[r] = 0;
    if (filter.tripType && !skip.type) {
      const types = typeMatches(filter.tripType);
      for (let r = 0; r < size; r++) mask[r] = mask[r]! & types[type[r]!]!;
    }
    if (filter.destination && !skip.place) {
      const m = placeMatches(filter.destination);
      for (let r = 0; r < size; r++) mask[r] = mask[r]! & (m.countries[country[r]!]! | m.places[place[r]!]!);
    }
    return mask;
  }

  // Masks are shared by every sort and offset of one filter (the next page, the same search re-sorted).
  const masks = new Map<string, { mask: Uint8Array; total: number }>();
  function matches(filter: ExperienceFilter) {
    const key = JSON.stringify(filter);
    const hit = masks.get(key);
    if (hit) return hit;
    const mask = maskOf(filter);
    let total = 0;
    for (let r = 0; r < size; r++) total += mask[r]!;
    if (masks.size >= MASKS_MAX) masks.delete(masks.keys().next().value!);
    const entry = { mask, total };
    masks.set(key, entry);
    return entry;
  }

  /** Bit i of a row's value: it matches the i-th category chip / popular destination. */
  const chipBits = (row: number) => {
    let bits = 0;
    CHIPS.forEach((chip, i) => (bits |= typeMatches(chip.name)[c.type[row]!]! << i));
    return bits;
  };
  const placeBits = (row: number) => {
    let bits = 0;
    POPULAR_SEARCH_DESTINATIONS.forEach((d, i) => {
      const m = placeMatches(d);
      bits |= (m.countries[c.country[row]!]! | m.places[c.place[row]!]!) << i;
    });
    return bits;
  };
  const chipsOf = Uint8Array.from({ length: size }, (_, r) => chipBits(r));
  const popularOf = Uint8Array.from({ length: size }, (_, r) => placeBits(r));

  return {
    size,
    page(filter, sort, limit, offset) {
      const { mask, total } = matches(filter);
      const ids: number[] = [];
      if (offset >= total) return { ids, total };
      let seen = 0;
      for (const row of order(sort)) {
        if (!mask[row]) continue;
        if (seen++ < offset) continue;
        if (ids.length === limit) break;
        ids.push(c.ids[row]!);
      }
      return { ids, total };
    },
    facets(filter, ids) {
      const base = maskOf(filter, { type: true, place: true });
      const byType = filter.tripType ? typeMatches(filter.tripType) : undefined;
      const byPlace = filter.destination ? placeMatches(filter.destination) : undefined;
      const chipCounts = new Array<number>(CHIPS.length).fill(0);
      const placeCounts = new Array<number>(POPULAR_SEARCH_DESTINATIONS.length).fill(0);
      let total = 0;
      const count = (r: number) => {
        if (!base[r]) return;
        const type = !byType || byType[c.type[r]!] === 1;
        const place = !byPlace || byPlace.countries[c.country[r]!] === 1 || byPlace.places[c.place[r]!] === 1;
        if (type && place) total++;
        if (place) for (let i = 0, bits = chipsOf[r]!; bits; i++, bits >>= 1) chipCounts[i]! += bits & 1;
        if (type) for (let i = 0, bits = popularOf[r]!; bits; i++, bits >>= 1) placeCounts[i]! += bits & 1;
      };
      if (ids) {
        for (const id of ids) {
          const row = rowOf.get(id);
          if (row !== undefined) count(row);
        }
      } else for (let r = 0; r < size; r++) count(r);
      return {
        total,
        categories: CHIPS.map((chip, i) => ({ name: chip.name, count: chipCounts[i]! })),
        destinations: POPULAR_SEARCH_DESTINATIONS.map((name, i) => ({ name, count: placeCounts[i]! })),
      };
    },
  };
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Reads the public catalogue's filter columns (one query; the visibility rule of filters.ts). */
export async function loadCatalogueIndex(db: DbOrTx): Promise<CatalogueIndex> {
  const rows = rowsOf<{ id: number; p: number | null; d: number | null; t: boolean; a: number | null; c: string | null; ty: string | null; pl: string }>(
    await db.execute(sql`
      select e.id, e.price_cents as p, e.duration_days as d, e.is_tour as t, e.agent_id as a, lower(e.country) as c,
             lower(e.experience_type) as ty, search_places(e.destination_name, e.location, e.destinations) as pl
      from experiences e
      where e.is_published and e.moderation_hidden_at is null
        and not exists (select 1 from agents a where a.id = e.agent_id and not a.is_published)`),
  );
  const n = rows.length;
  const intern = () => {
    const values: string[] = [];
    const at = new Map<string, number>();
    return {
      values,
      id(v: string) {
        let i = at.get(v);
        if (i === undefined) {
          i = values.length;
          values.push(v);
          at.set(v, i);
        }
        return i;
      },
    };
  };
  const countries = intern();
  const types = intern();
  const places = intern();
  const c: Columns = {
    ids: new Int32Array(n),
    price: new Float64Array(n),
    days: new Float64Array(n),
    tour: new Uint8Array(n),
    agent: new Int32Array(n),
    country: new Uint32Array(n),
    type: new Uint32Array(n),
    place: new Uint32Array(n),
    countries: countries.values,
    types: types.values,
    places: places.values,
  };
  rows.forEach((r, i) => {
    c.ids[i] = Number(r.id);
    c.price[i] = r.p === null ? NaN : Number(r.p);
    c.days[i] = r.d === null ? NaN : Number(r.d);
    c.tour[i] = r.t ? 1 : 0;
    c.agent[i] = r.a === null ? -1 : Number(r.a);
    // A missing country or type never equals or contains a value (SQL: null = x and null like x are not true).
    c.country[i] = countries.id(r.c ?? '\u0000');
    c.type[i] = types.id(r.ty ?? '\u0000');
    c.place[i] = places.id(r.pl);
  });
  const index = createIndex(c);
  for (const sort of SORTS) index.page({}, sort, 0, 0); // sort every order now, not on a visitor's request
  return index;
}

/**
 * The index for the current catalogue version (decision 003's counter), or undefined while it is being built: the
 * build starts on the first request of a version (about 1.6 s at 100,000 experiences), and until it is done requests
 * are answered by the SQL path, which gives the same answers, so a catalogue write never makes a visitor wait for it.
 */
export function createCatalogueIndexCache(db: () => DbOrTx, version: () => Promise<string>) {
  let ready: { version: string; index: CatalogueIndex } | undefined;
  let building: string | undefined;
  return async function catalogueIndex(): Promise<CatalogueIndex | undefined> {
    const v = await version();
    if (ready?.version === v) return ready.index;
    if (building === undefined && (!ready || BigInt(v) > BigInt(ready.version))) {
      building = v;
      loadCatalogueIndex(db()).then(
        (index) => {
          if (!ready || BigInt(v) > BigInt(ready.version)) ready = { version: v, index };
        },
        () => undefined, // the next request tries again
      ).finally(() => (building = undefined));
    }
    return undefined;
  };
}

export type CatalogueIndexSource = ReturnType<typeof createCatalogueIndexCache>;

const sources = new WeakMap<object, CatalogueIndexSource>();

/** One index per database handle, shared by the route plugins (search, tours, facets, destination pages). */
export function catalogueIndexFor(database: { db: Db; driver: 'pglite' | 'postgres' }): CatalogueIndexSource {
  let source = sources.get(database);
  if (!source) {
    source = createCatalogueIndexCache(() => database.db, responseCacheFor(database).version);
    sources.set(database, source);
  }
  return source;
}
