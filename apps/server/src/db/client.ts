import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import lockfile from 'proper-lockfile';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema.js';

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;
/** A transaction handle; services accept `Db | Tx` so callers can compose them in one transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  ping(): Promise<boolean>;
  /** Runs a parameterless script of several statements (job-queue migrations). */
  execScript(text: string): Promise<{ rows: unknown[] }>;
  /** False once close() was called: later queries fail with errors that carry no driver code. */
  isOpen(): boolean;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… to use a real PostgreSQL; otherwise PGlite under dataDir (or in memory when dataDir is 'memory://'). */
  databaseUrl?: string;
  dataDir: string;
  onPoolError?: (err: Error) => void;
  /**
   * PGlite in a directory: the lock on it was lost (this process stalled past the lock's staleness and another took
   * the directory over). The server stops rather than write beside the other; by default the error is thrown.
   */
  onLockLost?: (err: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.onPoolError);
  return openPglite(options.dataDir, options.onLockLost);
}

/** Thrown when another process has the embedded database open (PGLITE_LOCK). */
export class DataDirInUseError extends Error {
  constructor(dataDir: string) {
    super(`The database in ${dataDir} is open in another server process. Stop that server, or give this one another DATA_DIR.`);
    this.name = 'DataDirInUseError';
  }
}

/**
 * Embedded PGlite is one process's database: a second server opening the same directory would write the same files
 * unsynchronised and corrupt them. So the directory is locked while open (proper-lockfile: a lock directory whose
 * time the holder refreshes every 3 s, taken over once left stale for 10 s). A second opener retries for about 13 s
 * before it gives up: long enough for a server restarting while the old one shuts down, and for one whose predecessor
 * was killed outright (tsx watch does so when a file changes again during the restart) to take over its stale lock.
 */
const PGLITE_LOCK = { stale: 10_000, update: 3_000, realpath: false, retries: { retries: 8, minTimeout: 500, maxTimeout: 2_000 } };

/** Locks the directory; the function returned releases it (once, however often it is called). */
async function lockDataDir(location: string, onLockLost?: (err: Error) => void): Promise<() => Promise<void>> {
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(location, {
      ...PGLITE_LOCK,
      onCompromised: (err) => {
        if (!onLockLost) throw err;
        onLockLost(err);
      },
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirInUseError(path.dirname(location));
    throw err;
  }
  let released: Promise<void> | undefined;
  return () => (released ??= release());
}

async function openPglite(dataDir: string, onLockLost?: (err: Error) => void): Promise<Database> {
  let location: string | undefined;
  let unlock = async () => {};
  if (dataDir !== 'memory://') {
    location = path.join(dataDir, 'pglite');
    mkdirSync(location, { recursive: true });
    unlock = await lockDataDir(location, onLockLost);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({ dataDir: location, extensions: { pg_trgm, unaccent } });
  } catch (err) {
    await unlock();
    throw err;
  }
  // Both drivers expose the same query builder; the cast keeps one Db type across the codebase.
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    ping: () => pingWith(db),
    isOpen: () => !client.closed,
    execScript: async (text) => ({ rows: (await client.exec(text)).at(-1)?.rows ?? [] }),
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        await unlock();
      }
    },
  };
}

async function openPostgres(url: string, onPoolError?: (err: Error) => void): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 20, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5_000 });
  // An idle client's error (server restart, network blip) must not crash the process.
  pool.on('error', (err) => onPoolError?.(err));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    driver: 'postgres',
    ping: () => pingWith(db),
    isOpen: () => !pool.ended,
    // Without parameters node-postgres uses the simple query protocol, which runs several statements.
    execScript: async (text) => {
      const result = (await pool.query(text)) as unknown as { rows: unknown[] } | Array<{ rows: unknown[] }>;
      return { rows: (Array.isArray(result) ? result.at(-1)?.rows : result.rows) ?? [] };
    },
    close: () => pool.end(),
  };
}

async function pingWith(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
