import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ExperienceCard } from '@safari/contract';
import type { DbOrTx } from '../../db/client.js';
import * as s from '../../db/schema.js';
import { cardJson } from './cards.js';
import { isPubliclyVisible } from './filters.js';

/** About 2 KB each in memory: 20,000 cards are some 40 MB. */
const MAX_CARDS = 20_000;

/** The public cards of `ids` in one statement (PostgreSQL builds each card as json); any order. */
export async function loadPublicCards(db: DbOrTx, ids: number[]): Promise<ExperienceCard[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ card: sql<ExperienceCard>`${cardJson}` })
    .from(s.experiences)
    .leftJoin(s.agents, eq(s.agents.id, s.experiences.agentId))
    .where(and(inArray(s.experiences.id, ids), isPubliclyVisible));
  return rows.map((r) => (typeof r.card === 'string' ? (JSON.parse(r.card) as ExperienceCard) : r.card));
}

/**
 * Public experience cards by id, kept per catalogue version (decision 003's counter): the cards of a search page
 * are read from memory, and only those no page has shown since the last catalogue write are read from the database.
 * Exact like the response cache: the version moves in the commit of any catalogue write and the first request that
 * reads a newer one drops every card; a request that read an older version than the cache's is answered from the
 * database and keeps nothing. Bounded (LRU).
 */
export function createCardCache(maxCards = MAX_CARDS) {
  const cards = new Map<number, ExperienceCard>();
  let at: string | undefined;
  const stats = { hits: 0, misses: 0 };
  return {
    stats: () => ({ ...stats, cards: cards.size }),
    /** The public cards of `ids` in that order; one that is not public (any more) is left out. */
    async get(db: DbOrTx, ids: number[], version: string): Promise<ExperienceCard[]> {
      if (at === undefined || BigInt(version) > BigInt(at)) {
        cards.clear();
        at = version;
      }
      const current = version === at;
      const found = new Map<number, ExperienceCard>();
      const missing: number[] = [];
      for (const id of ids) {
        const card = current ? cards.get(id) : undefined;
        if (card) {
          found.set(id, card);
          cards.delete(id);
          cards.set(id, card);
        } else missing.push(id);
      }
      stats.hits += found.size;
      stats.misses += missing.length;
      if (missing.length) {
        for (const card of await loadPublicCards(db, missing)) {
          found.set(card.id, card);
          if (version === at) cards.set(card.id, card);
        }
        for (const oldest of cards.keys()) {
          if (cards.size <= maxCards) break;
          cards.delete(oldest);
        }
      }
      return ids.map((id) => found.get(id)).filter((c): c is ExperienceCard => c !== undefined);
    },
  };
}

export type CardCache = ReturnType<typeof createCardCache>;

const caches = new WeakMap<object, CardCache>();

/** One card cache per database handle, shared by the route plugins (search, tours, destination pages). */
export function cardCacheFor(database: object): CardCache {
  let cache = caches.get(database);
  if (!cache) caches.set(database, (cache = createCardCache()));
  return cache;
}
