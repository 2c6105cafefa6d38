import { describe, expect, it } from 'vitest';
import { KeptMap } from './kept-map.js';

describe('KeptMap', () => {
  it('keeps at most its bound, dropping the entry set longest ago; setting a kept key again drops nothing', () => {
    const map = new KeptMap<string, number>(2);
    map.set('a', 1).set('b', 2);
    map.set('a', 3);
    expect([...map]).toEqual([['a', 3], ['b', 2]]);
    map.set('c', 4);
    expect([...map]).toEqual([['b', 2], ['c', 4]]);
    expect(map.size).toBe(2);
  });
});
