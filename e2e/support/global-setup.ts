import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath } from './chromium';
import { IMPORT_SITE_PORTS, startServer } from './server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** One production server for the run; tests read its address and data directory from the environment. */
export default async function globalSetup() {
  chromiumPath(); // fail early, with the install hint, when no browser is present
  const fromSource = process.env.E2E_SERVER_FROM_SOURCE === '1';
  const webIndex = path.join(process.env.E2E_WEB_DIST ?? path.join(root, 'apps/web/dist'), 'index.html');
  if ((!fromSource && !existsSync(path.join(root, 'apps/server/dist/main.js'))) || !existsSync(webIndex)) {
    throw new Error('The production build is missing: run `npm run build` first (npm test does).');
  }
  // The website import's local test sites (tests/admin-import.spec.ts, one port per project); never production.
  const server = await startServer({ FETCH_ALLOW_HOSTS: IMPORT_SITE_PORTS.map((p) => `127.0.0.1:${p}`).join(',') });
  await warm(server.baseURL);
  process.env.E2E_BASE_URL = server.baseURL;
  process.env.E2E_DATA_DIR = server.dataDir;
  return async () => server.stop();
}

/**
 * The pages the first tests open, rendered once before any test starts: a cold server compiles its page renderer and
 * reads its catalogue on the first requests, which had made the run's first test (the website import) time out on a
 * slow machine and pass on its retry.
 */
async function warm(baseURL: string) {
  const paths = ['/', '/searchresultpage', '/agents', '/tours', '/destination/tanzania', '/admin', '/agent/login', '/api/experiences?limit=24'];
  await Promise.all(paths.map(async (p) => (await fetch(`${baseURL}${p}`)).arrayBuffer()));
}
