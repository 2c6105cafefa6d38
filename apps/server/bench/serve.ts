/**
 * Child process of bench/api.ts: opens a fresh database (PGlite in a temp DATA_DIR, or the PostgreSQL database in
 * BENCH_DB_URL), seeds the bench catalogue, starts the real app and reports its port. Kept in its own process so
 * the load generator does not share the server's event loop.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { asc, count, sql } from 'drizzle-orm';
import { BENCH_COMPANY } from './company.js';

/**
 * The server's code as production runs it: compiled, from dist/ (`npm run bench:api` builds it first). tsx's transform
 * of src/ names every closure as it is made, work production does not do: measured against dist/, it cost the health
 * route a quarter more CPU per answer and a search a tenth more, so the ratios to health came out higher than the
 * built server's. BENCH_SOURCE=src measures the TypeScript sources as they are, without a build.
 */
const code = process.env.BENCH_SOURCE === 'src' ? '../src' : '../dist';
const load = <T>(module: string): Promise<T> => import(`${code}/${module}`) as Promise<T>;

const AGENTS = Number(process.env.BENCH_AGENTS ?? 1000);
const EXPERIENCES = Number(process.env.BENCH_EXPERIENCES ?? 10000);

/** CPU time this process has used so far (user and system), for the bench's CPU per answer. */
function cpuUs(): number {
  const { user, system } = process.cpuUsage();
  return user + system;
}

async function main() {
  const { loadConfig } = await load<typeof import('../src/config.js')>('config.js');
  const { openDatabase } = await load<typeof import('../src/db/client.js')>('db/client.js');
  const { runMigrations } = await load<typeof import('../src/db/migrate.js')>('db/migrate.js');
  const { seedDemoIfEmpty } = await load<typeof import('../src/db/demo/seed.js')>('db/demo/seed.js');
  const s = await load<typeof import('../src/db/schema.js')>('db/schema.js');
  const { buildApp } = await load<typeof import('../src/app.js')>('app.js');
  const { cardCacheFor } = await load<typeof import('../src/modules/experiences/card-cache.js')>('modules/experiences/card-cache.js');
  const { catalogueWarmed } = await load<typeof import('../src/modules/experiences/catalogue-warm.js')>('modules/experiences/catalogue-warm.js');
  const { experiencePagesFor } = await load<typeof import('../src/modules/experiences/experience-pages.js')>('modules/experiences/experience-pages.js');
  const { agentPagesFor } = await load<typeof import('../src/modules/agents/agent-pages.js')>('modules/agents/agent-pages.js');
  const { responseCacheFor } = await load<typeof import('../src/modules/experiences/response-cache.js')>('modules/experiences/response-cache.js');
  const { catalogueIndexFor } = await load<typeof import('../src/modules/experiences/catalogue-index.js')>('modules/experiences/catalogue-index.js');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'safari-bench-'));
  const databaseUrl = process.env.BENCH_DB_URL || undefined;
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
  const database = await openDatabase({ databaseUrl, dataDir });
  await runMigrations(database);
  const started = performance.now();
  // The seeder logs progress of its own; keep the bench's output to the table.
  const log = console.log;
  console.log = () => {};
  try {
    await seedDemoIfEmpty(database, { agents: AGENTS, experiences: EXPERIENCES });
  } finally {
    console.log = log;
  }
  const seedMs = performance.now() - started;
  await database.db.execute(sql`analyze`);

  const [{ n: experiences } = { n: 0 }] = await database.db.select({ n: count() }).from(s.experiences);
  const [{ n: agents } = { n: 0 }] = await database.db.select({ n: count() }).from(s.agents);
  const [middle] = await database.db
    .select({ id: s.experiences.id })
    .from(s.experiences)
    .orderBy(asc(s.experiences.id))
    .offset(Math.floor(Number(experiences) / 2))
    .limit(1);
  // A common word: the most frequent experience_type word of 4+ letters, so q hits many rows (the hard case).
  const types = await database.db.select({ t: s.experiences.experienceType }).from(s.experiences);
  const words = new Map<string, number>();
  for (const { t } of types) for (const w of (t ?? '').toLowerCase().match(/[a-z]{4,}/g) ?? []) words.set(w, (words.get(w) ?? 0) + 1);
  const word = [...words.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'safari';

  // Inputs for the varied workloads: real words, places and ids of this catalogue, so requests spread like visitors'.
  const names = await database.db.select({ n: s.experiences.experienceName, d: s.experiences.destinations }).from(s.experiences);
  const nameWords = new Map<string, number>();
  const places = new Set<string>();
  for (const { n, d } of names) {
    for (const w of n.toLowerCase().match(/[a-z]{4,}/g) ?? []) nameWords.set(w, (nameWords.get(w) ?? 0) + 1);
    for (const p of d) places.add(p);
  }
  const vocabulary = [...nameWords.entries()].sort((a, b) => b[1] - a[1]).slice(0, 400).map(([w]) => w);
  // Every id, so random pages spread over the whole catalogue as visitors' do (a sample would soon be all cached).
  const sampleIds = async (table: typeof s.experiences | typeof s.agents) => (await database.db.select({ id: table.id }).from(table)).map((r) => r.id);
  const experienceIds = await sampleIds(s.experiences);
  const agentIds = await sampleIds(s.agents);

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
  process.send?.({
    port,
    experienceId: middle?.id ?? 1,
    word,
    experiences: Number(experiences),
    agents: Number(agents),
    seedMs,
    indexMs,
    warmMs,
    rssMb,
    driver: database.driver,
    vocabulary,
    places: [...places],
    experienceIds,
    agentIds,
  });

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
