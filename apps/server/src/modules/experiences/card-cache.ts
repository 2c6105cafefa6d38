import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { experienceCardSchema, type ExperienceCard } from '@safari/contract';
import type { DbOrTx } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import * as s from '../../db/schema.js';
import { cardJson } from './cards.js';
import { isPubliclyVisible } from './filters.js';
import { yieldToRequests } from './yield.js';

/**
 * Cards are kept as their JSON in UTF-8 bytes (about 1.7 KB each at the bench catalogue's sizes, a fraction of the
 * object form), outside the JavaScript heap: a 100,000-experience catalogue's cards are about 170 MB, so all of them fit
 * (warm), and the garbage collector neither marks nor moves them (as JavaScript strings they were most of the heap).
 */
const MAX_BYTES = 256 * 1024 * 1024;
/** Cards read per statement while warming: a few milliseconds of the event loop's time between two yields to requests. */
const WARM_BATCH = 250;

/**
 * The public cards of `ids` in one statement (PostgreSQL builds each card as json), a named prepared statement: the
 * card's SQL is built once, not per search page. Any order.
 */
function prepareCards(db: DbOrTx, name: string) {
  return db
    .select({ card: sql<ExperienceCard>`${cardJson}` })
    .from(s.experiences)
    .leftJoin(s.agents, eq(s.agents.id, s.experiences.agentId))
    .where(and(sql`${s.experiences.id} = any(${sql.placeholder('ids')}::int[])`, isPubliclyVisible))
    .prepare(name);
}

async function loadPublicCards(db: DbOrTx, ids: number[]): Promise<ExperienceCard[]> {
  if (ids.length === 0) return [];
  const rows = await preparedStatement(db, 'public_cards', prepareCards).execute({ ids });
  return rows.map((r) => (typeof r.card === 'string' ? (JSON.parse(r.card) as ExperienceCard) : r.card));
}

/**
 * Public experience cards by id, kept per catalogue version (decision 003's counter) as serialised JSON: the cards of
 * a search page are read from memory and joined into the answer as they are (response-cache.ts `replyJson`), and only
 * those no page has shown since the last catalogue write are read from the database. Each card is checked against
 * the contract's card schema once, when it is read, which is what keeps undeclared fields out of every answer that
 * joins it. Exact like the response cache: the version moves in the commit of any catalogue write and the first
 * request that reads a newer one drops every card; a request that read an older version than the cache's is answered
 * from the database and keeps nothing. Bounded by bytes (LRU).
 */
export function createCardCache(maxBytes = MAX_BYTES) {
  const cards = new Map<number, Buffer>();
  let bytes = 0;
  let at: string | undefined;
  const stats = { hits: 0, misses: 0 };

  /** Keeps the card as the most recently used. */
  function keep(id: number, json: Buffer) {
    const old = cards.get(id);
    if (old !== undefined) bytes -= old.length;
    cards.delete(id);
    cards.set(id, json);
    bytes += json.length;
  }

  /** A newer version than the cards kept: they are all out of date. */
  function moveTo(version: string) {
    if (at === undefined || BigInt(version) > BigInt(at)) {
      cards.clear();
      bytes = 0;
      at = version;
    }
  }

  /** Reads the cards of `ids` from the database, checked and serialised, into `found` and (at the current version) the cache. */
  async function read(db: DbOrTx, ids: number[], version: string, found?: Map<number, Buffer>) {
    for (const card of await loadPublicCards(db, ids)) {
      const json = Buffer.from(JSON.stringify(experienceCardSchema.parse(card)));
      found?.set(card.id, json);
      if (version === at) keep(card.id, json);
    }
    for (const [oldest, json] of cards) {
      if (bytes <= maxBytes) break;
      cards.delete(oldest);
      bytes -= json.length;
    }
  }

  /**
   * Reads every card of `ids` not kept yet, a batch at a time between yields to waiting requests, so that a search
   * finds its cards in memory from the start rather than after its misses have read them one page at a time (a miss
   * that reads cards costs several times one that does not, in the server and in the database). Run when a version's
   * catalogue index is built; it stops when the version moves on or the cache is full, and is only an optimisation:
   * a failed read ends it quietly.
   */
  let warming: Promise<void> = Promise.resolve();
  function warm(db: DbOrTx, ids: Int32Array | readonly number[], version: string): Promise<void> {
    return (warming = readAll(db, ids, version));
  }
  async function readAll(db: DbOrTx, ids: Int32Array | readonly number[], version: string): Promise<void> {
    moveTo(version);
    try {
      for (let i = 0; i < ids.length && at === version && bytes < maxBytes; i += WARM_BATCH) {
        const batch = Array.from(ids.slice(i, i + WARM_BATCH)).filter((id) => !cards.has(id));
        if (batch.length) await read(db, batch, version);
        await yieldToRequests();
      }
    } catch {
      // The requests read what they need themselves.
    }
  }

  /** The public cards of `ids` as JSON (UTF-8), in that order; one that is not public (any more) is left out. */
  async function getJson(db: DbOrTx, ids: number[], version: string): Promise<Buffer[]> {
    moveTo(version);
    const current = version === at;
    const found = new Map<number, Buffer>();
    const missing: number[] = [];
    for (const id of ids) {
      const json = current ? cards.get(id) : undefined;
      if (json === undefined) missing.push(id);
      else {
        found.set(id, json);
        keep(id, json);
      }
    }
    stats.hits += found.size;
    stats.misses += missing.length;
    if (missing.length) await read(db, missing, version, found);
    const out: Buffer[] = [];
    for (const id of ids) {
      const json = found.get(id);
      if (json !== undefined) out.push(json);
    }
    return out;
  }

  return {
    stats: () => ({ ...stats, cards: cards.size, bytes }),
    getJson,
    warm,
    /** Settles when the last warm has ended (the bench measures from then on). */
    warmed: () => warming,
    /** The public cards of `ids` in that order, as objects (pages that reshape them). */
    async get(db: DbOrTx, ids: number[], version: string): Promise<ExperienceCard[]> {
      return (await getJson(db, ids, version)).map((json) => JSON.parse(json.toString()) as ExperienceCard);
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

type CardsAnswerSchema = z.ZodObject<{ experiences: z.ZodArray<typeof experienceCardSchema> } & z.ZodRawShape>;
const envelopes = new WeakMap<CardsAnswerSchema, z.ZodType>();

const OPEN = Buffer.from('{"experiences":[');
const COMMA = Buffer.from(',');

/**
 * The JSON (UTF-8) of an answer whose `experiences` are cards from getJson, joined as they are (one copy of their
 * bytes); the other fields are checked against the rest of the answer's schema (only its declared fields are written).
 */
export function cardsAnswerJson(schema: CardsAnswerSchema, cards: Buffer[], rest: Record<string, unknown>): Buffer {
  let envelope = envelopes.get(schema);
  if (!envelope) envelopes.set(schema, (envelope = schema.omit({ experiences: true })));
  const others = JSON.stringify(envelope.parse(rest));
  const parts: Buffer[] = [OPEN];
  for (const [i, card] of cards.entries()) {
    if (i > 0) parts.push(COMMA);
    parts.push(card);
  }
  parts.push(Buffer.from(others === '{}' ? ']}' : `],${others.slice(1)}`));
  return Buffer.concat(parts);
}
