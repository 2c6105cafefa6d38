import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { perDatabase, type CatalogueDatabase } from '../../../db/per-database.js';
import { joinedForResponse, joinInto } from '../../../lib/lent-buffers.js';
import { compressAnswer, compressHot, pickEncoding, type Encoding } from './answer-encoding.js';

/**
 * Serialised public catalogue answers, kept per process and keyed by route + normalised query.
 *
 * Versioned, not time-based: migration 0001 keeps a `catalogue_version` row that deferred triggers bump, with a
 * NOTIFY on `catalogue_version`, in the commit of any write to a catalogue table (agents, destinations, experiences
 * and their images, activities, food). An entry answers only at the version it was built for. On PostgreSQL the
 * version read is kept while nothing could have changed it (knownVersion): the instance listens for the trigger's
 * notifications and counts its own writes, so its own edit shows on its very next request, another instance's once
 * the notification arrives (milliseconds), and at worst KNOWN_MAX_MS later should one be lost; while the listening
 * connection is down, every batch of requests reads the row, as all did before (decision 003 amendment, stop 30).
 * Concurrent requests share version reads, but only reads that started after they arrived. A hit costs no query
 * instead of four or five, row-to-JSON mapping, schema validation and serialisation; large answers are also
 * compressed once.
 */
/**
 * A varied search's pages are 35 KB each (24 cards), 6–9 KB compressed: the answers of the searches, pages and
 * experiences visitors ask for most are at most 128 MB (decision 018). Keys, not answers, are counted: a search's
 * answer is also kept under what it holds (replyJson's `sameAs`), so 10,000 keys are about 5,000 answers.
 */
const MAX_ENTRIES = 10_000;
const MAX_BYTES = 128 * 1024 * 1024;
const MIN_COMPRESS_BYTES = 1024;
/**
 * Answers below this size reach the client in TCP's first flight (ten segments of about 1.4 KB) compressed or not, so
 * compressing one that is asked for once (most experience pages of a varied load) spends CPU on nothing the
 * traveller sees: ~0.1 ms for a 7 KB page in the server, a third of the whole answer's cost. Such answers are
 * compressed from their second request on, when the cached bytes start paying back; larger ones on the first.
 */
const FIRST_FLIGHT_BYTES = 12 * 1024;

/**
 * Route option for the routes whose answers all go through this cache: it compresses them itself (once per entry),
 * so @fastify/compress must not compress again an answer it sends plain on purpose.
 */
export const COMPRESSED_BY_CACHE = { compress: false } as const;

/** A query's text as a cache key: matching is case-insensitive and whitespace-tolerant, so the key is too. */
export const keyText = (v: string | undefined) => (v ?? '').toLowerCase().replace(/\s+/g, ' ');

interface Entry {
  version: string;
  /**
   * The answer's JSON in UTF-8: outside the JavaScript heap, so thousands of cached answers cost no collector's work.
   * Absent while only a compressed form is kept (an answer first asked for compressed) or its parts (ownJson).
   */
  json?: Buffer;
  /**
   * The JSON as the parts it was built from, not joined (a replyJson answer not compressed at once: joined): the
   * cards' own bytes, kept by the card cache anyway. Joined into a buffer of its own once the answer has been sent
   * HOT_SENDS times (ownJson).
   */
  parts?: Buffer[];
  /** The JSON's length in bytes. */
  size: number;
  encoded: Map<Encoding, Buffer>;
  /** Times the answer was sent (FIRST_FLIGHT_BYTES). */
  sent: number;
  /** Headers sent with the answer every time (SharedAnswer.headers). */
  headers?: Readonly<Record<string, string>>;
}

/**
 * The send at which an answer is compressed again, smaller (compressHot), or, kept as parts, joined into a buffer of
 * its own (ownJson): few of a varied search's answers get there, but every answer of the searches visitors repeat does.
 */
const HOT_SENDS = 32;

