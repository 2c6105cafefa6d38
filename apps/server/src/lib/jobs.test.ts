import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/harness.js';
import type { Database } from '../db/client.js';
import { createJobQueue, type JobQueue } from './jobs.js';

/** The job queue on the project's real databases (PGlite and PostgreSQL): transactional, retried, run once. */
describe('job queue', { timeout: 60_000 }, () => {
  let database: Database;
  let dispose: () => Promise<void>;
  let queue: JobQueue;
  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase());
    queue = createJobQueue(database, { pollingIntervalSeconds: 0.5 });
    await queue.start();
  }, 60_000);
  afterAll(async () => {
    await queue.stop();
    await dispose();
  });

  it('runs a job recorded in a committed transaction, and none from a rolled-back one', async () => {
    await queue.define('tx-test', { retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 30 });
    const seen: string[] = [];
    await queue.work<{ label: string }>('tx-test', async ({ label }) => {
      seen.push(label);
    });
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await queue.send('tx-test', { label: 'committed' }, { in: tx });
    });
    await expect(
      database.db.transaction(async (tx) => {
        await queue.send('tx-test', { label: 'rolled back' }, { in: tx });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    await queue.idle(['tx-test']);
    expect(seen).toEqual(['committed']);
  });

  it('retries a failing job until it succeeds', async () => {
    await queue.define('retry-test', { retryLimit: 3, retryDelaySeconds: 1, expireInSeconds: 30 });
    const attempts: number[] = [];
    await queue.work('retry-test', async (_data, job) => {
      attempts.push(job.retryCount);
      if (attempts.length < 2) throw new Error('transient failure');
    });
    await queue.send('retry-test', {});
    await queue.idle(['retry-test']);
    expect(attempts).toEqual([0, 1]);
  });

  it('drains a backlog without waiting a polling interval between jobs', async () => {
    // A worker that polls every 30 s: without draining, the second of four waiting jobs would start 30 s after the first.
    const slow = createJobQueue(database, { pollingIntervalSeconds: 30 });
    await slow.start();
    try {
      await slow.define('backlog-test', { retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 30 });
      for (let i = 0; i < 4; i++) await slow.send('backlog-test', { i });
      const done: number[] = [];
      await slow.work<{ i: number }>('backlog-test', async ({ i }) => {
        done.push(i);
      });
      await slow.idle(['backlog-test'], 15_000);
      expect(done.sort()).toEqual([0, 1, 2, 3]);
    } finally {
      await slow.stop();
    }
  });

  it('a stop right after a job finishes waits until the job is marked completed', async () => {
    // pg-boss issues the statement that completes a job without awaiting it. The handler locks its own job row in
    // another transaction, so that statement waits on the lock; the lock is released shortly after stop() begins.
    const own = createJobQueue(database, { pollingIntervalSeconds: 0.5 });
    await own.start();
    await own.define('stop-test', { retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 30 });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let holding!: Promise<void>;
    const handled = new Promise<void>((resolve) => own.events.once('completed', () => resolve()));
    await own.work('stop-test', async (_data, job) => {
      await new Promise<void>((locked) => {
        holding = database.db.transaction(async (tx) => {
          await tx.execute(sql`select id from pgboss.job where id = ${job.id}::uuid for update`);
          locked();
          await gate;
        });
      });
    });
    await own.send('stop-test', {});
    await handled;
    const stopped = own.stop();
    setTimeout(release, 300);
    await stopped;
    const { rows } = (await database.db.execute(sql`select state from pgboss.job where name = 'stop-test'`)) as unknown as {
      rows: { state: string }[];
    };
    expect(rows.map((r) => r.state)).toEqual(['completed']);
    await holding;
  });
});
