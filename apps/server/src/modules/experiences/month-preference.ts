import { sql, type SQL } from 'drizzle-orm';
import * as s from '../../db/schema.js';

/**
 * A month the traveller said ('safari in november', 'christmas in zanzibar'; query-intent.ts) is a preference, not a
 * word to match: any trip can be taken in any month, but each agent names the months its trip is best in
 * (`best_months`, edited in the portal). A relevance search ranks the experiences best in a month said first, each
 * group by relevance, after the preferences the words set before it (named, length, order: filters.ts). So
 * 'safari in november' leads with the safaris whose agents call November a good month, then the rest.
 *
 * One order, stated for PostgreSQL (search-window.ts) and the in-memory index (catalogue-index.ts), which rank alike
 * (catalogue-index.test.ts).
 */

/** The months as bits (January bit 0), for a row's best months and for the months said. */
export function monthBits(months: readonly number[]): number {
  let bits = 0;
  for (const m of months) if (Number.isInteger(m) && m >= 1 && m <= 12) bits |= 1 << (m - 1);
  return bits;
}

/**
 * The ORDER BY term that puts first the experiences best in one of `months` and, when given, `named` for every word
 * (text-search.ts namedMatch): a trip whose description only mentions the words ('gorilla trekking in october': the
 * lake retreats that mention gorillas) is never put first for its months.
 */
export function bestInMonthsSql(months: readonly number[], named: SQL | undefined): SQL {
  const said = sql.join(months.map((m) => sql`${Math.trunc(m)}::int`), sql`, `);
  const best = sql`${s.experiences.bestMonths} && array[${said}]`;
  return sql`coalesce(${named ? sql`(${named}) and ` : sql``}${best}, false) desc`;
}

/** An int[] column as a raw query gives it: an array, or PostgreSQL's text form ('{1,2,12}') from a driver that does not parse it. */
export function monthsOf(value: readonly (number | string)[] | string | null): number[] {
  if (value === null) return [];
  const list = typeof value === 'string' ? value.replace(/[{}]/g, '').split(',').filter(Boolean) : value;
  return list.map(Number);
}
