/**
 * API benchmark (`npm run bench:api` in apps/server): the public read endpoints under 50 concurrent connections,
 * on PGlite and, when reachable, PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test;
 * a fresh database is created and dropped). Each database gets the bench catalogue (BENCH_AGENTS, default 1,000
 * agents; BENCH_EXPERIENCES, default 10,000 experiences; `npm run bench:api:100k` for 100,000). Prints requests/s,
 * p50 and p99 latency, the throughput relative to /api/health in the same run (measured first and last, the ratio to
 * the mean of both), the server's CPU time per answer, the hit rates of the response cache and of the cards and pages
 * kept in memory, and the server's event-loop delay (p99 and longest): a p99 latency far above the loop's comes from
 * queueing for a CPU, not from the server stalling.
 * Two kinds of rows: fixed URLs (one URL repeated: they measure the response cache) and varied workloads marked
 * '~' (random search terms from the catalogue's vocabulary, misspelt ones, random filter combinations, sorts and
 * offsets, random experience and agent ids: they measure the system).
 * Requests carry a browser's Accept-Encoding; /api/agents is also measured without it.
 * The server runs the compiled dist/, as production does (serve.ts; the npm scripts build it first).
 * BENCH_ROWS=a,b runs only the rows whose names contain one of the parts (include 'health' for the ratio).
 * A benchmark prints figures; it is not a test. Targets (issue 14), PostgreSQL at 50 connections and 100,000
 * experiences, varied workloads: text search p99 < 50 ms and ≥ 30 % of health; filters, experience and agent pages p99 < 30 ms.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { misspell, OFFSETS, pick, searchTerms, wordPair } from './catalogue.js';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP_S = 2;
const HEALTH = '/api/health';
const HEALTH_AGAIN = '/api/health (again, at the end)';
const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const here = path.dirname(fileURLToPath(import.meta.url));

interface Ready {
  port: number;
  experienceId: number;
  word: string;
  experiences: number;
  agents: number;
  seedMs: number;
  /** How long the server took to build the catalogue index, then to read every card, its vocabulary and every page into memory. */
  indexMs: number;
  warmMs: number;
  /** The server's resident size once everything is in memory, in MB. */
  rssMb: number;
  driver: string;
  vocabulary: string[];
  places: string[];
  experienceIds: number[];
  agentIds: number[];
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  bytes: number;
  /** Share of answers the response cache served during this row. */
  hitRate: number | null;
  /** Share of answers it built no new answer for, because an answer of another request held the same (replyJson's sameAs). */
  sharedRate: number | null;
  /**
   * The server process's CPU time per answer (user and system, its threads included; not the database's), in µs: steadier
   * than req/s on a machine the load generator and the database share, and what a change to the server moves.
   */
  cpuPerRequest: number;
  /**
   * The load generator's own CPU (this process: autocannon sending and parsing), as a share of one core over the row:
   * near 100 % it, not the server, sets the pace and part of the latency (large uncompressed answers).
   */
  clientCpu: number;
  /**
   * Share of the cards and experience pages those answers needed that memory held (the card cache, the page store; the
   * rest were read from the database).
   */
  cardHitRate: number | null;
  /** The server's event-loop delay during the row: stalls of the server itself. */
  loop: LoopDelay;
}

/** How late the server's event loop ran (its p99 and its longest), in ms, since the last stats read (serve.ts resets it). */
interface LoopDelay {
  p99Ms: number;
  maxMs: number;
}

interface CacheStats {
  /** The server process's CPU time so far (user and system), in microseconds. */
  cpuUs: number;
  hits: number;
  misses: number;
  shared: number;
  cards: { hits: number; misses: number };
  pages: { hits: number; misses: number };
  loop: LoopDelay;
}

/** A URL per request: fixed, or drawn at random for every request (a varied workload). */
type Target = { name: string; path: string | (() => string); headers?: Record<string, string> };

const CHIPS = ['Safari & Wildlife', 'Mountain Trekking & Adventure', 'Beach Time', 'Honeymoon', 'Culture & Heritage', 'Scenic Tour or Self-Drive', 'Relaxation & Wellness'];
const COUNTRIES = ['Tanzania', 'Kenya', 'Uganda', 'Rwanda', 'Madagascar', 'Zanzibar'];
const SORTS = ['relevance', 'price_asc', 'price_desc', 'duration_asc', 'duration_desc'];

