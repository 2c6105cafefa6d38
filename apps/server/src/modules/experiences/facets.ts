import { and, sql, type SQL } from 'drizzle-orm';
import { CATEGORY_FILTERS, POPULAR_SEARCH_DESTINATIONS, type ExperienceFacets } from '@safari/contract';
import type { DbOrTx } from '../../db/client.js';
import * as s from '../../db/schema.js';
import { baseConditions, matchesDestination, matchesTripType, type ExperienceFilter } from './filters.js';

const CHIPS = CATEGORY_FILTERS.filter((c) => c.chip);
const always = sql`true`;

/**
 * Counts for the current search in one pass over the matching rows: each category chip counted with every filter
 * except the chosen category (so the chips show where else the traveller could go), each popular destination with every
 * filter except the destination, and the total with all of them.
 */
export async function countFacets(db: DbOrTx, filter: ExperienceFilter): Promise<ExperienceFacets> {
  const byType: SQL = filter.tripType ? matchesTripType(filter.tripType) : always;
  const byPlace: SQL = filter.destination ? matchesDestination(filter.destination) : always;
  const counts = [
    sql`count(*) filter (where ${byType} and ${byPlace})::int as total`,
    ...CHIPS.map((c, i) => sql`count(*) filter (where ${matchesTripType(c.name)} and ${byPlace})::int as ${sql.identifier(`c${i}`)}`),
    ...POPULAR_SEARCH_DESTINATIONS.map((d, i) => sql`count(*) filter (where ${matchesDestination(d)} and ${byType})::int as ${sql.identifier(`k${i}`)}`),
  ];
  const result = await db.execute(sql`select ${sql.join(counts, sql`, `)} from ${s.experiences} where ${and(...baseConditions(filter))}`);
  const row = (result as unknown as { rows: Array<Record<string, number>> }).rows[0] ?? {};
  return {
    total: row.total ?? 0,
    categories: CHIPS.map((c, i) => ({ name: c.name, count: row[`c${i}`] ?? 0 })),
    destinations: POPULAR_SEARCH_DESTINATIONS.map((d, i) => ({ name: d, count: row[`k${i}`] ?? 0 })),
  };
}
