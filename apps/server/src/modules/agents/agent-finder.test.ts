import { describe, expect, it } from 'vitest';
import { scanTexts as scan } from '@safari/contract';
import { findInIndex } from './agent-finder.js';

describe('the agencies search finder of the server', () => {
  it('finds exactly the texts that hold every word, whatever the list, however often a word is searched', () => {
    // Seeded texts in which words run up to a text's ends, sit inside longer words and recur across many texts.
    let seed = 11;
    const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    const syllables = ['ka', 'ri', 'mo', 'ny', 'ta', 'se', 'ren', 'ge', 'ti', 'zan', 'bar'];
    const word = () => Array.from({ length: 1 + next(3) }, () => syllables[next(syllables.length)]).join('');
    const texts = Array.from({ length: 600 }, () => Array.from({ length: 1 + next(5) }, word).join(next(2) ? ' ' : ' \u2022 '));
    let found = 0;
    // More distinct words than the finder keeps, each searched several times: kept and rebuilt lists both compared.
    for (let i = 0; i < 3_000; i++) {
      const words = Array.from({ length: 1 + next(3) }, () => (next(4) === 0 ? syllables[next(syllables.length)]! : word()));
      const expected = scan(texts, words);
      found += expected.length > 0 ? 1 : 0;
      expect(findInIndex(texts, words)).toEqual(expected);
    }
    expect(found).toBeGreaterThan(1_000);
    expect(findInIndex(texts, [])).toEqual(texts.map((_, i) => i));
  });

  it('finds no word that runs from one text into the next, nor one holding the separator', () => {
    const texts = ['alpha', 'beta', 'alpha beta'];
    expect(findInIndex(texts, ['alphabeta'])).toEqual([]);
    expect(findInIndex(texts, ['alpha\u0000beta'])).toEqual([]);
    expect(findInIndex(texts, ['alpha', 'beta'])).toEqual([2]);
    expect(findInIndex(texts, ['a'])).toEqual([0, 1, 2]);
  });
});
