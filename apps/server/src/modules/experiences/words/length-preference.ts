import { sql, type SQL } from 'drizzle-orm';
import * as s from '../../../db/schema.js';

/**
 * A length the traveller said ('uganda gorillas 3 days', 'kenya a week'; query-intent.ts) is a preference, not two
 * words to match: the search looks among experiences of about that length (lengthWindow), or, when none is, of any
 * length, and ranks the length asked for first, then a day either side, and so on, each by relevance. So 'kenya a
 * week' shows the week-long trips first whether or not their names say 'Kenya', and 'zanzibar 3 weeks' the longest
 * Zanzibar trips first. Among lengths about the one said (the window), the experiences named for every word come
 * first (text-search.ts namedMatch): for 'uganda gorillas 3 days' the 4-day Bwindi gorilla trek, then the 3-day lake
 * retreats whose descriptions only mention gorillas. When no experience about that long is named for the words, those
 * named for them at any length come first, closest first ('tsavo 2 days': the week-long Tsavo trips; readingsOf).
 *
 * One order, stated for PostgreSQL (search-window.ts) and the in-memory index (catalogue-index.ts), which rank alike
 * (catalogue-index.test.ts): named first (in the window), the distance in days, then relevance, then the mixed order;
 * an unknown length last.
 */
export function lengthDistance(days: number, near: number): number {
  return Number.isNaN(days) ? UNKNOWN : Math.abs(days - near);
}
/** An unknown length's distance: past any real one. */
const UNKNOWN = 1e9;

/** lengthDistance() in SQL: the ORDER BY term before relevance. */
export function lengthDistanceSql(near: number): SQL {
  return sql`abs(${s.experiences.durationDays} - ${Math.trunc(near)}) asc nulls last`;
}

/** The lengths a said length looks among first: a day either side for a short trip, about a quarter either side for longer. */
export function lengthWindow(near: number): { minDays: number; maxDays: number } {
  const spread = Math.max(1, Math.round(near / 4));
  return { minDays: Math.max(1, near - spread), maxDays: near + spread };
}
