/**
 * The catalogue index's least-recently-used memos (catalogue-index.ts): Maps kept in insertion order, the oldest
 * first, whose dropped values are handed on for reuse.
 */

/** Removes a map's oldest entry (the least recently used of an LRU kept in insertion order) and gives its value. */
export function dropOldest<V>(map: Map<string, V>): V {
  const oldest = map.keys().next().value!;
  const value = map.get(oldest)!;
  map.delete(oldest);
  return value;
}

/**
 * A small LRU of per-value memos. Once full, the value it drops is handed to the build of the next one to reuse
 * (`recycled`): a bitset per new word of a varied search was 12.5 KB outside the heap, and V8 runs a full collection
 * per 64 MB of that. Only the memo holds its values, and a caller reads them within one synchronous call that reads
 * far fewer than `max` of them (the facets' thirteen): the value dropped is the one read least recently, never one
 * the call still holds. `all` reads several values to use together (a filter's conditions, intersected in one pass):
 * while it holds them, a value it holds that the memo drops is left to it rather than reused, however few the memo
 * keeps (a fallback's alternatives build several words' sets while the filter's others wait).
 */
export function memo<T>(build: (key: string, recycled: T | undefined) => T, max: number) {
  const map = new Map<string, T>();
  const held = new Set<T>();
  const get = (key: string): T => {
    let v = map.get(key);
    if (v === undefined) {
      const dropped = map.size >= max ? dropOldest(map) : undefined;
      v = build(key, dropped !== undefined && !held.has(dropped) ? dropped : undefined);
    } else map.delete(key);
    map.set(key, v);
    return v;
  };
  /** The values of `keys`, given to `use`; none of them is reused by a build before `use` returns. */
  const all = <R>(keys: readonly string[], use: (values: T[]) => R): R => {
    const values: T[] = [];
    try {
      for (const key of keys) {
        const v = get(key);
        held.add(v);
        values.push(v);
      }
      return use(values);
    } finally {
      for (const v of values) held.delete(v);
    }
  };
  return Object.assign(get, { all });
}
