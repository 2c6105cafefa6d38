import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../../db/client.js';
import { createVersionedStore } from './versioned-store.js';

/** A loader over a fixed set of public items of 10 bytes each (ids 1–20), counting the ids it was asked for. */
function itemsLoader() {
  const asked: number[] = [];
  return {
    asked,
    load: async (_db: DbOrTx, ids: number[]) => {
      asked.push(...ids);
      return ids.filter((id) => id >= 1 && id <= 20).map((id) => ({ id, bytes: Buffer.from(`item-${String(id).padStart(5, '0')}`) }));
    },
  };
}
const db = {} as DbOrTx;

describe('versioned store: catalogue items kept per version, bounded by bytes', () => {
  it('answers in the order asked, leaves out what is not public, and reads each item once per version', async () => {
    const { load, asked } = itemsLoader();
    const store = createVersionedStore({ maxBytes: 1000, load, warmBatch: 5 });
    expect((await store.getMany(db, [3, 99, 1], '1')).map(String)).toEqual(['item-00003', 'item-00001']);
    expect((await store.getMany(db, [1, 3], '1')).map(String)).toEqual(['item-00001', 'item-00003']);
    expect(asked).toEqual([3, 99, 1]);
    // A newer version drops everything kept.
    await store.getMany(db, [1], '2');
    expect(asked).toEqual([3, 99, 1, 1]);
  });

  it('when full, evicts the least recently used items first', async () => {
    const { load, asked } = itemsLoader();
    // Room for five items of 10 bytes.
    const store = createVersionedStore({ maxBytes: 50, load, warmBatch: 5 });
    await store.getMany(db, [1, 2, 3, 4, 5], '1');
    // Item 1 is used again, so 2 is now the least recently used.
    await store.getMany(db, [1], '1');
    await store.getMany(db, [6], '1');
    asked.length = 0;
    await store.getMany(db, [1, 3, 4, 5, 6], '1');
    expect(asked).toEqual([]);
    await store.getMany(db, [2], '1');
    expect(asked).toEqual([2]);
    expect(store.stats().bytes).toBeLessThanOrEqual(50);
  });

  it('warms every item of a version, then serves them from memory', async () => {
    const { load, asked } = itemsLoader();
    const store = createVersionedStore({ maxBytes: 1000, load, warmBatch: 7 });
    await store.warm(db, Int32Array.from({ length: 20 }, (_, i) => i + 1), '1');
    expect(store.stats().items).toBe(20);
    asked.length = 0;
    expect((await store.getMany(db, [20, 1], '1')).map(String)).toEqual(['item-00020', 'item-00001']);
    expect(asked).toEqual([]);
  });

  it("with an encoding, keeps a newer version's unchanged items in the older version's form and encodes only what changed", async () => {
    // Items 1–20; in version '2' item 3 reads otherwise. Encoded: reversed, so a kept item is not its raw bytes.
    const raw = (id: number, version: string) => Buffer.from(`item-${id}${version === '2' && id === 3 ? '-changed' : ''}`);
    const load = async (_db: DbOrTx, ids: number[], version: string) => ids.filter((id) => id >= 1 && id <= 20).map((id) => ({ id, bytes: raw(id, version) }));
    const reversed = (b: Buffer) => Buffer.from(b).reverse();
    const store = createVersionedStore({ maxBytes: 1000, load, warmBatch: 7, encoding: { encode: reversed, decode: reversed } });
    const all = Int32Array.from({ length: 20 }, (_, i) => i + 1);
    await store.warm(db, all, '1');
    const before = await store.getMany(db, [1, 3, 20], '1');
    expect(store.stats()).toMatchObject({ encoded: 20, reused: 0 });

    await store.warm(db, all, '2');
    expect(store.stats()).toMatchObject({ encoded: 21, reused: 19, items: 20 });
    const after = await store.getMany(db, [1, 3, 20], '2');
    // The very bytes kept before for what did not change; the changed item encoded anew.
    expect(after[0]).toBe(before[0]);
    expect(after[2]).toBe(before[2]);
    expect(String(reversed(after[1]!))).toBe('item-3-changed');

    // An item read on demand, not by a warm, is compared too; one that no longer reads at all is not served.
    await store.getMany(db, [5], '3');
    expect(store.stats()).toMatchObject({ encoded: 21, reused: 20 });
    expect(await store.getMany(db, [21], '3')).toEqual([]);
  });
});
