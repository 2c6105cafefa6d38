import type { DbOrTx } from './client.js';

const statements = new WeakMap<DbOrTx, Map<string, unknown>>();

/**
 * A named prepared statement of a hot read, built once per database handle. Drizzle then skips building the SQL on
 * every call, and on PostgreSQL each pooled connection parses the statement once and keeps it by name (node-postgres),
 * so the server can reuse its plan instead of planning the joins for every request. PGlite ignores the name.
 * A name stands for one SQL text: never reuse it for another statement.
 */
export function preparedStatement<T>(db: DbOrTx, name: string, prepare: (db: DbOrTx, name: string) => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (!statement) {
    statement = prepare(db, name);
    byName.set(name, statement);
  }
  return statement;
}
