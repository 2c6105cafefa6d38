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
  /**
   * PostgreSQL: NOTIFY on `channel` heard on a connection of its own (one per channel, made on first use, closed with
   * the database). PGlite hears notifications in-process, synchronously within the writer's commit, instead.
   */
  listen?(channel: string): Listening;
}

/** A channel listened to, with this process's own writes (the response cache's knownVersion reads both). */
export interface Listening {
  /** True while a notification sent now reaches this process. */
  live(): boolean;
  /**
   * Moves whenever a notification arrives on the channel, the listening connection is lost or regained, or a
   * statement that may write finishes on one of this process's connections: two equal readings mean none of these
   * happened in between.
   */
  mark(): string;
  /** Notifications heard on the channel so far. */
  heard(): number;
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
  let writes = 0;
  pool.on('connect', (client) => countWrites(client, () => writes++));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listeners = new Map<string, ReturnType<typeof listenOn>>();
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
    listen(channel) {
      let listener = listeners.get(channel);
      if (!listener) listeners.set(channel, (listener = listenOn(url, channel, () => writes, onPoolError)));
      return listener;
    },
    close: async () => {
      // Once, as PGlite's: a caller that closed the database early (a test of losing it) may close it again.
      if (pool.ending) return;
      await Promise.all([...listeners.values()].map((l) => l.close()));
      await pool.end();
    },
  };
}

const READ_START = /^\s*(select|show|values|explain|begin|start transaction|savepoint|release|rollback|set|listen)\b/i;
const WITH = /^\s*with\b/i;
const WRITE_WORD = /\b(insert|update|delete|merge)\b/i;
/** A statement that may change data: anything but a read, and a read whose WITH holds a data-modifying statement. */
export const mayWrite = (text: string) => (WITH.test(text) ? WRITE_WORD.test(text) : !READ_START.test(text));

/**
 * Calls `counted` as each statement that may write finishes on `client` (a pool connection), before its caller goes
 * on: a COMMIT, an INSERT, a data-modifying WITH. So this process's own writes are seen at once, without waiting for
 * their notification, which arrives on another connection in its own time.
 */
function countWrites(client: pg.PoolClient, counted: () => void) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const config = args[0] as string | { text?: unknown } | undefined;
    const text = typeof config === 'string' ? config : config?.text;
    if (typeof text === 'string' && !mayWrite(text)) return query(...args);
    const last = args.at(-1);
    if (typeof last === 'function') {
      // Callback style: counted before the callback runs.
      args[args.length - 1] = (...result: unknown[]) => {
        counted();
        return (last as (...r: unknown[]) => unknown)(...result);
      };
      return query(...args);
    }
    const result = query(...args) as { then?: unknown } | undefined;
    if (result && typeof result.then === 'function') {
      return (result as Promise<unknown>).then(
        (value) => {
          counted();
          return value;
        },
        (err: unknown) => {
          counted();
          throw err;
        },
      );
    }
    counted();
    return result;
  };
}

/** Reconnection after a lost listening connection: from half a second, doubling, up to 30 s. */
const LISTEN_RETRY_MS = { first: 500, max: 30_000 };

/**
 * LISTEN on a connection of its own, reconnected (with backoff) when lost. `channel` is one of the migrations'
 * fixed channel names, never a request's text.
 */
function listenOn(url: string, channel: string, writes: () => number, onError?: (err: Error) => void) {
  let client: pg.Client | undefined;
  let live = false;
  let closed = false;
  let generation = 0;
  let heard = 0;
  let retry = LISTEN_RETRY_MS.first;
  let timer: NodeJS.Timeout | undefined;
  const connect = async () => {
    timer = undefined;
    if (closed) return;
    const c = new pg.Client({ connectionString: url, keepAlive: true, application_name: `listen:${channel}` });
    client = c;
    const lost = () => {
      if (client !== c) return;
      client = undefined;
      live = false;
      generation++;
      void c.end().catch(() => {});
      if (closed) return;
      timer = setTimeout(() => void connect(), retry);
      timer.unref();
      retry = Math.min(retry * 2, LISTEN_RETRY_MS.max);
    };
    c.on('error', (err) => {
      onError?.(err);
      lost();
    });
    c.on('end', lost);
    c.on('notification', (msg) => {
      if (msg.channel === channel) heard++;
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
      if (client !== c) return;
      live = true;
      generation++;
      retry = LISTEN_RETRY_MS.first;
    } catch (err) {
      onError?.(err as Error);
      lost();
    }
  };
  void connect();
  return {
    live: () => live,
    mark: () => `${generation}.${heard}.${writes()}`,
    heard: () => heard,
    close: async () => {
      closed = true;
      live = false;
      if (timer) clearTimeout(timer);
      const c = client;
      client = undefined;
      await c?.end().catch(() => {});
    },
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
