import { configDefaults, defineConfig } from 'vitest/config';
import path from 'node:path';

const contractSrc = path.resolve(__dirname, '../../packages/contract/src/index.ts');
const shared = {
  resolve: { alias: { '@safari/contract': contractSrc } },
};
const include = ['src/**/*.test.ts'];
/** A PostgreSQL-only mechanism (its LISTEN connection) is tested in the postgres project alone. */
const postgresOnly = 'src/**/*.postgres.test.ts';
/** The server as `npm start` runs it (its own embedded database): its wiring, tested once. */
const pgliteOnly = 'src/main.test.ts';
// Per-project settings do not inherit the root test options, so timeouts live here.
const timeouts = { testTimeout: 30_000, hookTimeout: 60_000 };

/** Every API test runs on PGlite; the same tests run on PostgreSQL when TEST_DATABASE_URL is set. */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { ...shared, test: { name: 'pglite', include, exclude: [...configDefaults.exclude, postgresOnly], ...timeouts, env: { TEST_DB: 'pglite' } } },
      ...(process.env.TEST_DATABASE_URL
        ? [{ ...shared, test: { name: 'postgres', include, exclude: [...configDefaults.exclude, pgliteOnly], ...timeouts, env: { TEST_DB: 'postgres' }, globalSetup: ['src/test/postgres-run.ts'] } }]
        : []),
    ],
  },
});
