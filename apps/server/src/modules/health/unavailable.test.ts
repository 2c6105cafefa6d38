/**
 * Losing the database answers 503 with Retry-After (DESIGN.md §3), recognised by the drivers' error codes:
 * a database handle that was closed, and a PostgreSQL server that refuses connections.
 */
import net from 'node:net';
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { createTestContext, type TestContext } from '../../test/harness.js';

const UNAVAILABLE = { error: 'Service temporarily unavailable. Please try again shortly.', code: 'SERVICE_UNAVAILABLE' };

describe('the database goes away', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  }, 60_000);
  // The whole context, so its PostgreSQL database is dropped too (the test closed the handle already).
  afterAll(async () => ctx.close());

  it('answers 503 with Retry-After, and /api/ready says the database is down', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/experiences?limit=1&q=lion' })).statusCode).toBe(200);
    await ctx.database.close();
    for (const url of ['/api/experiences?limit=1&q=gorilla', '/api/agents/1', `/api/travelers/${crypto.randomUUID()}`]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual(UNAVAILABLE);
    }
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'unavailable', database: 'down' });
  });
});

describe('a PostgreSQL server that refuses connections', () => {
  it('answers 503 (ECONNREFUSED), never a 500', async () => {
    // A port that was free a moment ago: nothing listens there.
    const port = await new Promise<number>((resolve) => {
      const srv = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = srv.address() as net.AddressInfo;
        srv.close(() => resolve(port));
      });
    });
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'safari-down-'));
    const database = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/nothing`, dataDir });
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ADMIN_PASSWORD: 'test-admin-password-123', LOG_LEVEL: 'silent', WEB_DIST: path.join(dataDir, 'no-web') });
    // No job workers: they would poll the unreachable server in the background.
    const app = await buildApp({ config, database, logger: false, jobs: { start: false } });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/experiences?limit=1' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual(UNAVAILABLE);
      expect((await app.inject({ method: 'POST', url: '/api/travelers', payload: { email: 'down@example.com' } })).statusCode).toBe(503);
    } finally {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
