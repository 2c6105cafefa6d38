/**
 * Windowed counters for throttles that must look before they count (sign-in failures, not-found probes):
 * @fastify/rate-limit counts every request it sees, but a failure throttle counts only failures and must
 * refuse a request *before* doing the work when a counter is already full. Shared through Redis when
 * REDIS_URL is set (like the other limits), otherwise kept in this process.
 */
import type { Redis } from 'ioredis';

export interface Counter {
  count: number;
  /** Milliseconds until the window ends (0 when nothing is counted). */
  resetInMs: number;
}

export interface CounterStore {
  get(key: string): Promise<Counter>;
  /** Adds one; the window starts with the first hit and does not slide. */
  increment(key: string, windowMs: number): Promise<Counter>;
  /** Sets a marker that lasts `ttlMs` (e.g. "this IP signed in to this account before"). */
  mark(key: string, ttlMs: number): Promise<void>;
  isMarked(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
}

const EMPTY: Counter = { count: 0, resetInMs: 0 };

export function createMemoryCounterStore(maxEntries = 200_000): CounterStore {
  const entries = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const prune = () => {
    if (entries.size < maxEntries) return;
    const now = Date.now();
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
    // Still full of live entries (an attack spraying keys): drop the oldest rather than grow without bound.
    for (const key of entries.keys()) {
      if (entries.size < maxEntries) break;
      entries.delete(key);
    }
  };
  return {
    async get(key) {
      const entry = live(key);
      return entry ? { count: entry.count, resetInMs: entry.expiresAt - Date.now() } : EMPTY;
    },
    async increment(key, windowMs) {
      const entry = live(key);
      if (entry) {
        entry.count += 1;
        return { count: entry.count, resetInMs: entry.expiresAt - Date.now() };
      }
      prune();
      entries.set(key, { count: 1, expiresAt: Date.now() + windowMs });
      return { count: 1, resetInMs: windowMs };
    },
    async mark(key, ttlMs) {
      prune();
      entries.set(key, { count: 1, expiresAt: Date.now() + ttlMs });
    },
    async isMarked(key) {
      return live(key) !== undefined;
    },
    async delete(key) {
      entries.delete(key);
    },
  };
}

/** Keys are prefixed so they never meet @fastify/rate-limit's keys in the shared keyspace. */
export function createRedisCounterStore(redis: Redis, fallback = createMemoryCounterStore()): CounterStore {
  const k = (key: string) => `safari:counter:${key}`;
  // A Redis outage must not take sign-in down with it: count locally until it is back (as the rate limits do).
  const orLocal = async <T>(work: () => Promise<T>, local: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch {
      return local();
    }
  };
  return {
    get: (key) =>
      orLocal(
        async () => {
          const [count, ttl] = await redis.multi().get(k(key)).pttl(k(key)).exec().then((r) => (r ?? []).map(([, v]) => v));
          return count ? { count: Number(count), resetInMs: Math.max(0, Number(ttl)) } : EMPTY;
        },
        () => fallback.get(key),
      ),
    increment: (key, windowMs) =>
      orLocal(
        async () => {
          const results = await redis.multi().incr(k(key)).pexpire(k(key), windowMs, 'NX').pttl(k(key)).exec();
          const [count, , ttl] = (results ?? []).map(([, v]) => v);
          return { count: Number(count), resetInMs: Math.max(0, Number(ttl)) };
        },
        () => fallback.increment(key, windowMs),
      ),
    mark: (key, ttlMs) =>
      orLocal(
        async () => {
          await redis.set(k(key), '1', 'PX', ttlMs);
        },
        () => fallback.mark(key, ttlMs),
      ),
    isMarked: (key) =>
      orLocal(
        async () => (await redis.exists(k(key))) === 1,
        () => fallback.isMarked(key),
      ),
    delete: (key) =>
      orLocal(
        async () => {
          await redis.del(k(key));
        },
        () => fallback.delete(key),
      ),
  };
}
