import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { persistGeneratedAdminPassword } from '../../lib/admin-password.js';

describe('generated admin password in the demo', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'safari-admin-pw-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is written once (owner-only) and reused by the next start', () => {
    const first = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    persistGeneratedAdminPassword(first);
    const file = path.join(dataDir, 'admin-password.txt');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.adminPassword);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const second = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    expect(second.adminPassword).not.toBe(first.adminPassword);
    persistGeneratedAdminPassword(second);
    expect(second.adminPassword).toBe(first.adminPassword);
  });

  it('is not used when ADMIN_PASSWORD is set', () => {
    const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, ADMIN_PASSWORD: 'chosen-password-123' });
    expect(persistGeneratedAdminPassword(config)).toBeUndefined();
    expect(config.adminPassword).toBe('chosen-password-123');
  });
});
