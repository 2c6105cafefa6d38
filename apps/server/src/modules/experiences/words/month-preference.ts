import { sql, type SQL } from 'drizzle-orm';
import * as s from '../../../db/schema.js';

/**
 * A month the traveller said ('safari in november', 'christmas in zanzibar'; query-intent.ts) is a preference, not a
 * word to match: any trip can be taken in any month, but each agent names the months its trip is best in
 * (`best_months`, edited in the portal). Of the experiences named for every word (their names, places, type or
 * location say them: text-search.ts namedMatch), a relevance search ranks those best in a month said first, each
 * group by relevance, after the preferences the words set before it (named, length, order: filters.ts). So 'safari in
 * november' leads with the safaris whose agents call November a good month, then the rest, and 'gorilla trekking in
 * october', when no gorilla trek is best in October, is the gorilla treks as without the month, not the lake retreats
 * that mention gorillas. Said with no other words ('december', 'christmas'), a month is a condition instead: the trips
 * best then (ExperienceFilter.bestIn, bestInMonthsWhere), since a preference would only reorder the whole catalogue.
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

/** The condition that an experience is best in one of `months` (ExperienceFilter.bestIn). */
export function bestInMonthsWhere(months: readonly number[]): SQL {
  return sql`${s.experiences.bestMonths} && array[${sql.join(months.map((m) => sql`${Math.trunc(m)}::int`), sql`, `)}]`;
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
