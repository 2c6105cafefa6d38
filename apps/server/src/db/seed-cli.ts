/**
 * `npm run db:seed`: loads the demo catalogue into the configured database if it is empty.
 *   --bench      1,000 agents and 10,000 experiences (for load tests)
 *   --seed N     another seed for the pseudo-random generator (same seed, same data)
 */
import { loadConfig } from '../config.js';
import { openDatabase } from './client.js';
import { runMigrations } from './migrate.js';
import { seedDemoIfEmpty, type SeedOptions } from './demo/seed.js';

function parseArgs(argv: string[]): SeedOptions {
  const options: SeedOptions = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--bench') {
      options.agents = 1000;
      options.experiences = 10_000;
    } else if (arg === '--seed' || arg?.startsWith('--seed=')) {
      const value = arg.includes('=') ? arg.split('=')[1] : argv[++i];
      const seed = Number(value);
      if (!Number.isInteger(seed) || seed < 0) throw new Error(`--seed needs a non-negative integer, got "${value ?? ''}"`);
      options.seed = seed;
    } else {
      throw new Error(`Unknown option "${arg}". Usage: npm run db:seed -- [--bench] [--seed N]`);
    }
  }
  return options;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  try {
    await runMigrations(database);
    const started = performance.now();
    const loaded = await seedDemoIfEmpty(database, options);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (loaded) {
      const what = options.agents ? `bench catalogue (${options.agents} agents, ${options.experiences} experiences)` : 'demo catalogue';
      console.log(`Loaded the ${what} into ${where} in ${seconds} s.`);
    } else {
      console.log(`${where} already has agents or experiences; nothing was changed. Use an empty database to seed.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
