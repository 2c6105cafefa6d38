/**
 * Background work on a PostgreSQL job queue (pg-boss 10, docs/decisions/006): mail now, 24/48-hour lead
 * reminders and website imports later. Jobs live in the application's own database, so
 *  - a job is recorded in the same transaction as the change that causes it (`send(…, { in: tx })`):
 *    a rolled-back change leaves no job, a committed one always has its job;
 *  - they survive restarts, and one job is worked by one instance (pg-boss fetches with SKIP LOCKED);
 *  - retries with exponential backoff are pg-boss's, per queue.
 * The same code runs on PGlite and PostgreSQL through pg-boss's `db` option (see `sqlExecutor`).
 */
import { EventEmitter } from 'node:events';
import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/client.js';

export interface QueueDefinition {
  retryLimit: number;
  retryDelaySeconds: number;
  /** Seconds a single attempt may run before pg-boss counts it as failed. */
  expireInSeconds: number;
}

export interface JobQueueOptions {
  /** How often idle workers look for new jobs; pg-boss's minimum is 0.5 s. */
  pollingIntervalSeconds?: number;
  /** Overrides per queue (tests shorten retry delays). */
  queues?: Record<string, Partial<QueueDefinition>>;
}

type SqlResult = { rows: unknown[] };

/**
 * pg-boss speaks `executeSql(text, values)` with $1…$n placeholders. This builds the same statement through
 * drizzle's public API, so pg-boss can run on either driver and inside a drizzle transaction.
 * PGlite's prepared statements hold one statement each: parameterless multi-statement scripts (pg-boss's
 * schema migrations) go through `execScript`.
 */
function sqlExecutor(db: DbOrTx, execScript?: (text: string) => Promise<SqlResult>) {
  async function run(text: string, values: unknown[]): Promise<SqlResult> {
    if (values.length === 0 && execScript) return execScript(text);
    const chunks: SQL[] = [];
    let last = 0;
    for (const match of text.matchAll(/\$(\d+)/g)) {
      chunks.push(sql.raw(text.slice(last, match.index)));
      // One bound parameter each, as the driver would get it: an array stays one array parameter (sql`${x}`
      // would spread it), and undefined becomes null rather than vanishing.
      chunks.push(sql`${sql.param(values[Number(match[1]) - 1] ?? null)}`);
      last = match.index! + match[0].length;
    }
    chunks.push(sql.raw(text.slice(last)));
    const result = (await db.execute(sql.join(chunks, sql.raw('')))) as unknown as SqlResult | unknown[];
    return Array.isArray(result) ? { rows: result } : result;
  }

  const inFlight = new Set<Promise<unknown>>();
  return {
    executeSql(text: string, values: unknown[] = []): Promise<SqlResult> {
      return track(inFlight, run(text, values));
    },
    /** Statements issued and not yet settled (see `stop()`). */
    inFlight,
  };
}

/** Adds a promise to a set until it settles. */
function track<T>(set: Set<Promise<unknown>>, promise: Promise<T>): Promise<T> {
  set.add(promise);
  promise.then(
    () => set.delete(promise),
    () => set.delete(promise),
  );
  return promise;
}

export type JobHandler<T> = (data: T, job: { id: string; retryCount: number; createdOn: Date }) => Promise<void>;

