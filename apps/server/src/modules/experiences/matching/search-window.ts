import { and, asc, count, inArray, sql, type SQL } from 'drizzle-orm';
import type { ExperienceSort } from '@safari/contract';
import type { DbOrTx } from '../../../db/client.js';
import * as s from '../../../db/schema.js';
import { buildExperienceWhere, isPubliclyVisible, namedOrder, type ExperienceFilter } from '../filters.js';
import { alternativeOf, listedMatch, namedMatch, parseTextQuery, textQueryOf, textRank, withAlternativesRequired, withNamedRequired, type TextQuery } from '../words/text-search.js';
import { lengthDistanceSql } from '../words/length-preference.js';
import { bestInMonthsSql } from '../words/month-preference.js';

const e = s.experiences;

/**
 * Totals are exact up to this many matches; beyond it they are the planner's estimate (never less than this + 1), and
 * the answer says so (`total_estimated`). A search also ranks at most this many candidates by relevance (below).
 */
export const EXACT_TOTAL_MAX = 500;

/** Searches expected to match at most this many experiences (in any order but relevance) are sorted whole. */
const SORT_ALL_MAX = 1000;
/**
 * A broad search's page walks the order's index for WALK_MARGIN times the rows the planner's share says it needs, and
 * further when that was not enough, up to WALK_MAX rows before it sorts all matches.
 */
const WALK_MARGIN = 3;
const WALK_MAX = 30_000;

/**
 * A fixed permutation of ids (a multiplier and a modulus that are both prime; id breaks the rare tie): the order is
 * stable, so offsets page without gaps or repeats, yet neighbours come from different agencies and places instead of
 * one agency's catalogue after another (ids follow insertion order). Migration 0009 indexes it and each sort with it.
 */
const mixedKey = sql`(${e.id}::bigint * 7919) % 10007`;

/**
 * A walk along an order's index: the first `stretch` rows in that order, with the mixed key as a column `k`, so the
 * query above it can order by the same columns and PostgreSQL streams the walk instead of sorting it again (ordered
 * by the expression instead, it re-sorted all `stretch` rows and so tested every one of them).
 */
const walkOf = (sort: ExperienceSort, stretch: number) =>
  sql`(select *, ${mixedKey} as k from ${e} order by ${sql.join(sortOrder(sort), sql`, `)} limit ${stretch}) as ${e}`;
const walkOrder = (sort: ExperienceSort) => sql.join(sortOrder(sort, [sql`k`, asc(e.id)]), sql`, `);

function sortOrder(sort: ExperienceSort, mixedOrder: SQL[] = [mixedKey, asc(e.id)]): SQL[] {
  switch (sort) {
    case 'price_asc':
      return [sql`${e.priceCents} asc nulls last`, ...mixedOrder];
    case 'price_desc':
      return [sql`${e.priceCents} desc nulls last`, ...mixedOrder];
    case 'duration_asc':
      return [sql`${e.durationDays} asc nulls last`, ...mixedOrder];
    case 'duration_desc':
      return [sql`${e.durationDays} desc nulls last`, ...mixedOrder];
    case 'relevance':
      return mixedOrder;
  }
}

/** The first results of a search in order, how many there are, and whether more follow than the window holds. */
export interface SearchWindow {
  ids: number[];
  more: boolean;
  total: number;
  estimated: boolean;
  /** The planner's guess of the share of experiences that match (for the walk along an order's index). */
  share?: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The planner's estimates of the filter's matches and of the table's rows: one planning round trip (both branches of
 * one plan), no rows read.
 */
async function estimateMatches(db: DbOrTx, where: SQL): Promise<{ matches: number; share: number }> {
  const [row] = rowsOf<Record<string, unknown>>(await db.execute(sql`explain (format json) select 1 from ${e} where ${where} union all select 1 from ${e}`));
  const raw = row ? Object.values(row)[0] : undefined;
  type Node = { 'Plan Rows'?: number; Plans?: Node[] };
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan?: Node }> | undefined;
  const [filtered, all] = plan?.[0]?.Plan?.Plans ?? [];
  const matches = Math.round(filtered?.['Plan Rows'] ?? 0);
  return { matches, share: Math.min(1, matches / Math.max(1, all?.['Plan Rows'] ?? 1)) };
}

