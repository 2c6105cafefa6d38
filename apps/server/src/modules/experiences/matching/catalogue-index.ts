import { CATEGORY_FILTERS, POPULAR_SEARCH_DESTINATIONS, searchKeywordsForTripType, type ExperienceFacets, type ExperienceSort } from '@safari/contract';
import type { DbOrTx } from '../../../db/client.js';
import { perDatabase } from '../../../db/per-database.js';
import { warmCatalogue } from '../serving/catalogue-warm.js';
import { responseCacheFor } from '../serving/response-cache.js';
import { resolveCountry, type ExperienceFilter } from '../filters.js';
import { EXACT_TOTAL_MAX } from './search-window.js';
import type { TextOperands } from './text-index.js';
import { allRows, bitsetOf, bitsetWords, forEachRow, intersect, intersectAll, noRows, type Bitset } from './bitset.js';
import { yieldToRequests } from '../serving/yield.js';
import { monthBits } from '../words/month-preference.js';
import { byRankDescending } from './rank-order.js';
import { loadColumns, orderOf, type Columns } from './catalogue-index/columns.js';
import { dropOldest, memo } from './catalogue-index/lru.js';
import { inTurn, reorderHead, reordersHead } from './catalogue-index/head-order.js';
import { facetCodes, tallyFacets } from './catalogue-index/facet-counts.js';

/**
 * The public catalogue's search columns in memory, one copy per catalogue version (decisions 015 and 017): price,
 * length, country, type, places, tour flag and agency of every public experience, its position in each of the five
 * orders, and its search document's lexemes (text-index.ts). A public search (words, category chips, places, price
 * and length ranges, the tours page, sorting, facets) is answered by intersecting bitsets of rows kept per condition
 * value and walking an order in memory, with an exact total, instead of matching and ranking rows in PostgreSQL. What
 * words mean stays PostgreSQL's: the documents it built, the lexemes it makes of the query's words, and ts_rank,
 * restated exactly. This is a derived, read-only copy, rebuilt whenever the catalogue version moves, never written to.
 *
 * The checks are the SQL filters' (filters.ts) in JavaScript, and catalogue-index.test.ts holds them to the same
 * answers on random filters and words: an experience without a price or a length is outside any range; a destination
 * is a country (exact) or a substring of the places; a trip type is a substring of the lower-cased type.
 */

const CHIPS = CATEGORY_FILTERS.filter((c) => c.chip);
const FACETS = { chips: CHIPS.length, destinations: POPULAR_SEARCH_DESTINATIONS.length };
/**
 * A filter's range bounds: the column each reads and its test (cents for prices). NaN, no price or length, fails
 * every one, as NULL does in SQL.
 */
const RANGE_BOUNDS = {
  minPrice: { column: 'price', meets: (value: number, n: number) => value >= n * 100 },
  maxPrice: { column: 'price', meets: (value: number, n: number) => value <= n * 100 },
  minDays: { column: 'days', meets: (value: number, n: number) => value >= n },
  maxDays: { column: 'days', meets: (value: number, n: number) => value <= n },
} as const satisfies Record<string, { column: 'price' | 'days'; meets: (value: number, n: number) => boolean }>;
/** The bound whose rows an order puts last (boundStart): the cheapest trips when the dearest come first. */
const BOUND_AGAINST: Partial<Record<ExperienceSort, keyof typeof RANGE_BOUNDS>> = {
  price_desc: 'maxPrice',
  price_asc: 'minPrice',
  duration_desc: 'maxDays',
  duration_asc: 'minDays',
};
const SORTS = ['relevance', 'price_asc', 'price_desc', 'duration_asc', 'duration_desc'] as const satisfies readonly ExperienceSort[];
/** Rows per condition value (a chip, a place, a price bound, a word), per version: 12.5 KB each at 100,000. */
const MEMO_MAX = 512;
/**
 * Matches per filter and words (a bitset and up to 500 ranked ids, some 14.5 KB at 100,000): every offset and sort of
 * a search shares its entry, so a traveller's next page, and the next visitor's same words, skip matching and ranking.
 * 2,048 entries are about 30 MB at 100,000 experiences (decision 018).
 */
