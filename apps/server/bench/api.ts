/**
 * API benchmark (`npm run bench:api` in apps/server): the public read endpoints under 50 concurrent connections,
 * on PGlite and, when reachable, PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test;
 * a fresh database is created and dropped). Each database gets the bench catalogue (1,000 agents, 10,000
 * experiences). Prints requests/s, p50 and p99 latency and the throughput relative to /api/health in the same run.
 * Requests carry a browser's Accept-Encoding; /api/agents is also measured without it.
 * A benchmark prints figures; it is not a test. Targets on PostgreSQL: p99 < 50 ms, lists ≥ 30 % of health.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP_S = 2;
const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const here = path.dirname(fileURLToPath(import.meta.url));

interface Ready {
  port: number;
  experienceId: number;
  word: string;
  experiences: number;
  agents: number;
  seedMs: number;
  driver: string;
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  bytes: number;
}

function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; ready: Ready }> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(here, 'serve.ts'), [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('message', (ready) => resolve({ child, ready: ready as Ready }));
    child.once('exit', (code) => reject(new Error(`bench server exited with code ${code}`)));
  });
}

/** What browsers send; large answers are served compressed (once per catalogue version, see response-cache.ts). */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

async function run(url: string, connections: number, duration: number, headers: Record<string, string> = BROWSER_HEADERS) {
  return autocannon({ url, connections, duration, pipelining: 1, headers });
}

async function benchDatabase(label: string, env: Record<string, string>): Promise<void> {
  process.stdout.write(`\n${label}: seeding and starting… `);
  const { child, ready } = await startServer(env);
  console.log(`${ready.agents} agents, ${ready.experiences} experiences (seeded in ${(ready.seedMs / 1000).toFixed(1)} s)`);
  const origin = `http://127.0.0.1:${ready.port}`;
  const targets: Array<[string, string, Record<string, string>?]> = [
    ['/api/health', '/api/health'],
    ['/api/experiences?limit=20', '/api/experiences?limit=20'],
    [`/api/experiences?q=${ready.word}&limit=20`, `/api/experiences?q=${encodeURIComponent(ready.word)}&limit=20`],
    ['/api/experiences/{id}', `/api/experiences/${ready.experienceId}`],
    ['/api/agents', '/api/agents'],
    // For comparison: the same list to a client that does not accept compression.
    ['/api/agents (uncompressed)', '/api/agents', {}],
  ];
  try {
    for (const [, p] of targets.slice(0, 5)) {
      const res = await fetch(origin + p);
      if (!res.ok) throw new Error(`${p} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
      await res.arrayBuffer();
    }
    // Warm-up: JIT, connection pool, plan caches, and the agents list cache.
    for (const [, p, headers] of targets) await run(origin + p, 10, WARMUP_S, headers);
    const rows: Row[] = [];
    for (const [name, p, headers] of targets) {
      const r = await run(origin + p, CONNECTIONS, DURATION_S, headers);
      rows.push({ name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx, bytes: r.throughput.average });
    }
    printTable(`${label} — ${CONNECTIONS} connections, ${DURATION_S} s each`, rows);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

function printTable(title: string, rows: Row[]) {
  const health = rows[0]!.rps || 1;
  console.log(`\n${title}`);
  const header = ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'vs health', 'MB/s', 'errors'];
  const lines = rows.map((r) => [
    r.name,
    r.rps.toFixed(0),
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    `${((r.rps / health) * 100).toFixed(0)} %`,
    (r.bytes / 1_048_576).toFixed(1),
    String(r.errors + r.non2xx),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(fmt(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const l of lines) console.log(fmt(l));
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
  const name = `bench_${randomBytes(4).toString('hex')}`;
  await withAdmin((c) => c.query(`create database ${name}`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  try {
    await benchDatabase('PostgreSQL', { BENCH_DB_URL: url.toString() });
  } finally {
    await withAdmin((c) => c.query(`drop database if exists ${name} with (force)`));
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
