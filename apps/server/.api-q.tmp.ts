import { openDatabase } from './src/db/client.js';
import { sql } from 'drizzle-orm';
const database = await openDatabase({ dataDir: '/tmp/safari-bench-k5zwnk' });
for (const q of [sql`select version::text as v from catalogue_version where id = 1`, sql`select 1`]) {
  for (let round = 0; round < 3; round++) {
    const t = performance.now();
    for (let i = 0; i < 100; i++) await database.db.execute(q);
    console.log(((performance.now() - t) / 100).toFixed(3), 'ms per query');
  }
}
const client = (database.db as any).$client;
let t = performance.now();
for (let i = 0; i < 100; i++) await client.query('select version::text as v from catalogue_version where id = 1');
console.log('raw query', ((performance.now() - t) / 100).toFixed(3));
t = performance.now();
for (let i = 0; i < 100; i++) await client.exec('select version::text as v from catalogue_version where id = 1');
console.log('raw exec', ((performance.now() - t) / 100).toFixed(3));
await database.close();