/**
 * Named for every word (namedMatch) and listed under no place the words name (listedMatch): ExperienceFilter.combinedFirst.
 * The place and the country, searched as alternatives (query-intent.ts), count as words.
 */
function combinedMatch(text: TextQuery): SQL | undefined {
  const words = withAlternativesRequired(text);
  const [named, listed] = [namedMatch(words), listedMatch(words)];
  return named && listed ? sql`(${named} and not ${listed})` : undefined;
}

/**
 * The search's first EXACT_TOTAL_MAX results, as ids, in the order the traveller asked for.
 *
 * Relevance with words ranks with ts_rank, which reads each document. When at most EXACT_TOTAL_MAX experiences match,
 * all of them are ranked (the demo catalogue, and most searches of the bench's). When more match (a word in a quarter
 * of 100,000 experiences), only the first EXACT_TOTAL_MAX in the mixed order are ranked: a fixed, spread sample
 * that one query finds; the rest follow in the mixed order, so paging still never repeats or skips a card.
 * Every other order is exact at any size (indexed: the walk stops at the window's last row).
 */
export async function computeSearchWindow(db: DbOrTx, filter: ExperienceFilter, sort: ExperienceSort, { exactTotal = false } = {}): Promise<SearchWindow> {
  const where = buildExperienceWhere(filter);
  const text = sort === 'relevance' && (filter.q || filter.anyOf) ? textQueryOf(filter) : undefined;
  let ids: number[];
  let more: boolean;
  if (text) {
    // PostgreSQL picks the plan for the candidates: for a broad word or a short prefix it walks the mixed order's
    // index and stops at the last one; for a rare word it collects the matches from the full-text index. Forcing
    // either plan from the estimate was tried and measured worse (decision 015).
    // The candidates come out of the CTE under the table's name, so textRank's, namedMatch's and listedMatch's column
    // references read them (the title's own document, title_doc, only when namedMatch reads it: `titled`; the
    // destination only when listedMatch does).
    // A length said in the words comes first, then the lengths nearest it (length-preference.ts); when the cheaper
    // trips or an order were asked for, those named for every word in that order (namedOrder). Before both, the
    // experiences named for every word (namedMatch; in their titles when cheaper), those listed under a place the words
    // name first (listedMatch). After all of them, those of the experiences named for every word that are best
    // in a month said (month-preference.ts).
    const nearDays = filter.nearDays;
    const ordered = namedOrder(filter);
    // For a length said, named for the words but the place the trip leaves from (TextQuery.named).
    const namedFor = withNamedRequired(text, filter);
    const named = (nearDays !== undefined && filter.namedFirst) || ordered ? namedMatch(namedFor, { titled: ordered?.titled }) : undefined;
    // Of those named for the words, the ones listed under the place they name (listedMatch).
    const listed = named ? listedMatch(namedFor) : undefined;
    // A place joined with its country ('tanzania and zanzibar'): before everything, those named for every word that are
    // listed under another place (the trips that combine them: ExperienceFilter.combinedFirst).
    const combined = filter.combinedFirst ? combinedMatch(text) : undefined;
    const preferred = [
      ...(combined ? [sql`(${combined}) desc`] : []),
      ...(named ? [sql`(${named}) desc`] : []),
      ...(listed ? [sql`(${named} and ${listed}) desc`] : []),
      ...(nearDays === undefined ? [] : [lengthDistanceSql(nearDays)]),
      ...(named && ordered
        ? [sql`case when ${named} then ${ordered.by === 'price' ? e.priceCents : e.durationDays} end ${ordered.descending ? sql`desc` : sql`asc`} nulls last`]
        : []),
      ...(filter.whenMonths?.length ? [bestInMonthsSql(filter.whenMonths, named ?? namedMatch(text))] : []),
    ];
    const ranking = sql.join([...preferred, sql`${textRank(text)} desc`, mixedKey, asc(e.id)], sql`, `);
    const head = sql`(select * from candidates as ${e} order by ${mixedKey}, ${e.id} limit ${EXACT_TOTAL_MAX}) as ${e}`;
    // Places named together, taken in turn (ExperienceFilter.inTurn): each one's p-th best in the p-th turn, the place
    // whose best comes first leading each turn.
    const alternative = filter.inTurn && (text.anyOf?.length ?? 0) > 1 ? alternativeOf(text) : undefined;
    const rows = rowsOf<{ id: number; n: number }>(
      await db.execute(sql`
        with candidates as materialized (
          select ${e.id} as id, ${e.searchDoc} as search_doc, ${e.durationDays} as duration_days, ${e.priceCents} as price_cents, ${e.bestMonths} as best_months${ordered?.titled ? sql`, ${e.titleDoc} as title_doc` : sql``}${listed || combined ? sql`, ${e.destinationName} as destination_name` : sql``} from ${e} where ${where} order by ${mixedKey}, ${e.id} limit ${EXACT_TOTAL_MAX + 1}
        )
        ${
          alternative
            ? sql`select id, n from (
                select id, n, row_number() over (partition by alt order by p) as turn, min(p) over (partition by alt) as lead
                from (select ${e.id} as id, (select count(*)::int from candidates) as n, row_number() over (order by ${ranking}) as p, ${alternative} as alt from ${head}) as ranked
              ) as turns order by turn, lead`
            : sql`select id, (select count(*)::int from candidates) as n from ${head} order by ${ranking}`
        }`),
    );
    ids = rows.map((r) => Number(r.id));
    more = Number(rows[0]?.n ?? 0) > EXACT_TOTAL_MAX;
  } else {
    // Other orders: a search expected to match few experiences sorts all of them at once (a trigram or full-text
    // index finds them); a broad one is read page by page along the order's index (pageIds).
    // An agency's own experiences are a few dozen at most: no need to ask the planner.
    const estimate = filter.agentId === undefined ? await estimateMatches(db, where) : { matches: 0, share: 1 };
    if (estimate.matches > SORT_ALL_MAX && !exactTotal) {
      return { ids: [], more: true, total: Math.max(EXACT_TOTAL_MAX + 1, estimate.matches), estimated: true, share: estimate.share };
    }
    const rows = rowsOf<{ id: number }>(
      await db.execute(sql`
        with matches as materialized (select ${e.id}, ${e.priceCents}, ${e.durationDays} from ${e} where ${where})
        select id from matches as ${e} order by ${sql.join(sortOrder(sort), sql`, `)} limit ${EXACT_TOTAL_MAX + 1}`),
    );
    more = rows.length > EXACT_TOTAL_MAX;
    ids = rows.slice(0, EXACT_TOTAL_MAX).map((r) => Number(r.id));
  }
  if (!more) return { ids, more, total: ids.length, estimated: false };
  if (exactTotal) return { ids, more, total: (await db.select({ n: count() }).from(e).where(where))[0]?.n ?? 0, estimated: false };
  const estimate = await estimateMatches(db, where);
  return { ids, more, total: Math.max(EXACT_TOTAL_MAX + 1, estimate.matches), estimated: true, share: estimate.share };
}

