import type { Database } from './client.js';

/** What the per-database caches read of a handle. */
export type CatalogueDatabase = Pick<Database, 'db' | 'driver' | 'listen'>;

/**
 * One `T` per database handle, made on its first use and shared by every route plugin of the app (a test's fresh
 * database gets its own): the catalogue's per-version caches and stores.
 */
export function perDatabase<T>(create: (database: CatalogueDatabase) => T): (database: CatalogueDatabase) => T {
  const made = new WeakMap<CatalogueDatabase, T>();
  return (database) => {
    let value = made.get(database);
    if (value === undefined) made.set(database, (value = create(database)));
    return value;
  };
}
