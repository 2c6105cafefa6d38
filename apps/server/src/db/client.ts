import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
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
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.onPoolError);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  let location: string | undefined;
  if (dataDir !== 'memory://') {
    location = path.join(dataDir, 'pglite');
    mkdirSync(location, { recursive: true });
  }
  const client = await PGlite.create({ dataDir: location, extensions: { pg_trgm, unaccent } });
  // Both drivers expose the same query builder; the cast keeps one Db type across the codebase.
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    ping: () => pingWith(db),
    isOpen: () => !client.closed,
    execScript: async (text) => ({ rows: (await client.exec(text)).at(-1)?.rows ?? [] }),
    close: () => client.close(),
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