function variedTargets(ready: Ready): Target[] {
  const terms = () => searchTerms(ready.vocabulary);
  const q = (v: string) => encodeURIComponent(v);
  return [
    { name: '~ search: random terms, offsets', path: () => `/api/experiences?q=${q(terms())}&limit=24&offset=${pick(OFFSETS)}` },
    // Its two-word searches alone: nearly every pair is new, so this row is the cost of a search the response cache
    // has not seen (the row above mixes them with its one-word searches, which it soon holds).
    { name: '~ search: pairs only', path: () => `/api/experiences?q=${q(wordPair(ready.vocabulary))}&limit=24&offset=${pick(OFFSETS)}` },
    { name: '~ search: misspelt terms', path: () => `/api/experiences?q=${q(misspell(pick(ready.vocabulary)))}&limit=24` },
    {
      name: '~ filters: category, place, price, sort',
      path: () => {
        const p = new URLSearchParams({ limit: '24', offset: String(pick(OFFSETS)), sort: pick(SORTS) });
        if (Math.random() < 0.7) p.set('tripType', pick(CHIPS));
        if (Math.random() < 0.7) p.set('destination', pick(Math.random() < 0.5 ? COUNTRIES : ready.places));
        if (Math.random() < 0.4) p.set('maxPrice', String(pick([999, 2500, 5000])));
        if (Math.random() < 0.3) p.set('minDays', String(pick([1, 4, 8])));
        return `/api/experiences?${p}`;
      },
    },
    { name: '~ facets: random terms', path: () => `/api/experiences/facets?q=${q(terms())}` },
    { name: '~ suggestions: random prefixes', path: () => `/api/search/suggestions?q=${q(pick(ready.vocabulary).slice(0, 2 + Math.floor(Math.random() * 4)))}` },
    { name: '~ experience pages: random ids', path: () => `/api/experiences/${pick(ready.experienceIds)}` },
    { name: '~ agent pages: random ids', path: () => `/api/agents/${pick(ready.agentIds)}` },
    // The agents page's search (GET /api/agents?q=): a place or a word of an agency's name, as visitors type them.
    { name: '~ agents search: random places and words', path: () => `/api/agents?q=${q(pick(Math.random() < 0.5 ? ready.places : ready.vocabulary))}` },
  ];
}

function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; ready: Ready }> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(here, 'serve.ts'), [], {
      // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
      // BENCH_NODE_FLAGS: more flags for the server's node (e.g. --trace-gc), which NODE_OPTIONS does not all take.
      execArgv: ['--import', 'tsx', ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []), ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [])],
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('message', (ready) => resolve({ child, ready: ready as Ready }));
    child.once('exit', (code) => reject(new Error(`bench server exited with code ${code}`)));
  });
}

/**
 * What browsers send; large answers are served compressed (once per catalogue version, see response-cache.ts).
 * BENCH_ACCEPT_ENCODING= (empty) measures a client that takes no compression, as load tools do by default.
 */
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br';
const BROWSER_HEADERS: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};

async function run(origin: string, target: Target, connections: number, duration: number) {
  const headers = target.headers ?? BROWSER_HEADERS;
  const { path: p } = target;
  if (typeof p === 'string') return autocannon({ url: origin + p, connections, duration, pipelining: 1, headers });
  return autocannon({
    url: origin,
    connections,
    duration,
    pipelining: 1,
    headers,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: p() }) }],
  });
}

const rate = (hits: number, misses: number) => (hits + misses > 0 ? hits / (hits + misses) : null);

function cacheStats(child: ChildProcess): Promise<CacheStats> {
  return new Promise((resolve) => {
    const onMessage = (msg: unknown) => {
      const m = msg as { stats?: CacheStats };
      if (!m.stats) return;
      child.off('message', onMessage);
      resolve(m.stats);
    };
    child.on('message', onMessage);
    child.send('stats');
  });
}

