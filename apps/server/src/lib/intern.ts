/**
 * Numbers distinct values in the order first seen: `id(v)` gives v's number, adding it to `values` when new (a
 * column's distinct strings, a catalogue's lexemes).
 */
export function intern<T>() {
  const values: T[] = [];
  const at = new Map<T, number>();
  return {
    values,
    id(v: T): number {
      let i = at.get(v);
      if (i === undefined) {
        i = values.length;
        values.push(v);
        at.set(v, i);
      }
      return i;
    },
  };
}