export interface JobQueue {
  /** Defines a queue (idempotent). Call before `send` or `work` for it. */
  define(name: string, definition: QueueDefinition): Promise<void>;
  /** Records a job; with `in`, as part of that transaction. */
  send<T extends object>(name: string, data: T, options?: { in?: DbOrTx; startAfterSeconds?: number; startAfter?: Date }): Promise<void>;
  work<T>(name: string, handler: JobHandler<T>): Promise<void>;
  /** Asks this instance's workers of `name` to look for jobs now instead of at their next poll. */
  wake(name: string): void;
  /** Resolves once no job of these queues is waiting, running or due for a retry (tests). */
  idle(names: string[], timeoutMs?: number): Promise<void>;
  events: EventEmitter;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createJobQueue(database: Database, options: JobQueueOptions = {}): JobQueue {
  const executor = sqlExecutor(database.db, database.execScript);
  const boss = new PgBoss({
    db: executor,
    schema: 'pgboss',
    // One instance's supervisor is enough; pg-boss elects it through the database.
    supervise: true,
    schedule: true,
    migrate: true,
  });
  const events = new EventEmitter();
  boss.on('error', (err) => events.emit('error', err));
  const definitions = new Map<string, QueueDefinition>();
  const pollingIntervalSeconds = Math.max(0.5, options.pollingIntervalSeconds ?? 2);
  const workers = new Map<string, string[]>();
  /** Handlers running now (see `stop()`). */
  const handlers = new Set<Promise<unknown>>();
  let started = false;
  const wake = (name: string) => {
    for (const id of workers.get(name) ?? []) boss.notifyWorker(id);
  };

  return {
    events,
    async start() {
      if (started) return;
      await boss.start();
      started = true;
    },
    async stop() {
      if (!started) return;
      started = false;
      // graceful: running handlers finish; `close: false` because the database is ours to close.
      await boss.stop({ graceful: true, close: false, wait: true, timeout: 10_000 });
      // pg-boss 10 can resolve stop() with work still under way: a fetch issued before the stop may still hand a
      // job to its handler, and the statement marking a finished job completed is not awaited. Wait until no
      // statement and no handler has been running for a full turn of the event loop (every continuation has run),
      // so the database can be closed after this.
      for (;;) {
        await Promise.allSettled([...executor.inFlight, ...handlers]);
        await new Promise<void>((resolve) => setImmediate(resolve));
        if (executor.inFlight.size === 0 && handlers.size === 0) break;
      }
    },
    async define(name, definition) {
      const merged = { ...definition, ...options.queues?.[name] };
      definitions.set(name, merged);
      await boss.createQueue(name, {
        name,
        retryLimit: merged.retryLimit,
        retryDelay: merged.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: merged.expireInSeconds,
      });
    },
    async send(name, data, sendOptions = {}) {
      if (!definitions.has(name)) throw new Error(`Queue ${name} is not defined`);
      await boss.send(name, data, {
        ...(sendOptions.in ? { db: sqlExecutor(sendOptions.in) } : {}),
        ...(sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
      });
      events.emit('sent', name);
    },
    wake,
    async work(name, handler) {
      const workerId = await boss.work(name, { pollingIntervalSeconds, batchSize: 1, includeMetadata: true }, async ([job]) => {
        if (!job) return;
        // pg-boss 10 waits a whole polling interval after every fetch, even one that found a job: a backlog (the five
        // mails of one enquiry) would go out one job per interval. A job found means there may be more: fetch again
        // at once, and wait only when the queue is empty.
        wake(name);
        const meta = { id: job.id, retryCount: job.retryCount, createdOn: new Date(job.createdOn) };
        try {
          await track(handlers, handler(job.data as never, meta));
          events.emit('completed', name, job.id);
        } catch (err) {
          events.emit('failed', name, job.id, err);
          throw err;
        }
      });
      workers.set(name, [...(workers.get(name) ?? []), workerId]);
    },
    async idle(names, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const { rows } = await executor.executeSql(
          `select count(*)::int as n from pgboss.job where name = any($1::text[]) and state in ('created', 'retry', 'active')`,
          [names],
        );
        if (Number((rows[0] as { n: number }).n) === 0) return;
        if (Date.now() > deadline) throw new Error(`Jobs of ${names.join(', ')} still pending after ${timeoutMs} ms`);
        // Wake as soon as a job finishes, or re-check shortly (a retry becomes due by the clock).
        await new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer);
            events.off('completed', done);
            events.off('failed', done);
            resolve();
          };
          const timer = setTimeout(done, 100);
          events.on('completed', done);
          events.on('failed', done);
        });
      }
    },
  };
}