async function benchDatabase(label: string, env: Record<string, string>): Promise<void> {
  process.stdout.write(`\n${label}: seeding and starting… `);
  const { child, ready } = await startServer(env);
  const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(`${ready.agents} agents, ${ready.experiences} experiences (seeded in ${secs(ready.seedMs)}; index built in ${secs(ready.indexMs)}, cards, vocabulary and pages read in ${secs(ready.warmMs)}; ${ready.rssMb.toFixed(0)} MB resident)`);
  const origin = `http://127.0.0.1:${ready.port}`;
  const targets: Target[] = [
    { name: HEALTH, path: '/api/health' },
    { name: '/api/experiences?limit=20 (fixed URL)', path: '/api/experiences?limit=20' },
    { name: `/api/experiences?q=${ready.word} (fixed URL)`, path: `/api/experiences?q=${encodeURIComponent(ready.word)}&limit=20` },
    { name: '/api/experiences/{id} (fixed URL)', path: `/api/experiences/${ready.experienceId}` },
    { name: '/api/agents (fixed URL)', path: '/api/agents' },
    // For comparison: the same list to a client that does not accept compression.
    { name: '/api/agents (fixed URL, uncompressed)', path: '/api/agents', headers: {} },
    ...(process.env.BENCH_FIXED_ONLY ? [] : variedTargets(ready)),
  ].filter((t) => !process.env.BENCH_ROWS || process.env.BENCH_ROWS.split(',').some((part) => t.name.includes(part)));
  try {
    for (const t of targets) {
      const p = typeof t.path === 'string' ? t.path : t.path();
      const res = await fetch(origin + p);
      if (!res.ok) throw new Error(`${p} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
      await res.arrayBuffer();
    }
    // Warm-up: JIT, connection pool, plan caches, the agents list cache and the search vocabulary.
    for (const t of targets) await run(origin, t, 10, WARMUP_S);
    const rows: Row[] = [];
    // Health once more at the end: the ratio is to the mean of both, so a machine whose speed drifts during the run (a
    // shared host) is seen, not hidden in the ratio (printTable says when the two differ by more than a tenth).
    const health = targets.find((t) => t.name === HEALTH);
    for (const t of health && targets.length > 1 ? [...targets, { ...health, name: HEALTH_AGAIN }] : targets) {
      const before = await cacheStats(child);
      const clientBefore = process.cpuUsage();
      const r = await run(origin, t, CONNECTIONS, DURATION_S);
      const client = process.cpuUsage(clientBefore);
      const after = await cacheStats(child);
      const served = after.hits - before.hits + (after.misses - before.misses);
      rows.push({
        name: t.name,
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors + r.timeouts,
        non2xx: r.non2xx,
        bytes: r.throughput.average,
        cpuPerRequest: r.requests.total > 0 ? (after.cpuUs - before.cpuUs) / r.requests.total : NaN,
        hitRate: served > 0 ? (after.hits - before.hits) / served : null,
        sharedRate: served > 0 ? (after.shared - before.shared) / served : null,
        loop: after.loop,
        clientCpu: (client.user + client.system) / (DURATION_S * 1e6),
        cardHitRate: rate(after.cards.hits + after.pages.hits - before.cards.hits - before.pages.hits, after.cards.misses + after.pages.misses - before.cards.misses - before.pages.misses),
      });
    }
    printTable(`${label} — ${CONNECTIONS} connections, ${DURATION_S} s each`, rows);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

function printTable(title: string, rows: Row[]) {
  const healthRows = rows.filter((r) => r.name === HEALTH || r.name === HEALTH_AGAIN).map((r) => r.rps);
  const health = healthRows.length ? healthRows.reduce((a, b) => a + b, 0) / healthRows.length : NaN;
  console.log(`\n${title}`);
  const header = ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'vs health', 'CPU µs/req', 'cache hits', 'same answer', 'in memory', 'MB/s', 'loop p99/max', 'client CPU', 'errors'];
  const lines = rows.map((r) => [
    r.name,
    r.rps.toFixed(0),
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    `${((r.rps / health) * 100).toFixed(0)} %`,
    r.cpuPerRequest.toFixed(0),
    r.hitRate === null ? '–' : `${(r.hitRate * 100).toFixed(0)} %`,
    r.sharedRate === null || r.sharedRate === 0 ? '–' : `${(r.sharedRate * 100).toFixed(0)} %`,
    r.cardHitRate === null ? '–' : `${(r.cardHitRate * 100).toFixed(0)} %`,
    (r.bytes / 1_048_576).toFixed(1),
    `${r.loop.p99Ms.toFixed(0)}/${r.loop.maxMs.toFixed(0)}`,
    `${(r.clientCpu * 100).toFixed(0)} %`,
    String(r.errors + r.non2xx),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(fmt(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const l of lines) console.log(fmt(l));
  const [first, last] = healthRows;
  if (first && last) {
    const drift = Math.abs(last - first) / Math.min(first, last);
    console.log(`'vs health' is to the mean of the two health rows${drift > 0.1 ? ` — they differ by ${(drift * 100).toFixed(0)} %: the machine's speed changed during the run, so the ratios are approximate` : ''}.`);
  }
}

async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: baseUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function withAdmin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function main() {
  const only = process.env.BENCH_ONLY; // 'pglite' | 'postgres'
  if (only !== 'postgres') await benchDatabase('PGlite', {});
  if (only === 'pglite') return;
  if (!(await postgresAvailable())) {
    console.log(`\nPostgreSQL: ${baseUrl} is not reachable, skipped.`);
    return;
  }
  // BENCH_KEEP_DB=<name> keeps the seeded database between runs (seeding 100,000 experiences takes minutes);
  // the seeder leaves a database that already has a catalogue as it is.
  const kept = process.env.BENCH_KEEP_DB;
  if (kept && !/^[a-z_][a-z0-9_]*$/.test(kept)) throw new Error('BENCH_KEEP_DB must be a plain lower-case database name');
  const name = kept ?? `bench_${randomBytes(4).toString('hex')}`;
  const exists = await withAdmin(async (c) => (await c.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1);
  if (!exists) await withAdmin((c) => c.query(`create database ${name}`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  try {
    await benchDatabase('PostgreSQL', { BENCH_DB_URL: url.toString() });
  } finally {
    if (!kept) await withAdmin((c) => c.query(`drop database if exists ${name} with (force)`));
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
