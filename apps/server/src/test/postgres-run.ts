/**
 * Global setup of the `postgres` test project. Every database a test file creates is named
 * with this run's prefix, so when the run ends the teardown can drop whatever a file left
 * behind (a worker killed by a timeout, a hook that threw before `close`) without touching
 * databases of another run sharing the same server.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
// ProvidedContext's postgresTestPrefix is declared in harness.ts, which reads it.

export default function setup(project: TestProject): () => Promise<void> {
  const prefix = `t_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}_`;
  project.provide('postgresTestPrefix', prefix);
  return async function dropLeftovers() {
    const baseUrl = process.env.TEST_DATABASE_URL;
    if (!baseUrl) return;
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [prefix]);
      for (const { datname } of rows) {
        // A name built from the prefix above and hex: nothing to quote, but keep it an identifier.
        await client.query(`drop database if exists ${pg.escapeIdentifier(datname)} with (force)`);
      }
      if (rows.length > 0) console.warn(`postgres tests: dropped ${rows.length} database(s) a test file left behind: ${rows.map((r) => r.datname).join(', ')}`);
    } finally {
      await client.end();
    }
  };
}