const MATCHES_MAX = 2048;

export interface CatalogueIndex {
  size: number;
  /** Every public experience's id (the rows' order). */
  ids: Int32Array;
  /**
   * Ids of the page at `offset` in the chosen order, and the exact number of matches; `text` is the query's words
   * (filter.q is not read). With words, relevance ranks the first EXACT_TOTAL_MAX matches in the mixed order, and the
   * rest follow in that order, as the SQL path does (search-window.ts).
   */
  page(filter: ExperienceFilter, sort: ExperienceSort, limit: number, offset: number, text?: TextOperands): { ids: number[]; total: number };
  /** The exact number of matches (what page() gives as `total`, without ranking or reading a page). */
  count(filter: ExperienceFilter, text?: TextOperands): number;
  /** Exact facet counts over every public experience that matches the words and the filter's other conditions. */
  facets(filter: ExperienceFilter, text?: TextOperands): ExperienceFacets;
  /**
   * An agency's first `limit` public experiences in the mixed order and how many it has: what page({ agentId }) gives,
   * without a bitset per agency or an entry among the searches' kept matches (agent pages are visited one agency at a time).
   */
  agentPage(agentId: number, limit: number): { ids: number[]; total: number };
  /** How often a filter's matches were found kept, and how often they were built. */
  stats(): { hits: number; misses: number };
}

/** How many condition sets and filters' matches an index keeps (smaller in a test, to exercise their reuse). */
export interface IndexLimits {
  memoMax: number;
  matchesMax: number;
}

