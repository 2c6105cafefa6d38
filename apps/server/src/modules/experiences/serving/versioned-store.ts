import type { DbOrTx } from '../../../db/client.js';
import { yieldToRequests } from './yield.js';

/**
 * Reads the public items of `ids` as the bytes to keep for catalogue `version`, or to encode when the store has an
 * encoding (any order; an id that is not public is left out).
 */
export type StoreLoader = (db: DbOrTx, ids: number[], version: string) => Promise<Array<{ id: number; bytes: Buffer }>>;

/**
 * Public catalogue items by id (cards, experience pages), kept per catalogue version (decision 003's counter) as
 * bytes: Buffers live outside the JavaScript heap, so the garbage collector neither marks nor moves them (decision
 * 021's amendment). Exact like the response cache: the version moves in the commit of any catalogue write and the
 * first request that reads a newer one drops every item; a request that read an older version than the store's is
 * answered from the database and keeps nothing. Bounded by bytes (LRU, once nearly full: RECENCY_FROM).
 *
 * `warm` reads every item of a version once its catalogue index is built, a batch at a time between yields to
 * waiting requests, so that requests find their items in memory from the start rather than reading them one miss at
 * a time (a miss costs several times a hit, in the server and in the database).
 */
/**
 * Share of maxBytes from which a hit counts as a use (moved to the end of the LRU order). Below it nothing is evicted
 * soon, and moving an item to the end of a Map of 100,000 (a delete and an insert, and now and then a rehash of the
 * whole table) costs more than the hit it records: 24 of them per search page.
 */
const RECENCY_FROM = 0.9;

/**
 * How a store keeps what its loader reads (the pages: compressed), and reads it back. A newer version's item whose
 * bytes come back from the loader as they were keeps the older version's encoded form (`reused`): a catalogue write
 * makes the next version read every page again, nearly all of them unchanged, and compressing them again (brotli 6,
 * ~0.1 ms a page) was most of that warm's CPU, where decoding one to compare takes ~0.02 ms (decision 021, stop 78).
 */
export interface StoreEncoding {
  encode(raw: Buffer): Buffer;
  decode(kept: Buffer): Buffer;
}

export function createVersionedStore({ maxBytes, load, warmBatch, encoding }: { maxBytes: number; load: StoreLoader; warmBatch: number; encoding?: StoreEncoding }) {
  let items = new Map<number, Buffer>();
  /**
   * With an encoding, the items of the version before `at` that the current one has not read yet (kept): each is
   * reused when its item reads the same, and let go as it is read or when the next version comes.
   */
  let previous: Map<number, Buffer> | undefined;
  let bytes = 0;
  let at: string | undefined;
  const stats = { hits: 0, misses: 0, encoded: 0, reused: 0 };

  /** Keeps the item as the most recently used. */
  function keep(id: number, value: Buffer) {
    const old = items.get(id);
    if (old !== undefined) bytes -= old.length;
    items.delete(id);
    items.set(id, value);
    bytes += value.length;
  }

  /** A newer version than the items kept: they are all out of date. */
  function moveTo(version: string) {
    if (version !== at && (at === undefined || BigInt(version) > BigInt(at))) {
      previous = encoding ? items : undefined;
      items = new Map();
      bytes = 0;
      at = version;
    }
  }

  /** What to keep of an item read as `raw`: the older version's form when it reads the same, else encoded. */
  function kept(id: number, raw: Buffer): Buffer {
    if (!encoding) return raw;
    const old = previous?.get(id);
    previous?.delete(id);
    if (old && encoding.decode(old).equals(raw)) {
      stats.reused++;
      return old;
    }
    stats.encoded++;
    return encoding.encode(raw);
  }

  /** Reads the items of `ids` from the database into `found` and (at the current version) the store. */
  async function read(db: DbOrTx, ids: number[], version: string, found?: Map<number, Buffer>) {
    for (const { id, bytes: raw } of await load(db, ids, version)) {
      const value = kept(id, raw);
      found?.set(id, value);
      if (version === at) keep(id, value);
    }
    for (const [oldest, value] of items) {
      if (bytes <= maxBytes) break;
      items.delete(oldest);
      bytes -= value.length;
    }
  }

  /**
   * Reads every item of `ids` not kept yet. It stops when the version moves on or the store is full, and is only an
   * optimisation: a failed read ends it quietly (requests then read what they need themselves).
   */
  async function readAll(db: DbOrTx, ids: Int32Array | readonly number[], version: string): Promise<void> {
    moveTo(version);
    try {
      for (let i = 0; i < ids.length && at === version && bytes < maxBytes; i += warmBatch) {
        const batch = Array.from(ids.slice(i, i + warmBatch)).filter((id) => !items.has(id));
        if (batch.length) await read(db, batch, version);
        await yieldToRequests();
      }
      // Every item of the version read: what the older one held and this one did not is let go.
      if (at === version) previous = undefined;
    } catch {
      // The requests read what they need themselves.
    }
  }

  /** The items of `ids` in that order; one that is not public (any more) is left out. */
  async function getMany(db: DbOrTx, ids: number[], version: string): Promise<Buffer[]> {
    moveTo(version);
    const current = version === at;
    const found = new Map<number, Buffer>();
    const missing: number[] = [];
    for (const id of ids) {
      const value = current ? items.get(id) : undefined;
      if (value === undefined) missing.push(id);
      else {
        found.set(id, value);
        if (bytes > maxBytes * RECENCY_FROM) keep(id, value);
      }
    }
    stats.hits += found.size;
    stats.misses += missing.length;
    if (missing.length) await read(db, missing, version, found);
    const out: Buffer[] = [];
    for (const id of ids) {
      const value = found.get(id);
      if (value !== undefined) out.push(value);
    }
    return out;
  }

  let warming: Promise<void> = Promise.resolve();
  return {
    stats: () => ({ ...stats, items: items.size, bytes }),
    getMany,
    /** The item `id`, or undefined when it is not public. */
    get: async (db: DbOrTx, id: number, version: string): Promise<Buffer | undefined> => (await getMany(db, [id], version))[0],
    /** Reads every item of `ids` of `version` into memory (see above). */
    warm: (db: DbOrTx, ids: Int32Array | readonly number[], version: string): Promise<void> => (warming = readAll(db, ids, version)),
    /** Settles when the last warm has ended (the bench measures from then on). */
    warmed: () => warming,
  };
}

