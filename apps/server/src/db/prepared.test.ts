import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.js';
import { preparedStatement } from './prepared.js';

/** On PGlite whatever the suite's database: what prepared.ts does there is its own (PostgreSQL prepares by name). */
describe('prepared statements on PGlite', () => {
  let database: Database;
  const preparedNames = async () =>
    ((await database.db.execute(sql`select name from pg_prepared_statements order by name`)) as unknown as { rows: Array<{ name: string }> }).rows.map((r) => r.name);

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(async () => database.close());

  it('are PREPAREd once and run with EXECUTE, answering as before', async () => {
    const plusOne = (db: Database['db']) =>
      preparedStatement(db, 'test_plus_one', (d, name) =>
        d.select({ n: sql<number>`${sql.placeholder('x')}::int + 1`.mapWith(Number), flag: sql<boolean>`${sql.placeholder('f')}::boolean` }).from(sql`(select 1) as one`).prepare(name),
      );
    expect(await plusOne(database.db).execute({ x: 41, f: true })).toEqual([{ n: 42, flag: true }]);
    expect(await plusOne(database.db).execute({ x: -8, f: false })).toEqual([{ n: -7, flag: false }]);
    expect(await preparedNames()).toContain('test_plus_one');
  });

  it('sends a text value as a parameter, never written into SQL', async () => {
    const shout = preparedStatement(database.db, 'test_shout', (d, name) =>
      d.select({ s: sql<string>`${sql.placeholder('s')}::text || '!'` }).from(sql`(select 1) as one`).prepare(name),
    );
    expect(await shout.execute({ s: "it's'); drop table x; --" })).toEqual([{ s: "it's'); drop table x; --!" }]);
    expect(await preparedNames()).not.toContain('test_shout');
  });

  it('takes integer arrays, and leaves statements made in a transaction to the usual path', async () => {
    const sum = (db: Database['db']) =>
      preparedStatement(db, 'test_sum', (d, name) =>
        d.select({ total: sql<number>`(select sum(v)::int from unnest(${sql.placeholder('ids')}::int[]) as v)`.mapWith(Number) }).from(sql`(select 1) as one`).prepare(name),
      );
    await database.db.transaction(async (tx) => {
      expect(await sum(tx as unknown as Database['db']).execute({ ids: [1, 2, 3] })).toEqual([{ total: 6 }]);
    });
    expect(await preparedNames()).not.toContain('test_sum');
    expect(await sum(database.db).execute({ ids: [4, 5] })).toEqual([{ total: 9 }]);
    expect(await preparedNames()).toContain('test_sum');
  });
});
