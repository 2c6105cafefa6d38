import { sql } from 'drizzle-orm';
import type { ExperienceSort } from '@safari/contract';
import type { DbOrTx } from '../../../../db/client.js';
import { intern } from '../../../../lib/intern.js';
import { buildTextIndex, type TextIndex } from '../text-index.js';
import { monthBits } from '../../words/month-preference.js';
import { yieldToRequests } from '../../serving/yield.js';

/** The public catalogue's search columns, one entry per experience, rows numbered in the mixed order (loadColumns). */
export interface Columns {
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

/** The rows in the sort's order (nulls last, ties in the mixed order), as the SQL orders them. */
export function orderOf(c: Columns, sort: ExperienceSort): Int32Array {
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

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Reads the public catalogue's filter columns (one query; the visibility rule of filters.ts), rows numbered in the
 * mixed order: the relevance walk is then a scan of a bitset from its start, and the first matches a search ranks
 * have neighbouring documents in memory (one ranking reads 500 documents' entries).
 */
export async function loadColumns(db: DbOrTx): Promise<Columns> {
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
  return c;
}
