/**
 * Search benchmark (`npm run bench:search` in apps/server): the search itself as the public route runs it — reading
 * the words, the fallback when they find nothing, the in-memory index, the ranking (service.ts searchExperiences with
 * the route's caches) — without HTTP, the cards' JSON, compression or a load generator sharing the machine: what
 * a new search itself costs (at 100,000 experiences a new pair of words took 150–210 µs of the 320–390 µs of CPU its
 * whole answer took in bench:api, stop 94), and a profile of that alone (node --cpu-prof). bench:api remains the
 * measure of what a visitor gets. One search at a time, in one process; on the 2-core hosts its figures still drift
 * by a fifth between runs of one build, so two builds are compared in alternating runs.
 *
 * Inputs vary as visitors' do: words drawn from the bench catalogue's vocabulary (bench/catalogue.ts), new pairs of
 * them, slips, and page offsets. The memos a running server fills (the words' sets, ranked heads, readings) fill here
 * too, from a warm-up and from row to row, so a row measures the steady state a live server reaches.
 *
 * The database: BENCH_DB_URL (PostgreSQL; e.g. one bench:api kept with BENCH_KEEP_DB: seeding 100,000 experiences
 * takes minutes), else a new PGlite seeded with the bench catalogue (BENCH_AGENTS, BENCH_EXPERIENCES). BENCH_SEARCHES
 * per round (2,000), BENCH_ROUNDS per row (5), BENCH_WARMUP (3,000), BENCH_ROWS=a,b (only the rows whose names
 * contain a part). Prints figures; it is not a test.
 */
import { rmSync } from 'node:fs';
import { benchInputs, load, misspell, OFFSETS, openBenchCatalogue, pick, searchTerms, wordPair } from './catalogue.js';

const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 2000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3000);

/** A search as the route gets it: the words, and the page asked for. */
type Search = { q: string; offset: number };

interface Row {
  name: string;
  next: () => Search;
}

async function main() {
  const { responseCacheFor } = await load<typeof import('../src/modules/experiences/serving/response-cache.js')>('modules/experiences/serving/response-cache.js');
  const { catalogueIndexFor } = await load<typeof import('../src/modules/experiences/matching/catalogue-index.js')>('modules/experiences/matching/catalogue-index.js');
  const { catalogueWarmed } = await load<typeof import('../src/modules/experiences/serving/catalogue-warm.js')>('modules/experiences/serving/catalogue-warm.js');
  const { cardCacheFor } = await load<typeof import('../src/modules/experiences/serving/card-cache.js')>('modules/experiences/serving/card-cache.js');
  const { vocabularyFor } = await load<typeof import('../src/modules/experiences/words/vocabulary.js')>('modules/experiences/words/vocabulary.js');
  const { createSearchWindowCache } = await load<typeof import('../src/modules/experiences/matching/search-window.js')>('modules/experiences/matching/search-window.js');
  const { searchExperiences } = await load<typeof import('../src/modules/experiences/service.js')>('modules/experiences/service.js');

  const { database, dataDir, seedMs } = await openBenchCatalogue();
  try {
    const inputs = await benchInputs(database);
    const { vocabulary } = inputs;
    // The route's caches (routes.ts), at the catalogue's version, once the index is built and the catalogue warmed.
    const cache = responseCacheFor(database);
    const index = catalogueIndexFor(database);
    const started = performance.now();
    while (!(await index())) await new Promise((r) => setTimeout(r, 100));
    await catalogueWarmed(database);
    const version = await cache.version();
    const options = { windows: createSearchWindowCache(cache.version), index, cards: cardCacheFor(database), version };
    const words = vocabularyFor(database).at(version);
    const search = ({ q, offset }: Search) => searchExperiences(database.db, { q, limit: 24, offset, sort: 'relevance' }, words, options);
    console.log(
      `\n${database.driver === 'pglite' ? 'PGlite' : 'PostgreSQL'}: ${inputs.experiences} experiences, ${inputs.agents} agents (seeded in ${(seedMs / 1000).toFixed(1)} s; index and warm ${(
        (performance.now() - started) /
        1000
      ).toFixed(1)} s); ${SEARCHES} searches a round, ${ROUNDS} rounds a row, after ${WARMUP} to warm up`,
    );

    const rows: Row[] = [
      // Nearly every pair is new, and most find nothing together: the fallback's corrections and drops, then a page.
      { name: 'two words (new pairs)', next: () => ({ q: wordPair(vocabulary), offset: pick(OFFSETS) }) },
      // bench:api's random-terms mix: six in ten one word (soon all known to the memos), four in ten a pair.
      { name: 'random terms (one or two words)', next: () => ({ q: searchTerms(vocabulary), offset: pick(OFFSETS) }) },
      { name: 'misspelt words', next: () => ({ q: misspell(pick(vocabulary)), offset: 0 }) },
    ];
    for (let i = 0; i < WARMUP; i++) await search(pick(rows).next());
    // BENCH_ROWS=pairs,misspelt: only the rows whose names contain one of the parts (a profile of one workload).
    const parts = process.env.BENCH_ROWS?.split(',').filter(Boolean);
    const chosen = parts ? rows.filter((row) => parts.some((part) => row.name.includes(part))) : rows;

    const table: string[][] = [];
    for (const row of chosen) {
      const perSearch: number[] = [];
      const cpuPerSearch: number[] = [];
      const outcome = { asTyped: 0, instead: 0, none: 0 };
      for (let round = 0; round < ROUNDS; round++) {
        const searches = Array.from({ length: SEARCHES }, row.next);
        const t = performance.now();
        const cpu = process.cpuUsage();
        for (const s of searches) {
          const found = await search(s);
          if (found.total === 0) outcome.none++;
          else if (found.searched_for) outcome.instead++;
          else outcome.asTyped++;
        }
        const { user, system } = process.cpuUsage(cpu);
        perSearch.push(((performance.now() - t) * 1000) / SEARCHES);
        cpuPerSearch.push((user + system) / SEARCHES);
      }
      const median = (values: number[]) => {
        const sorted = [...values].sort((a, b) => a - b);
        const mid = sorted.length >> 1;
        return (sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2).toFixed(1);
      };
      const n = ROUNDS * SEARCHES;
      const share = (k: number) => `${Math.round((100 * k) / n)} %`;
      const range = (values: number[]) => `${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}`;
      table.push([row.name, median(perSearch), range(perSearch), median(cpuPerSearch), share(outcome.asTyped), share(outcome.instead), share(outcome.none)]);
    }
    const head = ['workload', 'µs/search (median round)', 'rounds', 'CPU µs/search', 'found as typed', 'searched for instead', 'nothing'];
    const widths = head.map((h, i) => Math.max(h.length, ...table.map((r) => r[i]!.length)));
    const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
    console.log(line(head));
    console.log(widths.map((w) => '-'.repeat(w)).join('  '));
    for (const r of table) console.log(line(r));
    console.log(
      "µs/search: the wall clock per search, the median round's and the rounds' range; CPU µs/search: this process's CPU\n" +
        "time per search, its collector's threads included. On a shared host both drift (by a fifth between runs of one\n" +
        'build): compare two builds in alternating runs, several of each.',
    );
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