function createIndex(c: Columns, limits: IndexLimits): CatalogueIndex {
  const size = c.ids.length;
  const orders = new Map<ExperienceSort, { rows: Int32Array; positions: Int32Array; own: boolean }>();
  /**
   * The rows in the sort's order, each row's position in it, and whether that is the rows' own order (the mixed
   * order, as loadCatalogueIndex numbers them).
   */
  const sorted = (sort: ExperienceSort) => {
    let o = orders.get(sort);
    if (!o) {
      const rows = orderOf(c, sort);
      const positions = new Int32Array(size);
      rows.forEach((row, i) => (positions[row] = i));
      orders.set(sort, (o = { rows, positions, own: rows.every((row, i) => row === i) }));
    }
    return o;
  };
  const order = (sort: ExperienceSort) => sorted(sort).rows;

  // Which distinct types match a trip type, and which distinct places and countries match a destination: a few
  // dozen values each, so a row's check is one array read.
  const typeMatches = (tripType: string) => {
    const keywords = searchKeywordsForTripType(tripType).map((k) => k.toLowerCase());
    return Uint8Array.from(c.types, (t) => (keywords.some((k) => t.includes(k)) ? 1 : 0));
  };
  const placeMatches = (destination: string) => {
    const value = (resolveCountry(destination) ?? destination).trim().toLowerCase();
    return {
      places: Uint8Array.from(c.places, (p) => (p.includes(value) ? 1 : 0)),
      countries: Uint8Array.from(c.countries, (k) => (k === value ? 1 : 0)),
    };
  };

  // Each agency's rows in the mixed order, in one pass over that order when first asked for.
  let byAgent: Map<number, number[]> | undefined;
  const rowsOfAgent = (agentId: number): number[] => {
    if (!byAgent) {
      byAgent = new Map();
      for (const row of order('relevance')) {
        const list = byAgent.get(c.agent[row]!);
        if (list) list.push(row);
        else byAgent.set(c.agent[row]!, [row]);
      }
    }
    return byAgent.get(agentId) ?? [];
  };

  /**
   * The rows meeting one condition, as a bitset, built once per value and kept (LRU): a chip, a place, a price or
   * length bound, an agency, a word of a search. NaN (no price, no length) fails every comparison, as NULL does in SQL.
   */
  const where = memo((key: string, into: Bitset | undefined): Bitset => {
    const [kind, value] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
    const n = Number(value);
    switch (kind) {
      case 'type': {
        const types = typeMatches(value);
        return bitsetOf(size, (r) => types[c.type[r]!] === 1, into);
      }
      case 'place': {
        const m = placeMatches(value);
        return bitsetOf(size, (r) => m.countries[c.country[r]!] === 1 || m.places[c.place[r]!] === 1, into);
      }
      case 'minPrice':
      case 'maxPrice':
      case 'minDays':
      case 'maxDays': {
        const { column, meets } = RANGE_BOUNDS[kind];
        const values = c[column];
        return bitsetOf(size, (r) => meets(values[r]!, n), into);
      }
      case 'bestIn':
        // Best in one of the months said (their bits: month-preference.ts monthBits).
        return bitsetOf(size, (r) => (c.months[r]! & n) !== 0, into);
      case 'agent': {
        const bits = noRows(size, into);
        for (const r of rowsOfAgent(n)) bits[r >>> 5]! |= 1 << (r & 31);
        return bits;
      }
      case 'tour':
        return bitsetOf(size, (r) => c.tour[r] === 1, into);
      case 'word':
        return c.text.rowsWith(value, into);
      case 'named':
        // Where the experience is named for the word (weight A or B: namedMatch, ExperienceFilter.namedOnly).
        return c.text.rowsNamedWith(value, into);
      case 'unnamed': {
        // Every row but those named for every operand of the phrase (a phrase ruled out).
        const [first, ...rest] = JSON.parse(value) as string[];
        const bits = c.text.rowsNamedWith(first!, into);
        for (const operand of rest) intersect(bits, c.text.rowsNamedWith(operand));
        for (let w = 0; w < bits.length; w++) bits[w] = ~bits[w]!;
        if (size & 31) bits[bits.length - 1]! &= (1 << (size & 31)) - 1;
        return bits;
      }
      case 'any': {
        // One of the alternatives, each with every one of its operands (to_tsquery's | of &s).
        const bits = noRows(size, into);
        for (const alternative of JSON.parse(value) as string[][]) {
          const rows = allRows(size);
          for (const operand of alternative) intersect(rows, where(`word:${operand}`));
          for (let w = 0; w < bits.length; w++) bits[w]! |= rows[w]!;
        }
        return bits;
      }
      default:
        throw new Error(`unknown condition ${kind}`);
    }
  }, limits.memoMax);

  /**
   * One set's worth of scratch, for sets read and dropped within one synchronous call (a walk's positions, the facets'
   * base): a 12.5 KB set allocated per request is memory outside the JavaScript heap, and V8 runs a full collection
   * for every 64 MB of that allocated, whatever the heap's size (decision 018 amendment).
   */
  const scratch = new Uint32Array(bitsetWords(size));

  /**
   * The rows matching the filter and the words, and how many; `skip` leaves out the trip type or the destination
   * (facets). Written into `into` when given (scratch), else a new set.
   */
  function bitsOf(filter: ExperienceFilter, text: TextOperands | undefined, skip: { type?: boolean; place?: boolean } = {}, into?: Bitset): { bits: Bitset; total: number } {
    const conditions: string[] = [];
    if (filter.toursOnly) conditions.push('tour:');
    if (filter.agentId !== undefined) conditions.push(`agent:${filter.agentId}`);
    if (filter.minPrice !== undefined) conditions.push(`minPrice:${filter.minPrice}`);
    if (filter.maxPrice !== undefined) conditions.push(`maxPrice:${filter.maxPrice}`);
    if (filter.minDays !== undefined) conditions.push(`minDays:${filter.minDays}`);
    if (filter.maxDays !== undefined) conditions.push(`maxDays:${filter.maxDays}`);
    if (filter.bestIn?.length) conditions.push(`bestIn:${monthBits(filter.bestIn)}`);
    if (filter.tripType && !skip.type) conditions.push(`type:${filter.tripType}`);
    if (filter.destination && !skip.place) conditions.push(`place:${filter.destination}`);
    for (const place of filter.places ?? []) conditions.push(`place:${place}`);
    // Words: each must match (to_tsquery's &); none at all (punctuation, stop words) matches nothing, as in SQL.
    if (text && !text.wordless && text.required.length === 0 && !text.anyOf) return { bits: noRows(size, into), total: 0 };
    for (const word of new Set(text?.required)) conditions.push(`word:${word}`);
    if (filter.namedOnly) for (const word of new Set(text?.required)) conditions.push(`named:${word}`);
    if (text?.anyOf) conditions.push(`any:${JSON.stringify(text.anyOf)}`);
    for (const phrase of text?.without ?? []) conditions.push(`unnamed:${JSON.stringify(phrase)}`);
    const { bits, count } = where.all(conditions, (sets) => intersectAll(size, sets, into));
    return { bits, total: count };
  }

  /**
   * Each row's chips and popular destinations as one code (facet-counts.ts), from the same checks as where()'s
   * `type:` and `place:` sets: built on the first facets of this version.
   */
  let codes: Uint16Array | undefined;
  const facetCodesOf = () => {
    if (codes) return codes;
    const chipsOfType = new Uint16Array(c.types.length);
    CHIPS.forEach((chip, j) => typeMatches(chip.name).forEach((m, t) => (chipsOfType[t]! |= m << j)));
    const ofCountry = new Uint16Array(c.countries.length);
    const ofPlace = new Uint16Array(c.places.length);
    POPULAR_SEARCH_DESTINATIONS.forEach((name, j) => {
      const m = placeMatches(name);
      m.countries.forEach((k, i) => (ofCountry[i]! |= k << j));
      m.places.forEach((k, i) => (ofPlace[i]! |= k << j));
    });
    return (codes = facetCodes(FACETS, c, chipsOfType, ofCountry, ofPlace));
  };

  // A filter's matches are shared by every sort and offset of it (the next page, the same search re-sorted); a
  // search with words also keeps its ranked head (relevance).
  // `partly`: only the first HEAD_FIRST of the head are ranked so far (rankedHead).
  type Matches = { bits: Bitset; total: number; ranked?: Int32Array; partly?: boolean };
  const found = new Map<string, Matches>();
  const matchStats = { hits: 0, misses: 0 };
  function matches(filter: ExperienceFilter, text: TextOperands | undefined): Matches {
    const key = `${JSON.stringify({ ...filter, q: undefined })}${text ? operandsKey(text) : ''}`;
    const hit = found.get(key);
    if (hit) {
      matchStats.hits++;
      // Least recently used last to go: a varied search's pairs of words that find nothing together each add an entry,
      // and had pushed out the words asked every second alone, whose 500 ranked ids were then ranked again.
      found.delete(key);
      found.set(key, hit);
      return hit;
    }
    matchStats.misses++;
    // Once full, the least recently used entry's set is dropped and reused for this one (as memo() does).
    const entry: Matches = bitsOf(filter, text, {}, found.size >= limits.matchesMax ? dropOldest(found).bits : undefined);
    found.set(key, entry);
    return entry;
  }

  /**
   * Rows `from`, `from + 1`, … `from + limit - 1` of the `total` matches in the order (row numbers, not ids). Walking
   * the order tests rows until enough matched, about (from + limit) × size / total of them: cheap when most rows
   * match, most of the catalogue when few do (a rare word: 600 of 100,000). Then the matches are moved to their
   * positions in the order instead (a bitset of positions, one pass over the matches) and read off in order.
   * `start`: no row before this position of the order matches (boundStart), so the walk begins there.
   */
  function walk(sort: ExperienceSort, bits: Bitset, from: number, limit: number, total: number, start = 0): number[] {
    const wanted = Math.min(from + limit, total);
    if (wanted <= from) return [];
    const { rows, positions, own } = sorted(sort);
    const out: number[] = [];
    if (own || (wanted * (size - start)) / total > 2 * total + (size >>> 5)) {
      // The matches in order as a bitset of positions: the matches themselves when the order is the rows' own.
      let inOrder = bits;
      if (!own) {
        inOrder = scratch.fill(0);
        forEachRow(bits, (row) => {
          const p = positions[row]!;
          inOrder[p >>> 5]! |= 1 << (p & 31);
        });
      }
      let seen = 0;
      for (let w = 0; w < inOrder.length && seen < wanted; w++) {
        for (let word = inOrder[w]!; word !== 0 && seen < wanted; word &= word - 1, seen++) {
          if (seen >= from) out.push(rows[(w << 5) + 31 - Math.clz32(word & -word)]!);
        }
      }
      return out;
    }
    let seen = 0;
    for (let i = start; i < size && out.length < limit; i++) {
      const row = rows[i]!;
      if (((bits[row >>> 5]! >>> (row & 31)) & 1) === 1 && seen++ >= from) out.push(row);
    }
    return out;
  }

  /**
   * The first position of the order whose row can meet the filter's bound on what the order sorts by: the trips up to
   * $999 come last when the dearest come first, and a walk from the top had tested every dearer row to reach them
   * (138 µs a page at 100,000 experiences, where most filtered pages take a few). The bound's test holds from that
   * position on (rows without the value sort last and meet no bound), so the first such position is found by halving.
   */
  function boundStart(sort: ExperienceSort, filter: ExperienceFilter): number {
    const kind = BOUND_AGAINST[sort];
    const n = kind && filter[kind];
    if (!kind || n === undefined) return 0;
    const { column, meets } = RANGE_BOUNDS[kind];
    const values = c[column];
    const { rows } = sorted(sort);
    let [lo, hi] = [0, size];
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const value = values[rows[mid]!]!;
      if (Number.isNaN(value) || meets(value, n)) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  /**
   * The first EXACT_TOTAL_MAX matches in the mixed order, ranked: best first, ties in the mixed order. At least the
   * first `need` of them: the first HEAD_FIRST when that is enough (the pages a traveller reads), all once a page
   * past them is asked for.
   */
  function rankedHead(entry: Matches, text: TextOperands, filter: ExperienceFilter, need: number): Int32Array {
    if (!entry.ranked || (entry.partly && entry.ranked.length < need)) {
      const rows = walk('relevance', entry.bits, 0, EXACT_TOTAL_MAX, entry.total);
      const reordered = reordersHead(filter);
      // Places named together, taken in turn: every match ranked, as the turns take from all of them.
      const turns = filter.inTurn && text.anyOf && text.anyOf.length > 1 ? text.anyOf : undefined;
      const first = reordered || turns || need > HEAD_FIRST ? rows.length : HEAD_FIRST;
      let order = byRankDescending(c.text.rank(rows, text), first);
      entry.partly = order.length < rows.length;
      if (reordered) order = reorderHead(c, rows, order, text, filter);
      if (turns) order = where.all(turns.map((alternative) => `any:${JSON.stringify([alternative])}`), (sets) => inTurn(order, rows, sets));
      for (let i = 0; i < order.length; i++) order[i] = c.ids[rows[order[i]!]!]!;
      entry.ranked = order;
    }
    return entry.ranked;
  }

  return {
    size,
    ids: c.ids,
    page(filter, sort, limit, offset, text) {
      const entry = matches(filter, text);
      const { bits, total } = entry;
      if (offset >= total) return { ids: [], total };
      const ranked = text && !text.wordless && sort === 'relevance' ? rankedHead(entry, text, filter, offset + limit) : undefined;
      const head = ranked ? Array.from(ranked.subarray(offset, offset + limit)) : [];
      const from = Math.max(offset, ranked?.length ?? 0);
      const rest = head.length < limit && from < total ? walk(sort, bits, from, limit - head.length, total, boundStart(sort, filter)).map((row) => c.ids[row]!) : [];
      return { ids: [...head, ...rest], total };
    },
    count: (filter, text) => matches(filter, text).total,
    agentPage(agentId, limit) {
      const rows = rowsOfAgent(agentId);
      return { ids: rows.slice(0, limit).map((row) => c.ids[row]!), total: rows.length };
    },
    stats: () => ({ ...matchStats }),
    facets(filter, text) {
      // Chips count the matches of the chosen place (any type), popular destinations those of the chosen type.
      const base = bitsOf(filter, text, { type: true, place: true }, scratch).bits;
      const byType = filter.tripType ? where(`type:${filter.tripType}`) : undefined;
      const byPlace = filter.destination ? where(`place:${filter.destination}`) : undefined;
      const counts = tallyFacets(FACETS, facetCodesOf(), base, byType, byPlace);
      return {
        total: counts.total,
        categories: CHIPS.map((chip, j) => ({ name: chip.name, count: counts.chips[j]! })),
        destinations: POPULAR_SEARCH_DESTINATIONS.map((name, j) => ({ name, count: counts.destinations[j]! })),
      };
    },
  };
}

/** How many of a search's ranked head are put in order until a page past them is asked for (rankedHead). */
const HEAD_FIRST = 128;

/**
 * The index of the public catalogue as it is now (loadColumns), every order sorted, letting waiting requests run
 * between sorts rather than sorting on a visitor's request.
 */
export async function loadCatalogueIndex(db: DbOrTx, limits: IndexLimits = { memoMax: MEMO_MAX, matchesMax: MATCHES_MAX }): Promise<CatalogueIndex> {
  const index = createIndex(await loadColumns(db), limits);
  for (const sort of SORTS) {
    index.page({}, sort, 1, 0);
    await yieldToRequests();
  }
  return index;
}

/**
 * After a build, the next one waits this many times as long as it took: under a stream of catalogue writes (agents
 * editing all day) rebuilds then take at most a fifth of a core (2.2 s at 100,000 experiences, then 8.8 s of the SQL
 * path) instead of one core without pause.
 */
const BUILD_PAUSE_FACTOR = 4;

/**
 * The index for the current catalogue version (decision 003's counter), or undefined while it is being built: the
 * build starts on the first request of a version (about 2.2 s at 100,000 experiences), and until it is done requests
 * are answered by the SQL path, which gives the same answers, so a catalogue write never makes a visitor wait for it.
 */
export function createCatalogueIndexCache(
  db: () => DbOrTx,
  version: () => Promise<string>,
  {
    load = loadCatalogueIndex,
    now = Date.now,
    onBuilt,
  }: { load?: (db: DbOrTx) => Promise<CatalogueIndex>; now?: () => number; onBuilt?: (index: CatalogueIndex, version: string) => void } = {},
) {
  let ready: { version: string; index: CatalogueIndex } | undefined;
  let building: string | undefined;
  let nextBuildAt = 0;
  /** `known`: the version the caller has read already (the response cache's), so it is not read again. */
  return async function catalogueIndex(known?: string): Promise<CatalogueIndex | undefined> {
    const v = known ?? (await version());
    if (ready?.version === v) return ready.index;
    if (building === undefined && now() >= nextBuildAt && (!ready || BigInt(v) > BigInt(ready.version))) {
      building = v;
      const started = now();
      load(db())
        .then(
          (index) => {
            if (!ready || BigInt(v) > BigInt(ready.version)) {
              ready = { version: v, index };
              onBuilt?.(index, v);
            }
          },
          () => undefined, // a later request tries again
        )
        .finally(() => {
          building = undefined;
          nextBuildAt = now() + (now() - started) * BUILD_PAUSE_FACTOR;
        });
    }
    return undefined;
  };
}

export type CatalogueIndexSource = ReturnType<typeof createCatalogueIndexCache>;

/** One index per database handle, shared by the route plugins (search, tours, facets, destination pages). */
export const catalogueIndexFor = perDatabase(
  (database): CatalogueIndexSource =>
    // Each version's cards, vocabulary and pages are read into memory once its index is built (catalogue-warm.ts).
    createCatalogueIndexCache(() => database.db, responseCacheFor(database).version, {
      onBuilt: (index, version) => warmCatalogue(database, index, version),
    }),
);

/**
 * A text's operands as part of a matches key: written once per operands, which textOperands keeps and shares (frozen)
 * for every search of the same words.
 */
const operandsKeys = new WeakMap<TextOperands, string>();
function operandsKey(text: TextOperands): string {
  let key = operandsKeys.get(text);
  if (key === undefined) operandsKeys.set(text, (key = JSON.stringify(text)));
  return key;
}
