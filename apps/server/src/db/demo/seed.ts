/**
 * Loads the demo catalogue into an empty database: one transaction, multi-row inserts in batches,
 * explicit ids (sequences moved past them afterwards). Images are not rendered here: their URLs name
 * generated scenes that /media/demo draws on first request.
 */
import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../client.js';
import * as s from '../schema.js';
import { hashPassword } from '../../lib/passwords.js';
import { approvedApplication, DEMO_AGENT_EMAIL, DEMO_AGENT_PASSWORD, PENDING_APPLICATIONS } from './accounts.js';
import { BASE_TIME } from './agents.js';
import { seedDemoLoop } from './loop.js';
import { buildBenchCatalogue, buildDemoCatalogue, DEFAULT_SEED, type Catalogue } from './build.js';

export interface SeedOptions {
  /** Seed of the pseudo-random generator: same seed, same catalogue. */
  seed?: number;
  /** Bench mode: this many agents and experiences instead of the demo catalogue's. */
  agents?: number;
  experiences?: number;
}

/** Any number that is unlikely to clash with other advisory locks: two instances starting together seed once. */
const SEED_LOCK = 7_240_113;

/** PostgreSQL allows 65,535 parameters per statement; stay well under it and keep statements a manageable size. */
function batchSize(sample: object): number {
  return Math.max(50, Math.min(1000, Math.floor(30_000 / Math.max(1, Object.keys(sample).length))));
}

async function insertAll<T extends object>(tx: Tx, table: PgTable, rows: T[]) {
  if (!rows.length) return;
  const size = batchSize(rows[0]!);
  for (let i = 0; i < rows.length; i += size) {
    await tx.insert(table).values(rows.slice(i, i + size) as never);
  }
}

const SERIAL_TABLES = ['agents', 'agent_images', 'experiences', 'experience_images', 'experience_activities', 'experience_food_beverages'];

async function isEmpty(db: Database['db'] | Tx): Promise<boolean> {
  const [a] = await db.select({ n: count() }).from(s.agents);
  const [e] = await db.select({ n: count() }).from(s.experiences);
  return Number(a?.n ?? 0) === 0 && Number(e?.n ?? 0) === 0;
}

export function buildCatalogue(options: SeedOptions = {}): Catalogue {
  const seed = options.seed ?? DEFAULT_SEED;
  if (options.agents !== undefined || options.experiences !== undefined) {
    return buildBenchCatalogue({ agents: options.agents ?? 30, experiences: options.experiences ?? 160 }, seed);
  }
  return buildDemoCatalogue(seed);
}

/** Seeds when there are neither agents nor experiences. Returns whether anything was loaded. */
export async function seedDemoIfEmpty(database: Database, options: SeedOptions = {}): Promise<boolean> {
  if (!(await isEmpty(database.db))) return false;
  const cat = buildCatalogue(options);
  const passwordHash = await hashPassword(DEMO_AGENT_PASSWORD);

  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    // Re-checked under the lock: another instance may have seeded while we were building.
    if (!(await isEmpty(tx))) return false;

    await tx.insert(s.destinations).values(cat.destinations).onConflictDoNothing();
    const destRows = await tx.select({ id: s.destinations.id, name: s.destinations.name }).from(s.destinations);
    const destId = new Map(destRows.map((d) => [d.name.toLowerCase(), d.id]));

    await insertAll(tx, s.agents, cat.agents);
    await insertAll(
      tx,
      s.agentDestinations,
      cat.agentDestinations.map((d) => ({ agentId: d.agentId, destinationId: destId.get(d.placeName.toLowerCase())! })),
    );
    await insertAll(tx, s.agentImages, cat.agentImages);
    await insertAll(tx, s.experiences, cat.experiences);
    await insertAll(tx, s.experienceImages, cat.experienceImages);
    await insertAll(tx, s.experienceActivities, cat.activities);
    await insertAll(tx, s.experienceFoodBeverages, cat.food);
    for (const table of SERIAL_TABLES) {
      await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`));
    }

    const demo = cat.agents.find((a) => a.id === cat.demoAgentId)!;
    await tx
      .insert(s.agentAccounts)
      .values({ agentId: demo.id, email: DEMO_AGENT_EMAIL, passwordHash, status: 'active', passwordSetAt: new Date(BASE_TIME), createdAt: new Date(BASE_TIME) })
      .onConflictDoNothing();
    await tx
      .insert(s.agentApplications)
      .values([approvedApplication(demo.id, demo.agencyName, demo.address ?? '', demo.contactPhone ?? '', demo.website ?? ''), ...PENDING_APPLICATIONS])
      .onConflictDoNothing();
    await seedDemoLoop(tx, demo.id);
    return true;
  });
}
