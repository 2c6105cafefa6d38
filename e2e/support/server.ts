import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password-123';
/** Ports of the local agency sites the website-import journey serves (desktop, phone), allowed by FETCH_ALLOW_HOSTS. */
export const IMPORT_SITE_PORTS = [4230, 4231] as const;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface RunningServer {
  baseURL: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** The production build on a free port with a fresh data directory (demo catalogue loaded on start). */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'safari-e2e-'));
  // Helpers working in parallel run the server from source with their own web build (E2E_WEB_DIST),
  // so they never race over the shared dist folders.
  const fromSource = process.env.E2E_SERVER_FROM_SOURCE === '1';
  const entry = fromSource ? ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')] : [path.join(root, 'apps/server/dist/main.js')];
  const child: ChildProcess = spawn(process.execPath, entry, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      // One browser suite creates far more travellers, shares and enquiries from 127.0.0.1 than a person would; limits have API tests.
      RATE_LIMIT_DISABLED: '1',
      // Two configured company details reach the imprint; the rest stay the development demo values (info-pages.spec.ts).
      COMPANY_LEGAL_NAME: 'Safari Marketplace Test Ltd',
      COMPANY_REGISTRATION_NUMBER: 'HE 999001',
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} before it was ready`);
    try {
      const res = await fetch(`${baseURL}/api/ready`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The server did not become ready within 180 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseURL,
    dataDir,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
