import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { experienceCardSchema, type ExperienceCard } from '@safari/contract';
import type { DbOrTx } from '../../../db/client.js';
import { preparedStatement } from '../../../db/prepared.js';
import * as s from '../../../db/schema.js';
import { perDatabase } from '../../../db/per-database.js';
import { cardJson } from '../cards.js';
import { isPubliclyVisible } from '../filters.js';
import { createVersionedStore } from './versioned-store.js';

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

/** The public cards of `ids`, checked against the contract's card schema and serialised (UTF-8). */
async function loadCardBytes(db: DbOrTx, ids: number[]): Promise<Array<{ id: number; bytes: Buffer }>> {
  return (await loadPublicCards(db, ids)).map((card) => ({ id: card.id, bytes: Buffer.from(JSON.stringify(experienceCardSchema.parse(card))) }));
}

/**
 * Public experience cards by id, per catalogue version (versioned-store.ts): the cards of a search page are read from
 * memory and joined into the answer as they are (response-cache.ts `replyJson`), and only those no page has shown
 * since the last catalogue write are read from the database. Each card is checked against the contract's card schema
 * once, when it is read, which is what keeps undeclared fields out of every answer that joins it. Warmed with every
 * public card once a version's catalogue index is built (decision 021).
 */
export function createCardCache(maxBytes = MAX_BYTES) {
  const store = createVersionedStore({ maxBytes, load: loadCardBytes, warmBatch: WARM_BATCH });
  return {
    stats: () => {
      const { items, ...rest } = store.stats();
      return { ...rest, cards: items };
    },
    /** The public cards of `ids` as JSON (UTF-8), in that order; one that is not public (any more) is left out. */
    getJson: store.getMany,
    warm: store.warm,
    warmed: store.warmed,
    /** The public cards of `ids` in that order, as objects (pages that reshape them). */
    async get(db: DbOrTx, ids: number[], version: string): Promise<ExperienceCard[]> {
      return (await store.getMany(db, ids, version)).map((json) => JSON.parse(json.toString()) as ExperienceCard);
    },
  };
}

export type CardCache = ReturnType<typeof createCardCache>;

/** One card cache per database handle, shared by the route plugins (search, tours, destination pages). */
export const cardCacheFor = perDatabase((): CardCache => createCardCache());

type CardsAnswerSchema = z.ZodObject<{ experiences: z.ZodArray<typeof experienceCardSchema> } & z.ZodRawShape>;
const envelopes = new WeakMap<CardsAnswerSchema, z.ZodType>();

const OPEN = Buffer.from('{"experiences":[');
const COMMA = Buffer.from(',');

/**
 * The JSON (UTF-8) of an answer whose `experiences` are cards from getJson, as the parts to join (the cards' own
 * bytes, not copied); the other fields are checked against the rest of the answer's schema (only its declared fields
 * are written). The response cache joins them (response-cache.ts `replyJson`).
 */
export function cardsAnswerParts(schema: CardsAnswerSchema, cards: Buffer[], rest: Record<string, unknown>): Buffer[] {
  let envelope = envelopes.get(schema);
  if (!envelope) envelopes.set(schema, (envelope = schema.omit({ experiences: true })));
  const others = JSON.stringify(envelope.parse(rest));
  const parts: Buffer[] = [OPEN];
  for (const [i, card] of cards.entries()) {
    if (i > 0) parts.push(COMMA);
    parts.push(card);
  }
  parts.push(Buffer.from(others === '{}' ? ']}' : `],${others.slice(1)}`));
  return parts;
}

/** The same answer as one buffer (pages kept whole: agent pages). */
export const cardsAnswerJson = (schema: CardsAnswerSchema, cards: Buffer[], rest: Record<string, unknown>): Buffer => Buffer.concat(cardsAnswerParts(schema, cards, rest));
