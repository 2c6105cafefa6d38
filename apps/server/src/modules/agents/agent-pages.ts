import type { DbOrTx } from '../../db/client.js';
import { perDatabase, type CatalogueDatabase } from '../../db/per-database.js';
import { cardCacheFor } from '../experiences/serving/card-cache.js';
import { catalogueIndexFor } from '../experiences/matching/catalogue-index.js';
import { KEPT_PAGES } from '../experiences/serving/answer-encoding.js';
import { createVersionedStore } from '../experiences/serving/versioned-store.js';
import { getAgentPagesJson } from './service.js';

/**
 * Every published agency's page, per catalogue version, compressed (decision 026), like experience-pages.ts: built
 * from memory (the index and the card cache) once a version's index is built, so a page costs neither the database
 * nor compressing it again. An agency with ten experiences is about 17 KB of JSON, 3 KB compressed: some 30 MB for
 * 10,000 agencies.
 */
const MAX_BYTES = 128 * 1024 * 1024;
/** Pages built and compressed per batch while warming: a few milliseconds between two yields to requests. */
const WARM_BATCH = 50;

export function createAgentPages(database: CatalogueDatabase, maxBytes = MAX_BYTES) {
  const load = async (db: DbOrTx, ids: number[], version: string) =>
    (await getAgentPagesJson(db, ids, { index: catalogueIndexFor(database), cards: cardCacheFor(database), version })).map(({ id, json }) => ({ id, bytes: json }));
  return createVersionedStore({ maxBytes, load, warmBatch: WARM_BATCH, encoding: KEPT_PAGES });
}

export type AgentPages = ReturnType<typeof createAgentPages>;

/** One store per database handle (GET /agents/:id), warmed once a version's catalogue index is built. */
export const agentPagesFor = perDatabase((database): AgentPages => createAgentPages(database));
