/**
 * On PostgreSQL the response cache keeps the catalogue version it read while nothing could have changed it
 * (response-cache.ts knownVersion): it listens for the version trigger's notifications on a connection of its own and
 * counts this process's own writes. These tests change the catalogue from another connection, as another instance
 * would, and from this one, and lose the listening connection. (PGlite hears its notifications within the writer's
 * commit, in-process; the catalogue tests of both databases cover that.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import type { ListExperiencesResponse } from '@safari/contract';
import * as s from '../../db/schema.js';
import { mayWrite } from '../../db/client.js';
import { seedDemoIfEmpty } from '../../db/demo/seed.js';
import { createTestContext, type TestContext } from '../../test/harness.js';

describe('statements that may write', () => {
  it('are told from reads, a data-modifying WITH included', () => {
    for (const read of ['select 1', '  SELECT * from experiences where updated_at > now()', 'with c as (select id from experiences) select * from c', 'begin', 'rollback', 'LISTEN catalogue_version', 'set statement_timeout = 0']) {
      expect(mayWrite(read), read).toBe(false);
    }
    for (const write of ['insert into agents default values', 'update experiences set price_cents = 0', 'delete from experiences', 'commit', 'with c as (update experiences set price_cents = 0 returning id) select * from c', 'truncate experiences']) {
      expect(mayWrite(write), write).toBe(true);
    }
  });
});

describe('the catalogue version on PostgreSQL', () => {
  let ctx: TestContext;
  /** A connection of its own to the test's database: another instance's. */
  let other: pg.Client;
  beforeAll(async () => {
    ctx = await createTestContext();
    await seedDemoIfEmpty(ctx.database);
    const { name } = (await ctx.database.execScript('select current_database() as name')).rows[0] as { name: string };
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    other = new pg.Client({ connectionString: url.toString() });
    await other.connect();
  }, 60_000);
  afterAll(async () => {
    await other?.end();
    await ctx?.close();
  });

  const feed = () => ctx.database.listen!('catalogue_version');
  const cheapestBeach = async () => {
    const res = await ctx.app.inject({ url: '/api/experiences?tripType=Beach%20Time&sort=price_asc&limit=3' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ListExperiencesResponse>().experiences[0]!;
  };
  const setPrice = (id: number, dollars: number) => other.query('update experiences set price_cents = $1 where id = $2', [dollars * 100, id]);

  it("shows another instance's change once its notification arrives", async () => {
    await cheapestBeach();
    await expect.poll(() => feed().live()).toBe(true);
    const first = await cheapestBeach();
    const heard = feed().heard();
    await setPrice(first.id, 0);
    // The notification reaches this process's listening connection; the next answers are the new version's.
    await expect.poll(() => feed().heard()).toBeGreaterThan(heard);
    expect((await cheapestBeach()).price).toBe(0);
  });

  it('counts its own writes as they finish, so its own change shows on the very next request', async () => {
    const first = await cheapestBeach();
    const mark = feed().mark();
    await ctx.database.db.update(s.experiences).set({ priceCents: 100 }).where(eq(s.experiences.id, first.id));
    // Before the notification can have been read: the write itself moved the mark.
    expect(feed().mark()).not.toBe(mark);
    expect((await cheapestBeach()).price).toBe(1);
  });

  it('reads the version for every batch while its listening connection is down, and listens again', async () => {
    const first = await cheapestBeach();
    await other.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'listen:catalogue_version' and datname = current_database()`);
    await expect.poll(() => feed().live()).toBe(false);
    // Not listening: a change from elsewhere shows on the very next request, since the version is read again.
    await setPrice(first.id, 7);
    expect((await cheapestBeach()).price).toBe(7);
    // Listening again (after half a second): the notifications come through once more.
    await expect.poll(() => feed().live(), { timeout: 5_000 }).toBe(true);
    await cheapestBeach();
    const heard = feed().heard();
    await setPrice(first.id, 3);
    await expect.poll(() => feed().heard()).toBeGreaterThan(heard);
    expect((await cheapestBeach()).price).toBe(3);
  });
});
