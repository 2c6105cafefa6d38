import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';

const FILE = 'admin-password.txt';

/**
 * Without ADMIN_PASSWORD, a demo keeps one generated password across restarts in DATA_DIR/admin-password.txt
 * (owner-only), so a bookmarked admin page keeps working. Production requires ADMIN_PASSWORD (config.ts).
 * Returns the password now in effect, or undefined when ADMIN_PASSWORD was set.
 */
export function persistGeneratedAdminPassword(config: Config): string | undefined {
  if (!config.adminPasswordGenerated || config.production) return undefined;
  const file = path.join(config.dataDir, FILE);
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 12) {
      config.adminPassword = stored;
      return stored;
    }
  } catch {
    // first start: write the generated one below
  }
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(file, `${config.adminPassword}\n`, { mode: 0o600 });
  return config.adminPassword;
}
