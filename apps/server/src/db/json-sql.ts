import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** `json_build_object('key', value, …)`; the keys are ours (never input), written as literals. */
export function jsonObject(fields: Record<string, SQLWrapper>): SQL {
  const pairs = Object.entries(fields).map(([key, value]) => sql`${sql.raw(`'${key.replaceAll("'", "''")}'`)}, ${value}`);
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/**
 * A json array with one object per row of `from` (what follows FROM: tables, joins, WHERE), in `orderBy` order, or
 * `[]` when no row matches: related rows read in the same statement as their parent instead of a round trip each.
 */
export function jsonArray(fields: Record<string, SQLWrapper>, from: SQL, orderBy: SQL): SQL {
  return sql`(select coalesce(json_agg(${jsonObject(fields)} order by ${orderBy}), '[]'::json) from ${from})`;
}
