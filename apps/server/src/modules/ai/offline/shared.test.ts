import { describe, expect, it } from 'vitest';
import { editDistance } from './shared.js';

/** The distance by its definition: the whole matrix, no early exit (optimal string alignment). */
function fullDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  return d[a.length]![b.length]!;
}

describe('editDistance', () => {
  it('counts a slip of each kind as one', () => {
    expect(editDistance('serengetti', 'serengeti', 2)).toBe(1); // a letter too many
    expect(editDistance('zanzibr', 'zanzibar', 1)).toBe(1); // one missing
    expect(editDistance('novembre', 'november', 1)).toBe(1); // two swapped
    expect(editDistance('kilimanjaro', 'kilimanjaro', 2)).toBe(0);
    expect(editDistance('dyas', 'days', 1)).toBe(1);
  });

  it('says more than the most allowed once every alignment is past it', () => {
    expect(editDistance('safari', 'zanzibar', 1)).toBe(2);
    expect(editDistance('gorilla', 'serengeti', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });

  it('agrees with the whole matrix wherever that is within the most allowed, for any lengths in turn', () => {
    // Short words over a small alphabet, so swaps, repeats and near misses are common; lengths alternate so the
    // scratch rows are reused at every width.
    let seed = 42;
    const next = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
    const word = () => Array.from({ length: Math.floor(next() * 10) }, () => 'abcs'[Math.floor(next() * 4)]).join('');
    for (let k = 0; k < 20_000; k++) {
      const a = word();
      const b = next() < 0.5 ? word() : a.slice(0, 2) + word().slice(0, 2) + a.slice(3);
      const max = Math.floor(next() * 4);
      const full = fullDistance(a, b);
      const got = editDistance(a, b, max);
      if (full <= max) expect(got, `${a} ${b} ${max}`).toBe(full);
      else expect(got, `${a} ${b} ${max}`).toBeGreaterThan(max);
    }
  });
});
