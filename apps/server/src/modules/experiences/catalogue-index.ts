import { sql } from 'drizzle-orm';
import { CATEGORY_FILTERS, POPULAR_SEARCH_DESTINATIONS, searchKeywordsForTripType, type ExperienceFacets, type ExperienceSort } from '@safari/contract';
import type { DbOrTx } from '../../db/client.js';
import { perDatabase } from '../../db/per-database.js';
import { warmCatalogue } from './catalogue-warm.js';
import { responseCacheFor } from './response-cache.js';
import { namedOrder, resolveCountry, type ExperienceFilter } from './filters.js';
import { EXACT_TOTAL_MAX } from './search-window.js';
import { buildTextIndex, type TextIndex, type TextOperands } from './text-index.js';
import { allRows, bitsetOf, bitsetWords, countAnd, forEachRow, intersect, intersectAll, noRows, occupiedWords, type Bitset } from './bitset.js';
import { yieldToRequests } from './yield.js';
import { intern } from '../../lib/intern.js';
import { lengthDistance } from './length-preference.js';
import { monthBits } from './month-preference.js';
import { byRankDescending } from './rank-order.js';

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

interface Columns {
  ids: Int32Array;
  /** Cents; NaN when the experience has no price. */
  price: Float64Array;
  /** Days; NaN when unknown. */
  days: Float64Array;
  tour: Uint8Array;
  agent: Int32Array;
  /** The agent's best months as bits, January bit 0 (month-preference.ts monthBits). */
  months: Uint16Array;
  /** Index into `countries` (lower-cased), `types` (lower-cased experience types) and `places` (search_places text). */
  country: Uint32Array;
  type: Uint32Array;
  place: Uint32Array;
  countries: string[];
  types: string[];
  places: string[];
  text: TextIndex;
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

/** Removes a map's oldest entry (the least recently used of an LRU kept in insertion order) and gives its value. */
function dropOldest<V>(map: Map<string, V>): V {
  const oldest = map.keys().next().value!;
  const value = map.get(oldest)!;
  map.delete(oldest);
  return value;
}

/**
 * A small LRU of per-value memos. Once full, the value it drops is handed to the build of the next one to reuse
 * (`recycled`): a bitset per new word of a varied search was 12.5 KB outside the heap, and V8 runs a full collection
 * per 64 MB of that. Only the memo holds its values, and a caller reads them within one synchronous call that reads
 * far fewer than `max` of them (the facets' thirteen): the value dropped is the one read least recently, never one
 * the call still holds. `all` reads several values to use together (a filter's conditions, intersected in one pass):
 * while it holds them, a value it holds that the memo drops is left to it rather than reused, however few the memo
 * keeps (a fallback's alternatives build several words' sets while the filter's others wait).
 */
function memo<T>(build: (key: string, recycled: T | undefined) => T, max: number) {
  const map = new Map<string, T>();
  const held = new Set<T>();
  const get = (key: string): T => {
    let v = map.get(key);
    if (v === undefined) {
      const dropped = map.size >= max ? dropOldest(map) : undefined;
      v = build(key, dropped !== undefined && !held.has(dropped) ? dropped : undefined);
    } else map.delete(key);
    map.set(key, v);
    return v;
  };
  /** The values of `keys`, given to `use`; none of them is reused by a build before `use` returns. */
  const all = <R>(keys: readonly string[], use: (values: T[]) => R): R => {
    const values: T[] = [];
    try {
      for (const key of keys) {
        const v = get(key);
        held.add(v);
        values.push(v);
      }
      return use(values);
    } finally {
      for (const v of values) held.delete(v);
    }
  };
  return Object.assign(get, { all });
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
        return bitsetOf(size, (r) => c.price[r]! >= n * 100, into);
      case 'maxPrice':
        return bitsetOf(size, (r) => c.price[r]! <= n * 100, into);
      case 'minDays':
        return bitsetOf(size, (r) => c.days[r]! >= n, into);
      case 'maxDays':
        return bitsetOf(size, (r) => c.days[r]! <= n, into);
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
   */
  function walk(sort: ExperienceSort, bits: Bitset, from: number, limit: number, total: number): number[] {
    const wanted = Math.min(from + limit, total);
    if (wanted <= from) return [];
    const { rows, positions, own } = sorted(sort);
    const out: number[] = [];
    if (own || (wanted * size) / total > 2 * total + (size >>> 5)) {
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
    for (let i = 0; i < size && out.length < limit; i++) {
      const row = rows[i]!;
      if (((bits[row >>> 5]! >>> (row & 31)) & 1) === 1 && seen++ >= from) out.push(row);
    }
    return out;
  }

  /**
   * The first EXACT_TOTAL_MAX matches in the mixed order, ranked: best first, ties in the mixed order. At least the
   * first `need` of them: the first HEAD_FIRST when that is enough (the pages a traveller reads), all once a page
   * past them is asked for.
   */
  function rankedHead(entry: Matches, text: TextOperands, filter: ExperienceFilter, need: number): Int32Array {
    if (!entry.ranked || (entry.partly && entry.ranked.length < need)) {
      const { nearDays, namedFirst } = filter;
      const ordered = namedOrder(filter);
      const when = monthBits(filter.whenMonths ?? []);
      const rows = walk('relevance', entry.bits, 0, EXACT_TOTAL_MAX, entry.total);
      const reordered = nearDays !== undefined || ordered !== undefined || when !== 0 || filter.combinedFirst === true;
      // Places named together, taken in turn: every match ranked, as the turns take from all of them.
      const turns = filter.inTurn && text.anyOf && text.anyOf.length > 1 ? text.anyOf : undefined;
      const first = reordered || turns || need > HEAD_FIRST ? rows.length : HEAD_FIRST;
      let order = byRankDescending(c.text.rank(rows, text), first);
      entry.partly = order.length < rows.length;
      // A length said in the words: the nearest length first, each distance by rank as above (a stable sort;
      // length-preference.ts); the cheaper trips or an order asked for: of those named for every word, in that order,
      // no price or length last (namedOrder). Before both, among lengths about the one said or with an order, the
      // experiences named for every word (namedMatch; in their titles when cheaper), those listed under a place the
      // words name first (listedMatch). After all of them, those of the experiences named for every word that are
      // best in a month said (month-preference.ts).
      if (reordered) {
        const distance = nearDays === undefined ? undefined : Float64Array.from(rows, (row) => lengthDistance(c.days[row]!, nearDays));
        const named = (distance && namedFirst) || ordered ? c.text.named(rows, text, { titled: ordered?.titled }) : undefined;
        // Of those named for the words, the ones listed under the place they name (listedMatch).
        const listed = named ? c.text.listed(rows, text) : undefined;
        // The named ones' prices or lengths (none last); the others' are all alike (last), as NULL in SQL's CASE.
        const column = ordered?.by === 'price' ? c.price : c.days;
        const last = ordered?.descending ? -Infinity : Infinity;
        const value = named && ordered ? Float64Array.from(rows, (row, i) => (named[i] && !Number.isNaN(column[row]!) ? column[row]! : last)) : undefined;
        const inOrder = (a: number, b: number) => (!value || value[a] === value[b] ? 0 : value[a]! < value[b]! !== ordered!.descending ? -1 : 1);
        const namedThen = when ? (named ?? c.text.named(rows, text)) : undefined;
        const best = when ? Uint8Array.from(rows, (row, i) => ((!namedThen || namedThen[i]) && (c.months[row]! & when) !== 0 ? 1 : 0)) : undefined;
        // A place joined with its country ('tanzania and zanzibar'): before everything, those named for every word that
        // are listed under another place (the trips that combine them: ExperienceFilter.combinedFirst).
        const combined = filter.combinedFirst ? combinedRows(rows, text) : undefined;
        const ahead = (a: number, b: number) =>
          (combined ? combined[b]! - combined[a]! : 0) ||
          (named ? named[b]! - named[a]! : 0) ||
          (listed ? named![b]! * listed[b]! - named![a]! * listed[a]! : 0) ||
          (distance ? distance[a]! - distance[b]! : 0) ||
          inOrder(a, b) ||
          (best ? best[b]! - best[a]! : 0);
        order = Int32Array.from(Array.from(order).sort(ahead));
      }
      if (turns) order = where.all(turns.map((alternative) => `any:${JSON.stringify([alternative])}`), (sets) => inTurn(order, rows, sets));
      for (let i = 0; i < order.length; i++) order[i] = c.ids[rows[order[i]!]!]!;
      entry.ranked = order;
    }
    return entry.ranked;
  }

  /** Of `rows`, 1 for each named for every word (namedMatch) and listed under no place the words name (listedMatch). */
  function combinedRows(rows: number[], text: TextOperands): Uint8Array | undefined {
    const named = c.text.named(rows, text);
    const listed = c.text.listed(rows, text);
    return named && listed ? named.map((n, i) => (n && !listed[i] ? 1 : 0)) : undefined;
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
      const rest = head.length < limit && from < total ? walk(sort, bits, from, limit - head.length, total).map((row) => c.ids[row]!) : [];
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
      const within = occupiedWords(base);
      const byType = filter.tripType ? where(`type:${filter.tripType}`) : undefined;
      const byPlace = filter.destination ? where(`place:${filter.destination}`) : undefined;
      return {
        total: countAnd(base, byType, byPlace, within),
        categories: CHIPS.map((chip) => ({ name: chip.name, count: countAnd(base, where(`type:${chip.name}`), byPlace, within) })),
        destinations: POPULAR_SEARCH_DESTINATIONS.map((name) => ({ name, count: countAnd(base, where(`place:${name}`), byType, within) })),
      };
    },
  };
}

/**
 * `order` (indices of `rows`) taken in turn by alternative (ExperienceFilter.inTurn; the SQL window's turns): each
 * row belongs to the first alternative whose rows (`alternatives`) hold it, or to none (one group more); the p-th turn
 * takes each group's p-th row, the group whose first row comes first leading every turn.
 */
function inTurn(order: Int32Array, rows: number[], alternatives: Bitset[]): Int32Array {
  const groups: number[][] = Array.from({ length: alternatives.length + 1 }, () => []);
  const leading: number[] = [];
  for (const i of order) {
    const row = rows[i]!;
    const found = alternatives.findIndex((bits) => ((bits[row >>> 5]! >>> (row & 31)) & 1) === 1);
    const k = found < 0 ? alternatives.length : found;
    if (groups[k]!.length === 0) leading.push(k);
    groups[k]!.push(i);
  }
  const out = new Int32Array(order.length);
  for (let turn = 0, n = 0; n < order.length; turn++) for (const k of leading) if (turn < groups[k]!.length) out[n++] = groups[k]![turn]!;
  return out;
}

/** How many of a search's ranked head are put in order until a page past them is asked for (rankedHead). */
const HEAD_FIRST = 128;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Reads the public catalogue's filter columns (one query; the visibility rule of filters.ts), rows numbered in the
 * mixed order: the relevance walk is then a scan of a bitset from its start, and the first matches a search ranks
 * have neighbouring documents in memory (one ranking reads 500 documents' entries).
 */
export async function loadCatalogueIndex(db: DbOrTx, limits: IndexLimits = { memoMax: MEMO_MAX, matchesMax: MATCHES_MAX }): Promise<CatalogueIndex> {
  const rows = rowsOf<{ id: number; p: number | null; d: number | null; t: boolean; a: number | null; bm: number[] | null; c: string | null; ty: string | null; pl: string; sd: string | null; td: string | null; dd: string | null }>(
    await db.execute(sql`
      select e.id, e.price_cents as p, e.duration_days as d, e.is_tour as t, e.agent_id as a, e.best_months as bm, lower(e.country) as c,
             lower(e.experience_type) as ty, search_places(e.destination_name, e.location, e.destinations) as pl,
             e.search_doc::text as sd, e.title_doc::text as td,
             to_tsvector('safari_search'::regconfig, coalesce(e.destination_name, ''))::text as dd
      from experiences e
      where e.is_published and e.moderation_hidden_at is null
        and not exists (select 1 from agents a where a.id = e.agent_id and not a.is_published)
      order by (e.id::bigint * 7919) % 10007, e.id`),
  );
  const n = rows.length;
  const countries = intern<string>();
  const types = intern<string>();
  const places = intern<string>();
  const c: Columns = {
    ids: new Int32Array(n),
    price: new Float64Array(n),
    days: new Float64Array(n),
    tour: new Uint8Array(n),
    agent: new Int32Array(n),
    months: new Uint16Array(n),
    country: new Uint32Array(n),
    type: new Uint32Array(n),
    place: new Uint32Array(n),
    countries: countries.values,
    types: types.values,
    places: places.values,
    text: await buildTextIndex(
      rows.map((r) => r.sd),
      rows.map((r) => r.td),
      rows.map((r) => r.dd),
    ),
  };
  await yieldToRequests();
  rows.forEach((r, i) => {
    c.ids[i] = Number(r.id);
    c.price[i] = r.p === null ? NaN : Number(r.p);
    c.days[i] = r.d === null ? NaN : Number(r.d);
    c.tour[i] = r.t ? 1 : 0;
    c.agent[i] = r.a === null ? -1 : Number(r.a);
    c.months[i] = monthBits(r.bm ?? []);
    // A missing country or type never equals or contains a value (SQL: null = x and null like x are not true).
    c.country[i] = countries.id(r.c ?? '\u0000');
    c.type[i] = types.id(r.ty ?? '\u0000');
    c.place[i] = places.id(r.pl);
  });
  await yieldToRequests();
  const index = createIndex(c, limits);
  // Sort every order now, not on a visitor's request, letting waiting requests run between sorts.
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
