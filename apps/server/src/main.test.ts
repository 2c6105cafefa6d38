import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');

/**
 * main.ts as `npm start` runs it, on the demo catalogue: it reads the catalogue into memory as it starts
 * (catalogue-start.ts), with no request asking. Its wiring, not a database's: the pglite project alone runs it
 * (vitest.config.ts).
 */
describe('the server as it starts', () => {
  it('reads the catalogue into memory before any request and says so in its log', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'safari-main-'));
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      env: { ...process.env, NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info', ADMIN_PASSWORD: 'main-test-password-123' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const lines: Array<Record<string, unknown>> = [];
      const warmed = await new Promise<Record<string, unknown>>((resolve, reject) => {
        let rest = '';
        child.stdout!.on('data', (chunk: Buffer) => {
          const text = rest + chunk.toString();
          const parts = text.split('\n');
          rest = parts.pop()!;
          for (const line of parts.filter((l) => l.startsWith('{'))) {
            const entry = JSON.parse(line) as Record<string, unknown>;
            lines.push(entry);
            if (entry.msg === 'catalogue read into memory') resolve(entry);
          }
        });
        child.once('exit', (code) => reject(new Error(`the server exited (${code}) before reading its catalogue`)));
      });
      // The demo catalogue's public experiences, and not one request logged before.
      expect(warmed.experiences).toBeGreaterThan(50);
      expect(typeof warmed.seconds).toBe('number');
      expect(lines.filter((l) => l.msg === 'incoming request')).toEqual([]);
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve(undefined) : child.once('exit', resolve)));
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