/** An answer's JSON read back from a compressed form it is kept in (an entry with neither `json` nor `parts`). */
function decoded(entry: Entry): Buffer {
  const br = entry.encoded.get('br');
  return br ? brotliDecompressSync(br) : gunzipSync(entry.encoded.get('gzip')!);
}
/** What a route builds: the checked answer's JSON, or what names and builds its JSON's parts (replyJson). */
type Built = { json: Buffer } | SharedAnswer;

/**
 * An answer that other requests may have built already (replyJson): `sameAs` names its content (two answers with the
 * same `sameAs` are the same bytes, headers included), and `parts` builds its JSON's parts when no request has.
 */
export interface SharedAnswer {
  sameAs: string;
  parts: () => Promise<Buffer[]>;
  /** Headers sent with the answer every time (the agencies search's searched-for). */
  headers?: Readonly<Record<string, string>>;
}
/** The scratch replyJson's answers are joined in to be compressed (inScratch), grown to the largest yet. */
let joinScratch = Buffer.allocUnsafeSlow(64 * 1024);

/** `parts` (`size` bytes in all) joined into the scratch, valid until the next call. */
function inScratch(parts: readonly Buffer[], size: number): Buffer {
  if (joinScratch.length < size) joinScratch = Buffer.allocUnsafeSlow(Math.max(size, 2 * joinScratch.length));
  return joinInto(joinScratch, parts);
}

/** One cache per database handle, shared by every route plugin of the app. */
export const responseCacheFor = perDatabase((database): ResponseCache => createResponseCache(database));

/** Just enough of PGlite's API to hear the trigger's notifications. */
interface Listener {
  listen(channel: string, callback: (payload: string) => void): Promise<unknown>;
}

/** The longest a version read on PostgreSQL is kept without a notification (knownVersion): one may be lost. */
const KNOWN_MAX_MS = 1000;

let turn: Promise<void> | undefined;
/**
 * Resolves in the check phase right after the poll phase that read the caller's request (setImmediate), once for
 * every request of that turn: they then go on together, each to its answer, instead of each finishing before the
 * next is read. At 10,000 experiences, 50 connections (decision 003 amendment, stop 30), the server's CPU per
 * random search fell by about a quarter and its throughput rose 30–40 % on both databases; PostgreSQL's per-batch
 * version read had been holding requests together so, and taking it away without this made searches slower. A
 * request waits for nothing more than the rest of its turn.
 */
function endOfTurn(): Promise<void> {
  turn ??= new Promise<void>((resolve) =>
    setImmediate(() => {
      turn = undefined;
      resolve();
    }),
  );
  return turn;
}

