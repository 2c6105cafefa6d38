import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, openDatabase } from './client.js';

/** On PGlite whatever the suite's database: the lock guards the embedded database's directory. */
describe('the embedded database directory', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'safari-lock-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is refused to a second opener while open, with a message naming it, and reopens once closed', async () => {
    const first = await openDatabase({ dataDir });
    await first.db.execute(sql`create table kept (v int)`);
    await first.db.execute(sql`insert into kept values (7)`);

    const second = openDatabase({ dataDir });
    await expect(second).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(second).rejects.toThrow(`The database in ${dataDir} is open in another server process`);
    // The refused opener left the holder's lock and data alone.
    expect((await first.db.execute(sql`select v from kept`)).rows).toEqual([{ v: 7 }]);

    await first.close();
    await first.close();
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
    const again = await openDatabase({ dataDir });
    expect((await again.db.execute(sql`select v from kept`)).rows).toEqual([{ v: 7 }]);
    await again.close();
  });
});
