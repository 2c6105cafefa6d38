import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { seedDemoIfEmpty } from './db/demo/seed.js';
import { buildApp } from './app.js';
import { persistGeneratedAdminPassword } from './lib/admin-password.js';
import { warmAtStart } from './modules/experiences/serving/catalogue-start.js';

async function main() {
  const config = loadConfig();
  persistGeneratedAdminPassword(config);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onPoolError: (err) => console.error('database pool error:', err.message),
    onLockLost: (err) => {
      console.error(`Lost the lock on the database directory (${err.message}); stopping so as not to write beside another server.`);
      process.exit(1);
    },
  });
  await runMigrations(database);
  if (config.seedDemo === 'auto') {
    const loaded = await seedDemoIfEmpty(database);
    if (loaded) console.log('Loaded the demo catalogue into the empty database.');
  }
  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const where = `http://localhost:${(app.server.address() as { port: number }).port}`;
  console.log(`\n  Safari Marketplace is running at ${where}  (database: ${database.driver})`);
  if (config.adminPasswordGenerated) {
    console.log(`  Admin password: ${config.adminPassword}  (set ADMIN_PASSWORD to choose one)\n`);
  }
  // The catalogue read into memory now, not on the first search (catalogue-start.ts).
  const warming = performance.now();
  warmAtStart(database).then(
    (experiences) => app.log.info({ experiences, seconds: Math.round((performance.now() - warming) / 100) / 10 }, 'catalogue read into memory'),
    (err: unknown) => app.log.warn({ err }, 'catalogue not read into memory at start; the first search reads it'),
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