/** Cache key of a window: what its SQL depends on (a text query by its words), never the page. */
function windowKey(filter: ExperienceFilter, sort: ExperienceSort, exactTotal: boolean): string {
  const words = filter.q ? (parseTextQuery(filter.q)?.all.join(' ') ?? '') : undefined;
  return JSON.stringify([sort, exactTotal, { ...filter, q: words }]);
}

/** The search's window, from `windows` when given (public reads) or computed (a transaction, a one-off call). */
export function searchWindow(
  db: DbOrTx,
  filter: ExperienceFilter,
  sort: ExperienceSort,
  { windows, exactTotal = false, version }: { windows?: SearchWindowCache; exactTotal?: boolean; version?: string } = {},
): Promise<SearchWindow> {
  const build = () => computeSearchWindow(db, filter, sort, { exactTotal });
  return windows ? windows.get(windowKey(filter, sort, exactTotal), build, version) : build();
}

/** Ids of the page at `offset`: from the window, and past its end in the order that continues it. */
export async function pageIds(db: DbOrTx, window: SearchWindow, filter: ExperienceFilter, sort: ExperienceSort, limit: number, offset: number): Promise<number[]> {
  const head = window.ids.slice(offset, offset + limit);
  if (head.length === limit || !window.more) return head;
  const from = Math.max(offset, window.ids.length);
  const want = limit - head.length;
  // Past the ranked candidates a relevance search continues in the mixed order, which is how they were picked.
  const where = buildExperienceWhere(filter);
  const order = sql.join(sortOrder(sort), sql`, `);
  // Walk the order's index for the stretch the planner's share of matches says the page needs (with a margin); when
  // the matches are rarer there (a filter correlated with the order: treks are dear, so sorting by price ascending
  // meets them late), walk eight times further, and past WALK_MAX rows sort all the matches instead.
  for (let stretch = Math.ceil(((from + want) / Math.max(window.share ?? 0.05, 0.001)) * WALK_MARGIN); stretch <= WALK_MAX; stretch *= 8) {
    const walked = rowsOf<{ id: number }>(
      await db.execute(sql`select id from ${walkOf(sort, stretch)} where ${where} order by ${walkOrder(sort)} limit ${want} offset ${from}`),
    );
    if (walked.length === want) return [...head, ...walked.map((r) => Number(r.id))];
  }
  const all = rowsOf<{ id: number }>(
    await db.execute(sql`
      with matches as materialized (select ${e.id}, ${e.priceCents}, ${e.durationDays} from ${e} where ${where})
      select id from matches as ${e} order by ${order} limit ${want} offset ${from}`),
  );
  return [...head, ...all.map((r) => Number(r.id))];
}

