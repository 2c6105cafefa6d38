import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.js';

/** The committed SQL migrations; the same files run on PGlite and PostgreSQL. Works from src (tsx) and dist. */
export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/db/migrations');

export async function runMigrations(database: Database): Promise<void> {
  // Extensions need to exist before the trigram indexes and the search configuration; not part of drizzle-kit's SQL.
  await database.db.execute(sql`create extension if not exists pg_trgm`);
  await database.db.execute(sql`create extension if not exists unaccent`);
  if (database.driver === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
  } else {
    await migratePg(database.db as never, { migrationsFolder });
  }
}
