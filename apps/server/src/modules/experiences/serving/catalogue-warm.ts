import type { CatalogueDatabase } from '../../../db/per-database.js';
import { cardCacheFor } from './card-cache.js';
import type { CatalogueIndex } from '../matching/catalogue-index.js';
import { experiencePagesFor } from './experience-pages.js';
import { vocabularyFor } from '../words/vocabulary.js';
import { publishedAgentIds } from '../../agents/service.js';
import { agentPagesFor } from '../../agents/agent-pages.js';
import { agentListFor } from '../../agents/agent-list.js';

const warmings = new WeakMap<object, Promise<void>>();

/**
 * What a catalogue version's index build starts in the background, one after the other so they share the machine with
 * requests rather than crowd it: the version's cards (decision 021), its vocabulary (so the first search that finds
 * nothing does not wait for it), its agencies' list (GET /agents and its searches), its agent pages (built from the
 * cards) and its experience pages (decision 026). Each stops when a newer version is being read, and each is only an
 * optimisation: until it is done, requests read what they need themselves.
 */
export function warmCatalogue(database: CatalogueDatabase, index: CatalogueIndex, version: string): void {
  const { db } = database;
  warmings.set(
    database,
    (async () => {
      await cardCacheFor(database).warm(db, index.ids, version);
      await vocabularyFor(database).warm(version);
      await agentListFor(database).warm(version);
      await agentPagesFor(database).warm(db, await publishedAgentIds(db), version);
      await experiencePagesFor(database).warm(db, index.ids, version);
    })().catch(() => undefined), // a failed read: requests read what they need themselves
  );
}

/** Settles when the last version's warm has ended (the bench measures from then on). */
export const catalogueWarmed = (database: object): Promise<void> => warmings.get(database) ?? Promise.resolve();