/** The card rows of `ids`, in that order; one that stopped being public since the window was built is left out. */
export async function cardRowsByIds<T extends { id: number }>(db: DbOrTx, ids: number[], load: (where: SQL) => Promise<T[]>): Promise<T[]> {
  if (ids.length === 0) return [];
  const rows = await load(and(inArray(e.id, ids), isPubliclyVisible)!);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is T => r !== undefined);
}

/**
 * Search windows per catalogue version (decision 003's counter), so the next page of a search, or the same search
 * from another visitor, reads 24 rows by id instead of matching and ranking again. Exact: the version moves in the
 * commit of any catalogue write, and every entry of an older version is dropped on the next request. Bounded (LRU; 5,000 windows of at most 500 ids, about 20 MB).
 */
export function createSearchWindowCache(version: () => Promise<string>, maxEntries = 5000) {
  const entries = new Map<string, Promise<SearchWindow>>();
  let at: string | undefined;
  const stats = { hits: 0, misses: 0 };
  return {
    stats: () => ({ ...stats, entries: entries.size }),
    /** `known`: the catalogue version the caller has read already. */
    async get(key: string, build: () => Promise<SearchWindow>, known?: string): Promise<SearchWindow> {
      const v = known ?? (await version());
      if (v !== at && (at === undefined || BigInt(v) > BigInt(at))) {
        entries.clear();
        at = v;
      }
      // A request that read an older version than a concurrent one builds its own answer and keeps nothing.
      if (v !== at) return build();
      const hit = entries.get(key);
      if (hit) {
        stats.hits++;
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      stats.misses++;
      const pending = build();
      entries.set(key, pending);
      pending.catch(() => entries.get(key) === pending && entries.delete(key));
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
      return pending;
    },
  };
}

export type SearchWindowCache = ReturnType<typeof createSearchWindowCache>;
