/**
 * Test harness: a real app on a real database. Every test file gets its own fresh database:
 * in-memory PGlite by default, or a new PostgreSQL database when the `postgres` project runs
 * (TEST_DATABASE_URL set). Nothing is mocked but third-party services.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { buildApp } from '../app.js';
import { createMailer, type Mailer } from '../lib/mail.js';
import { MAIL_QUEUE } from '../lib/mail-outbox.js';

declare module 'vitest' {
  interface ProvidedContext {
    /** Prefix of this run's PostgreSQL test database names (postgres-run.ts, the postgres project's global setup). */
    postgresTestPrefix: string;
  }
}

export const testDriver = (process.env.TEST_DB ?? 'pglite') as 'pglite' | 'postgres';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  mailer: Mailer;
  dataDir: string;
  /** Every route the app registered, one entry per method (the authorisation matrices check they cover each one). */
  routes: Array<{ method: string; url: string }>;
  /** Every log line the app wrote (JSON), with `captureLogs`; else empty. */
  logLines: string[];
  /** Resolves once every recorded e-mail was delivered or gave up (no sleeping: it waits for the queue). */
  mailIdle(): Promise<void>;
  close(): Promise<void>;
}

/** Job settings for tests: workers look often, and a failed delivery is retried after a second, not 30. */
export const TEST_JOB_OPTIONS = { pollingIntervalSeconds: 0.5, queues: { [MAIL_QUEUE]: { retryDelaySeconds: 1, retryLimit: 3 } } };

async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is required for the postgres test project');
  // The run's prefix lets the postgres project's global teardown drop what a file leaves behind.
  const name = `${inject('postgresTestPrefix')}${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function openTestDatabase(): Promise<{ database: Database; dispose(): Promise<void> }> {
  const pgDb = testDriver === 'postgres' ? await createPostgresDatabase() : undefined;
  let database: Database | undefined;
  // Closes the handle, then drops the PostgreSQL database even if closing threw.
  const dispose = async () => {
    try {
      await database?.close();
    } finally {
      await pgDb?.drop();
    }
  };
  try {
    database = await openDatabase(pgDb ? { databaseUrl: pgDb.url, dataDir: 'unused' } : { dataDir: 'memory://' });
    await runMigrations(database);
  } catch (error) {
    await dispose();
    throw error;
  }
  return { database, dispose };
}

/** Builds the app on a fresh database. `env` overrides configuration (e.g. ADMIN_PASSWORD); `mailer` replaces the file outbox (e.g. a failing transport). */
export async function createTestContext(
  env: Record<string, string> = {},
  options: { mailer?: Mailer; /** Logs at info into ctx.logLines, for tests of what the log may hold (else the app logs nothing). */ captureLogs?: boolean; /** The app's clock for scheduled work (lead reply promise). */ clock?: () => Date } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'safari-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'test-admin-password-123',
    PUBLIC_BASE_URL: 'http://marketplace.test',
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...env,
  });
  const { database, dispose } = await openTestDatabase();
  const mailer = options.mailer ?? createMailer({ from: config.mailFrom, outboxDir: path.join(dataDir, 'outbox') });
  const routes: TestContext['routes'] = [];
  const logLines: string[] = [];
  let app: FastifyInstance;
  try {
    app = await buildApp({
      config,
      database,
      mailer,
      jobs: TEST_JOB_OPTIONS,
      onRoute: (route) => {
        for (const method of [route.method].flat()) routes.push({ method, url: route.url });
      },
      clock: options.clock,
      logger: options.captureLogs ? { level: 'info', stream: new Writable({ write: (chunk, _enc, done) => (logLines.push(...String(chunk).split('\n').filter(Boolean)), done()) }) } : false,
    });
    await app.ready();
  } catch (error) {
    await dispose();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    database,
    config,
    mailer,
    dataDir,
    routes,
    logLines,
    mailIdle: () => app.deps.jobs.idle([MAIL_QUEUE]),
    async close() {
      // Each step runs even if the one before it throws, so a database is never left behind.
      try {
        await app.close();
      } finally {
        try {
          await dispose();
        } finally {
          rmSync(dataDir, { recursive: true, force: true });
        }
      }
    },
  };
}