export function createResponseCache(database: CatalogueDatabase) {
  const db = () => database.db;
  const entries = new Map<string, Entry>();
  /** How many keys hold each kept answer (an answer is kept under its request's key and under its `sameAs`). */
  const refs = new Map<Entry, number>();
  const building = new Map<string, Promise<Entry>>();
  /** The kept answers' bytes, each counted once however many keys hold it. */
  let bytes = 0;
  /**
   * Answers served from the cache and answers built; `shared`, of the misses, those another request's answer with the
   * same content served (replyJson). The benchmark prints the hit rate.
   */
  const stats = { hits: 0, misses: 0, shared: 0 };
  let lastVersion: string | undefined;

  async function readVersion(): Promise<string> {
    const result = (await db().execute(sql`select version::text as v from catalogue_version where id = 1`)) as unknown as { rows: Array<{ v: string }> };
    return result.rows[0]?.v ?? '0';
  }

  let current: Promise<string> | undefined;
  let next: Promise<string> | undefined;
  const start = () => {
    const p = readVersion();
    current = p;
    p.then(
      () => current === p && (current = undefined),
      () => current === p && (current = undefined),
    );
    return p;
  };
  /**
   * Embedded PGlite belongs to this process alone, and it delivers the trigger's notification synchronously
   * within the writer's commit: a local counter is then exact and spares the per-request read (PGlite runs
   * queries on the event loop's thread, so every query there is costly). It is read once the event loop's turn has
   * read every request that arrived (endOfTurn).
   */
  let local: { ready: Promise<unknown>; counter: bigint } | undefined;
  function localVersion(): Promise<string> | undefined {
    if (database.driver !== 'pglite') return undefined;
    const client = (database.db as unknown as { $client?: Listener }).$client;
    if (!client?.listen) return undefined;
    if (!local) {
      const state = { counter: 0n, ready: Promise.resolve() as Promise<unknown> };
      state.ready = client.listen('catalogue_version', () => {
        state.counter += 1n;
      });
      local = state;
    }
    const state = local;
    return endOfTurn()
      .then(() => state.ready)
      .then(() => String(state.counter));
  }

  /**
   * PostgreSQL: the version last read, while the listening connection has been up since before that read began and
   * no notification, no write of this process and at most KNOWN_MAX_MS came since (Listening.mark): nothing can
   * have changed it then, and the turn's requests go on without a query (endOfTurn).
   */
  let known: { version: string; mark: string; at: number } | undefined;
  function knownVersion(): Promise<string> | undefined {
    const feed = database.listen?.('catalogue_version');
    if (!feed) return undefined;
    return endOfTurn().then(() => {
      if (known && feed.live() && feed.mark() === known.mark && performance.now() - known.at < KNOWN_MAX_MS) return known.version;
      const mark = feed.live() ? feed.mark() : undefined;
      const at = performance.now();
      return sharedRead().then((v) => {
        if (mark !== undefined && feed.live() && feed.mark() === mark) known = { version: v, mark, at };
        return v;
      });
    });
  }

  /** The catalogue version as of this call or later: read after it, or kept from a read nothing has changed since. */
  function version(): Promise<string> {
    return localVersion() ?? knownVersion() ?? sharedRead();
  }

  /** A read of the version row that begins after this call, shared with the requests that wait for the same. */
  function sharedRead(): Promise<string> {
    if (!current) return start();
    next ??= current.then(
      () => undefined,
      () => undefined,
    ).then(() => {
      next = undefined;
      return start();
    });
    return next;
  }

  // An answer kept as parts counts their bytes, though the card cache holds them too: the bound stays what it was.
  const sizeOf = (entry: Entry) => (entry.json || entry.parts ? entry.size : 0) + [...entry.encoded.values()].reduce((n, b) => n + b.length, 0);
  /** Adds bytes to an entry's size, when it is (still) one the cache keeps. */
  const grew = (entry: Entry, added: number) => {
    if (refs.has(entry)) bytes += added;
  };

  function remove(key: string) {
    const old = entries.get(key);
    if (!old) return;
    entries.delete(key);
    const held = refs.get(old)! - 1;
    if (held > 0) refs.set(old, held);
    else {
      refs.delete(old);
      bytes -= sizeOf(old);
    }
  }

  function store(key: string, entry: Entry) {
    remove(key);
    entries.set(key, entry);
    const held = refs.get(entry) ?? 0;
    if (held === 0) bytes += sizeOf(entry);
    refs.set(entry, held + 1);
    for (const oldest of entries.keys()) {
      if (entries.size <= MAX_ENTRIES && bytes <= MAX_BYTES) break;
      remove(oldest);
    }
  }

  /**
   * The cached answer for `key` at the current version, built (once for concurrent callers) when missing. `build` is
   * given the version the answer is for, to pass to the per-version caches below it.
   */
  async function entryFor(key: string, build: (version: string) => Promise<Built>, encoding?: Encoding): Promise<Entry> {
    const v = await version();
    if (v !== lastVersion && (lastVersion === undefined || BigInt(v) > BigInt(lastVersion))) {
      // Everything cached belongs to an older catalogue: free it at once rather than entry by entry.
      entries.clear();
      refs.clear();
      bytes = 0;
      lastVersion = v;
    }
    const hit = keptAt(key, v);
    if (hit) {
      stats.hits++;
      return hit;
    }
    stats.misses++;
    const flightKey = `${v}\u0000${key}`;
    let pending = building.get(flightKey);
    if (!pending) {
      pending = (async () => {
        const built = await build(v);
        const sameKey = 'sameAs' in built ? `same\u0000${built.sameAs}` : undefined;
        const same = sameKey ? keptAt(sameKey, v) : undefined;
        if (same) stats.shared++;
        const entry = same ?? (await made(v, built, encoding));
        if (v === lastVersion) {
          if (sameKey && !same) store(sameKey, entry);
          store(key, entry);
        }
        return entry;
      })().finally(() => building.delete(flightKey));
      building.set(flightKey, pending);
    }
    return pending;
  }

  /** The answer kept under `key` for version `v`, made the most recently used; undefined when there is none. */
  function keptAt(key: string, v: string): Entry | undefined {
    const entry = entries.get(key);
    if (!entry || entry.version !== v) return undefined;
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  }

  /** A new entry for what the route built. */
  async function made(v: string, built: Built, encoding: Encoding | undefined): Promise<Entry> {
    if ('sameAs' in built) return joined(v, await built.parts(), encoding, built.headers);
    return { version: v, json: built.json, size: built.json.length, encoded: new Map(), sent: 0 };
  }

  /**
   * An answer built as parts (replyJson), joined. Joining into a new buffer cost a 35 KB allocation outside the heap
   * per search page built, and V8 runs a full collection for every 64 MB of those, whatever the heap's size: one every
   * half second under a varied search load, with pauses of up to 13 ms. So when the first client takes compression
   * and the answer is large enough to compress at once, the parts are joined into one scratch buffer, reused, and only
   * the compressed form is kept; otherwise the parts themselves, sent joined in a lent buffer (send) until the answer
   * proves to be one asked for often (HOT_SENDS).
   */
  function joined(version: string, parts: Buffer[], encoding: Encoding | undefined, headers: Entry['headers']): Entry {
    const size = parts.reduce((n, part) => n + part.length, 0);
    const entry: Entry = { version, size, encoded: new Map(), sent: 0, headers };
    if (encoding && size >= FIRST_FLIGHT_BYTES) entry.encoded.set(encoding, compressAnswer(encoding, inScratch(parts, size)));
    else entry.parts = parts;
    return entry;
  }

  /**
   * The JSON for use before this call returns (compressing it): kept, or joined from its parts into the scratch, or
   * read back from a compressed form. Synchronous from the join to its use, so no other request's join can overwrite
   * the scratch between.
   */
  function jsonNow(entry: Entry): Buffer {
    if (entry.json) return entry.json;
    return entry.parts ? inScratch(entry.parts, entry.size) : decoded(entry);
  }

  /** The answer's JSON in a buffer of its own, kept from then on: joined from its parts or read back from a compressed form. */
  function ownJson(entry: Entry): Buffer {
    if (!entry.json) {
      entry.json = entry.parts ? Buffer.concat(entry.parts, entry.size) : decoded(entry);
      if (!entry.parts) grew(entry, entry.json.length);
      entry.parts = undefined;
    }
    return entry.json;
  }

  /**
   * The answer checked as the route's response schema would check it per request (only the declared fields, kept) and
   * serialised. The checked object is not kept: thousands of cached object trees would only lengthen every garbage
   * collection's marking.
   */
  function checked<T>(schema: z.ZodType<T>, build: (version: string) => Promise<unknown>) {
    return async (v: string) => ({ json: Buffer.from(JSON.stringify(schema.parse(await build(v)))) });
  }

  /**
   * Recompressions of hot answers under way (send), so a test can wait for them: they run off the event loop and
   * their answers keep being sent as they are until each is done.
   */
  const recompressing = new Set<Promise<void>>();

  /**
   * The answer compressed once more, smaller, at the kept pages' quality (compressHot), in zlib's thread pool: a
   * 35 KB page takes 1–2 ms at brotli 6, and under a steady load of repeated searches every one of them gets there
   * (a thousand keys passing their 32nd send in the same few seconds held the event loop for a sixth of its time).
   * Sends go on with the cheaper form meanwhile; the smaller one replaces it when done. Its bytes are counted if the
   * entry is still kept then.
   */
  function recompress(entry: Entry, encoding: Encoding) {
    // Its own bytes: the compression runs off the event loop, while other requests join into the scratch.
    const json = entry.json ?? (entry.parts ? Buffer.concat(entry.parts, entry.size) : decoded(entry));
    const done = compressHot(encoding, json).then(
      (body) => {
        const old = entry.encoded.get(encoding)?.length ?? 0;
        entry.encoded.set(encoding, body);
        grew(entry, body.length - old);
      },
      () => undefined, // the cheaper form stays
    );
    recompressing.add(done);
    void done.finally(() => recompressing.delete(done));
  }

  /** Sends a cached answer as JSON, compressed once per encoding the client accepts (FIRST_FLIGHT_BYTES says when). */
  function send(req: FastifyRequest, reply: FastifyReply, entry: Entry) {
    reply.type('application/json; charset=utf-8').header('Vary', 'Accept-Encoding');
    if (entry.headers) reply.headers(entry.headers);
    const size = entry.size;
    const worthIt = size >= MIN_COMPRESS_BYTES && (size >= FIRST_FLIGHT_BYTES || entry.sent > 0);
    entry.sent++;
    const encoding = worthIt ? pickEncoding(req.headers['accept-encoding']) : undefined;
    if (!encoding) {
      // Joined into a lent buffer, not a new one (lent-buffers.ts), until the answer proves to be one asked for often.
      if (entry.parts && entry.sent < HOT_SENDS) return reply.send(joinedForResponse(reply.raw, entry.parts, entry.size));
      return reply.send(ownJson(entry));
    }
    let body = entry.encoded.get(encoding);
    if (!body) {
      body = compressAnswer(encoding, jsonNow(entry));
      entry.encoded.set(encoding, body);
      grew(entry, body.length);
    } else if (entry.sent === HOT_SENDS) {
      // The answer proves to be one that is asked for often (the agents list, a popular search).
      recompress(entry, encoding);
    }
    return reply.header('Content-Encoding', encoding).send(body);
  }

  return {
    /** The catalogue version as of now: other per-catalogue memos (the search vocabulary) key on it. */
    version,
    stats: () => ({ ...stats, entries: entries.size, bytes }),
    /** Settles once the hot answers' recompressions under way have ended (recompress). */
    recompressed: async () => {
      while (recompressing.size > 0) await Promise.all(recompressing);
    },
    /** Cached answer for `key`, sent as is. */
    async reply<T>(req: FastifyRequest, reply: FastifyReply, key: string, schema: z.ZodType<T>, build: (version: string) => Promise<unknown>) {
      return send(req, reply, await entryFor(key, checked(schema, build)));
    },
    /**
     * Cached answer for `key` that `build` serialises itself from parts already checked against the contract (the
     * card cache's cards, cardsAnswerParts): the search's hot path, which skips checking and serialising 24 cards again.
     * Requests that differ but answer the same (`sameAs`: 'gorilla beach' and 'lemur beach' both show the page of
     * 'beach', with the same 'Showing results for beach') share one answer, joined and compressed once. The agencies
     * list and its searches are built so too, from each agency's JSON (agents/agent-list.ts).
     */
    async replyJson(req: FastifyRequest, reply: FastifyReply, key: string, build: (version: string) => Promise<SharedAnswer>) {
      return send(req, reply, await entryFor(key, build, pickEncoding(req.headers['accept-encoding'])));
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
