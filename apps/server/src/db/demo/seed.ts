import type { Database } from '../client.js';

export interface SeedOptions {
  /** Seed of the pseudo-random generator: same seed, same catalogue. */
  seed?: number;
  /** Bench mode: this many agents and experiences instead of the demo catalogue's. */
  agents?: number;
  experiences?: number;
}

/** Placeholder: the catalogue work replaces it. Returns whether anything was loaded. */
export async function seedDemoIfEmpty(_database: Database, _options: SeedOptions = {}): Promise<boolean> {
  return false;
}
