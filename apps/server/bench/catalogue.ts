/**
 * The bench catalogue, shared by the benchmarks that run the server's code in their own process (serve.ts for
 * bench/api.ts, search.ts): the code as production runs it, a database seeded with the bench catalogue, and the
 * catalogue's own words, places and ids that varied workloads draw from.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, count, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';

/**
 * The server's code as production runs it: compiled, from dist/ (the npm scripts build it first). tsx's transform of
 * src/ names every closure as it is made, work production does not do: measured against dist/, it cost the health
 * route a quarter more CPU per answer and a search a tenth more, so the ratios to health came out higher than the
 * built server's. BENCH_SOURCE=src measures the TypeScript sources as they are, without a build.
 */
const code = process.env.BENCH_SOURCE === 'src' ? '../src' : '../dist';
export const load = <T>(module: string): Promise<T> => import(`${code}/${module}`) as Promise<T>;

const AGENTS = Number(process.env.BENCH_AGENTS ?? 1000);
const EXPERIENCES = Number(process.env.BENCH_EXPERIENCES ?? 10000);

export interface BenchCatalogue {
  database: Database;
  /** BENCH_DB_URL: the PostgreSQL database used, undefined for PGlite. */
  databaseUrl: string | undefined;
  /** The PGlite data and the app's files (a temporary directory: the caller removes it). */
  dataDir: string;
  seedMs: number;
}

/**
 * The database in BENCH_DB_URL (PostgreSQL), else a new PGlite in a temporary directory, migrated and seeded with the
 * bench catalogue (BENCH_AGENTS, BENCH_EXPERIENCES) unless it holds a catalogue already, and analysed.
 */
export async function openBenchCatalogue(): Promise<BenchCatalogue> {
  const { openDatabase } = await load<typeof import('../src/db/client.js')>('db/client.js');
  const { runMigrations } = await load<typeof import('../src/db/migrate.js')>('db/migrate.js');
  const { seedDemoIfEmpty } = await load<typeof import('../src/db/demo/seed.js')>('db/demo/seed.js');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'safari-bench-'));
  const databaseUrl = process.env.BENCH_DB_URL || undefined;
  const database = await openDatabase({ databaseUrl, dataDir });
  await runMigrations(database);
  const started = performance.now();
  // The seeder logs progress of its own; keep the bench's output to its table.
  const log = console.log;
  console.log = () => {};
  try {
    await seedDemoIfEmpty(database, { agents: AGENTS, experiences: EXPERIENCES });
  } finally {
    console.log = log;
  }
  const seedMs = performance.now() - started;
  await database.db.execute(sql`analyze`);
  return { database, databaseUrl, dataDir, seedMs };
}

/** What varied workloads draw from: the catalogue's own words, places and ids, so requests spread like visitors'. */
export interface BenchInputs {
  experiences: number;
  agents: number;
  /** An experience in the middle of the catalogue (the fixed-URL experience page). */
  experienceId: number;
  /** A common word: the most frequent experience_type word of 4+ letters, so q hits many rows (the hard case). */
  word: string;
  /** The 400 most frequent words of 4+ letters in the experiences' names. */
  vocabulary: string[];
  places: string[];
  /** Every id, so random pages spread over the whole catalogue as visitors' do (a sample would soon be all cached). */
  experienceIds: number[];
  agentIds: number[];
}

export async function benchInputs(database: Database): Promise<BenchInputs> {
  const s = await load<typeof import('../src/db/schema.js')>('db/schema.js');
  const { db } = database;
  const [{ n: experiences } = { n: 0 }] = await db.select({ n: count() }).from(s.experiences);
  const [{ n: agents } = { n: 0 }] = await db.select({ n: count() }).from(s.agents);
  const [middle] = await db
    .select({ id: s.experiences.id })
    .from(s.experiences)
    .orderBy(asc(s.experiences.id))
    .offset(Math.floor(Number(experiences) / 2))
    .limit(1);
  const types = await db.select({ t: s.experiences.experienceType }).from(s.experiences);
  const typeWords = new Map<string, number>();
  for (const { t } of types) for (const w of (t ?? '').toLowerCase().match(/[a-z]{4,}/g) ?? []) typeWords.set(w, (typeWords.get(w) ?? 0) + 1);
  const word = [...typeWords.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'safari';

  const names = await db.select({ n: s.experiences.experienceName, d: s.experiences.destinations }).from(s.experiences);
  const nameWords = new Map<string, number>();
  const places = new Set<string>();
  for (const { n, d } of names) {
    for (const w of n.toLowerCase().match(/[a-z]{4,}/g) ?? []) nameWords.set(w, (nameWords.get(w) ?? 0) + 1);
    for (const p of d) places.add(p);
  }
  const vocabulary = [...nameWords.entries()].sort((a, b) => b[1] - a[1]).slice(0, 400).map(([w]) => w);
  const ids = async (table: typeof s.experiences | typeof s.agents) => (await db.select({ id: table.id }).from(table)).map((r) => r.id);
  return {
    experiences: Number(experiences),
    agents: Number(agents),
    experienceId: middle?.id ?? 1,
    word,
    vocabulary,
    places: [...places],
    experienceIds: await ids(s.experiences),
    agentIds: await ids(s.agents),
  };
}

export const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** One slip of the keyboard: a dropped, doubled or swapped letter. */
export function misspell(word: string): string {
  const i = 1 + Math.floor(Math.random() * (word.length - 2));
  switch (Math.floor(Math.random() * 3)) {
    case 0:
      return word.slice(0, i) + word.slice(i + 1);
    case 1:
      return word.slice(0, i) + word[i] + word.slice(i);
    default:
      return word.slice(0, i - 1) + word[i] + word[i - 1] + word.slice(i + 1);
  }
}

/** Two words of the vocabulary: nearly every pair is one the search has not seen (400² of them). */
export const wordPair = (vocabulary: readonly string[]) => `${pick(vocabulary)} ${pick(vocabulary)}`;

/** Words of the vocabulary as visitors type them: one word (six in ten) or two. */
export const searchTerms = (vocabulary: readonly string[]) => (Math.random() < 0.6 ? pick(vocabulary) : wordPair(vocabulary));

/** Offsets of the pages visitors ask for: the first most often. */
export const OFFSETS = [0, 0, 0, 24, 48, 72];
