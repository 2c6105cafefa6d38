/**
 * Child process of bench/upload.ts: the real app on a fresh PGlite in a temp DATA_DIR, one agent with a bearer
 * session and an experience; reports port, token and experience id, and its RSS on request.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import * as s from '../src/db/schema.js';
import { buildApp } from '../src/app.js';
import { createAgentSession } from '../src/lib/auth.js';
import { createAgent, createExperience } from '../src/test/factories.js';
import { BENCH_COMPANY } from './company.js';

/** Peak and current resident set size of this process (Linux /proc; falls back to the current RSS). */
function rss() {
  try {
    const status = readFileSync('/proc/self/status', 'utf8');
    const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
    return { peak: kb('VmHWM'), current: kb('VmRSS') };
  } catch {
    const current = process.memoryUsage().rss;
    return { peak: current, current };
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'safari-bench-upload-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    ...BENCH_COMPANY,
    ADMIN_PASSWORD: 'bench-admin-password-1234',
    DATA_DIR: dataDir,
    PUBLIC_BASE_URL: 'http://bench.local',
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
    SEED_DEMO: 'never',
  });
  const database = await openDatabase({ dataDir });
  await runMigrations(database);
  const agent = await createAgent(database.db);
  const [account] = await database.db.insert(s.agentAccounts).values({ agentId: agent.id, email: agent.contactEmail, status: 'active' }).returning();
  const token = await createAgentSession(database.db, account!.id);
  const experience = await createExperience(database.db, agent.id);
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  process.on('message', async (msg) => {
    if (msg === 'rss') process.send!({ rss: rss() });
    if (msg === 'stop') {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    }
  });
  process.send!({ port, token, experienceId: experience.id, agentId: agent.id, rss: rss() });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
