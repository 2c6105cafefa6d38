import type { DbOrTx } from './client.js';

const statements = new WeakMap<DbOrTx, Map<string, unknown>>();

/**
 * A named prepared statement of a hot read, built once per database handle. Drizzle then skips building the SQL on
 * every call, and on PostgreSQL each pooled connection parses the statement once and keeps it by name (node-postgres),
 * so the server can reuse its plan instead of planning the joins for every request. On PGlite, which drizzle sends
 * every query to unnamed, the statement is PREPAREd in SQL instead (pglitePrepared below).
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
    statement = pglitePrepared(prepare(db, name), name);
    byName.set(name, statement);
  }
  return statement;
}

/** What drizzle's PGlite prepared query holds: the client it sends `queryString` to, with the values in order. */
interface PgliteQuery {
  client: { query(text: string, params?: unknown[], options?: unknown): Promise<unknown>; transaction?: unknown };
  queryString: string;
  constructor: { name: string };
}

/** A value written into `EXECUTE name(…)` as SQL text: only numbers, booleans and arrays of integers, never strings. */
function literal(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((v) => Number.isInteger(v))) return `'{${value.join(',')}}'`;
  return undefined;
}

/**
 * PGlite plans every query it is sent (drizzle sends them unnamed), and the hot reads' plans cost more than running
 * them: 0.5 of the 1.1 ms an experience page takes. The statement is therefore PREPAREd once in PGlite's single
 * session and run as `EXECUTE name(values)`, its values written as literals: only numbers, booleans and integer arrays
 * (the hot reads' ids and flags), anything else goes the usual way. The answer has the same columns, so drizzle maps it
 * as before. A PREPARE that fails (it cannot type a parameter) leaves the statement on the usual path.
 */
function pglitePrepared<T>(statement: T, name: string): T {
  const query = statement as unknown as PgliteQuery;
  // On the database itself, not on a transaction's handle: one PREPARE serves the whole session.
  const onDatabase = typeof query?.client?.transaction === 'function';
  if (query?.constructor?.name !== 'PglitePreparedQuery' || typeof query.queryString !== 'string' || !onDatabase) return statement;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`prepared statement name ${name} must be a plain identifier`);
  const client = query.client;
  let prepared: Promise<boolean> | undefined;
  query.client = {
    async query(text, params = [], options) {
      const values = params.map(literal);
      if (text !== query.queryString || values.some((v) => v === undefined)) return client.query(text, params, options);
      prepared ??= client.query(`prepare ${name} as ${text}`).then(
        () => true,
        () => false,
      );
      if (!(await prepared)) return client.query(text, params, options);
      return client.query(`execute ${name}(${values.join(', ')})`, [], options);
    },
  };
  return statement;
}
