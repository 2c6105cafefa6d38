import { experienceDetailSchema } from '@safari/contract';
import { perDatabase } from '../../../db/per-database.js';
import type { DbOrTx } from '../../../db/client.js';
import { getPublicExperienceDetails } from '../detail.js';
import { KEPT_PAGES } from './answer-encoding.js';
import { createVersionedStore } from './versioned-store.js';

/**
 * Every public experience page's answer, per catalogue version, compressed (decision 026). Travellers open pages all
 * over the catalogue, so the response cache's few thousand most recent answers found 4 % of a varied load's pages at
 * 100,000 experiences, and each miss asked PostgreSQL for the page: most of its cost was the round trip itself.
 * Compressed, a page is about 2.2 KB (5.8 KB of JSON), so a 100,000-experience catalogue's pages take some 220 MB.
 */
const MAX_BYTES = 256 * 1024 * 1024;
/**
 * Pages read and compressed per statement while warming: each costs about 0.1 ms to compress, so a batch holds the
 * event loop for a few milliseconds between two yields to requests.
 */
const WARM_BATCH = 64;

/** The public pages of `ids`, checked against the contract (only declared fields) and serialised (the store compresses them). */
async function loadPageJson(db: DbOrTx, ids: number[]): Promise<Array<{ id: number; bytes: Buffer }>> {
  return (await getPublicExperienceDetails(db, ids)).map((detail) => ({
    id: detail.id,
    bytes: Buffer.from(JSON.stringify(experienceDetailSchema.parse(detail))),
  }));
}

export const createExperiencePages = (maxBytes = MAX_BYTES) => createVersionedStore({ maxBytes, load: loadPageJson, warmBatch: WARM_BATCH, encoding: KEPT_PAGES });

export type ExperiencePages = ReturnType<typeof createExperiencePages>;

/** One store per database handle (GET /experiences/:id), warmed once a version's catalogue index is built. */
export const experiencePagesFor = perDatabase((): ExperiencePages => createExperiencePages());
