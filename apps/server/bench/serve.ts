/**
 * Child process of bench/api.ts: opens a fresh database (PGlite in a temp DATA_DIR, or the PostgreSQL database in
 * BENCH_DB_URL), seeds the bench catalogue, starts the real app and reports its port. Kept in its own process so
 * the load generator does not share the server's event loop.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { BENCH_COMPANY } from './company.js';
import { benchInputs, load, openBenchCatalogue } from './catalogue.js';

/** CPU time this process has used so far (user and system), for the bench's CPU per answer. */
function cpuUs(): number {
  const { user, system } = process.cpuUsage();
  return user + system;
}

async function main() {
  const { loadConfig } = await load<typeof import('../src/config.js')>('config.js');
  const { buildApp } = await load<typeof import('../src/app.js')>('app.js');
  const { cardCacheFor } = await load<typeof import('../src/modules/experiences/serving/card-cache.js')>('modules/experiences/serving/card-cache.js');
  const { catalogueWarmed } = await load<typeof import('../src/modules/experiences/serving/catalogue-warm.js')>('modules/experiences/serving/catalogue-warm.js');
  const { experiencePagesFor } = await load<typeof import('../src/modules/experiences/serving/experience-pages.js')>('modules/experiences/serving/experience-pages.js');
  const { agentPagesFor } = await load<typeof import('../src/modules/agents/agent-pages.js')>('modules/agents/agent-pages.js');
  const { responseCacheFor } = await load<typeof import('../src/modules/experiences/serving/response-cache.js')>('modules/experiences/serving/response-cache.js');
  const { catalogueIndexFor } = await load<typeof import('../src/modules/experiences/matching/catalogue-index.js')>('modules/experiences/matching/catalogue-index.js');
  const { database, databaseUrl, dataDir, seedMs } = await openBenchCatalogue();
  const config = loadConfig({
    NODE_ENV: 'production',
    ...BENCH_COMPANY,
    ADMIN_PASSWORD: 'bench-admin-password-1234',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    PUBLIC_BASE_URL: 'http://bench.local',
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
    SEED_DEMO: 'never',
  });
  const inputs = await benchInputs(database);

  const app = await buildApp({ config, database, logger: false });
  const cache = responseCacheFor(database);
  // Experience and agent pages kept in memory (decision 026), counted together.
  const pageStats = () => {
    const [e, a] = [experiencePagesFor(database).stats(), agentPagesFor(database).stats()];
    return { hits: e.hits + a.hits, misses: e.misses + a.misses };
  };
  // How late the event loop ran its timers since the last stats message (reset at each): a long synchronous stretch
  // (a costly answer, a collector's pause) delays every request waiting behind it, which is what a row's p99 shows
  // when it is the server's doing rather than queueing on a machine the load generator and the database share.
  const loopDelay = monitorEventLoopDelay({ resolution: 1 });
  loopDelay.enable();
  process.on('message', (msg) => {
    if (msg !== 'stats') return;
    const loop = { p99Ms: loopDelay.percentile(99) / 1e6, maxMs: loopDelay.max / 1e6 };
    loopDelay.reset();
    process.send?.({ stats: { ...cache.stats(), cards: cardCacheFor(database).stats(), pages: pageStats(), cpuUs: cpuUs(), loop } });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  // Measure the steady state: the in-memory catalogue index is built before the first row (a running server builds
  // it once per catalogue version; until then the SQL path answers)…
  const index = catalogueIndexFor(database);
  let since = performance.now();
  while (!(await index())) await new Promise((r) => setTimeout(r, 100));
  const indexMs = performance.now() - since;
  // …and so are its cards, vocabulary and experience pages, which the server then reads into memory.
  since = performance.now();
  await catalogueWarmed(database);
  const warmMs = performance.now() - since;
  const rssMb = process.memoryUsage().rss / 1_048_576;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.send?.({ port, ...inputs, seedMs, indexMs, warmMs, rssMb, driver: database.driver });

  const stop = async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('disconnect', stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
