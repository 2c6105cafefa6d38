import type { CatalogueDatabase } from '../../../db/per-database.js';
import { catalogueIndexFor } from '../matching/catalogue-index.js';
import { catalogueWarmed } from './catalogue-warm.js';

/** How often warmAtStart asks whether the index it started is built. */
const POLL_MS = 50;

/**
 * Reads the catalogue into memory as the server starts (main.ts), instead of on its first search: the index, then
 * what its build warms (catalogue-warm.ts: cards, vocabulary, agencies, agent and experience pages). Until then every
 * public read is answered by SQL and shares the machine with the warm; at 100,000 experiences that is about a minute
 * and a half of one core, which had fallen on the first travellers of a server started idle (the bench waits for it).
 * Requests are answered meanwhile as before. Resolves with the number of public experiences once the warm has ended.
 * A build that fails is started again as a request would start it (after the index cache's pause); rejects when the
 * catalogue's version cannot be read (the database is down: the first search tries again).
 */
export async function warmAtStart(database: CatalogueDatabase): Promise<number> {
  const index = catalogueIndexFor(database);
  // The first call starts the build in the background; later ones answer once it is done.
  for (;;) {
    const built = await index();
    if (built) {
      await catalogueWarmed(database);
      return built.size;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
