import { describe, expect, it } from 'vitest';
import { closestWord, isSwap, seededRandom } from '@safari/contract';
import { distance } from 'fastest-levenshtein';

/**
 * The contract's closestWord by its definition, every word compared: fewest slips within the budget (a Levenshtein
 * edit, or two letters swapped at most one apart), then the most uses, the first such word on a tie. The contract
 * spares the distance of words whose letters differ too much to be within the budget (lettersOf): this holds the two
 * to the same word.
 */
function closestByDefinition(term: string, words: readonly string[], uses: (word: string) => number, budget: number): string | undefined {
  let best: { word: string; edits: number; uses: number } | undefined;
  for (const word of words) {
    let edits = distance(word, term);
    if (edits === 2 && isSwap(word, term)) edits = 1;
    if (edits > budget) continue;
    if (!best || edits < best.edits || (edits === best.edits && uses(word) > best.uses)) best = { word, edits, uses: uses(word) };
  }
  return best?.word;
}

describe("the contract's closestWord", () => {
  it('finds the word the definition finds, for slips of every kind, over short and long word lists', () => {
    const rnd = seededRandom(11);
    const letters = 'aeiourstnlkmgbdhpwyz';
    const randomWord = () => Array.from({ length: 3 + Math.floor(rnd() * 9) }, () => letters[Math.floor(rnd() * letters.length)]).join('');
    const slip = (word: string) => {
      const i = Math.floor(rnd() * word.length);
      const c = letters[Math.floor(rnd() * letters.length)]!;
      switch (Math.floor(rnd() * 5)) {
        case 0:
          return word.slice(0, i) + word.slice(i + 1); // dropped
        case 1:
          return word.slice(0, i) + c + word.slice(i); // added
        case 2:
          return word.slice(0, i) + c + word.slice(i + 1); // replaced
        case 3:
          return i + 1 < word.length ? word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2) : word; // neighbours swapped
        default:
          return i + 2 < word.length ? word.slice(0, i) + word[i + 2] + word[i + 1] + word[i] + word.slice(i + 3) : word; // one apart swapped
      }
    };
    let found = 0;
    for (let round = 0; round < 60; round++) {
      // Long lists keep their words' letters between calls; short ones are read as they come.
      const words = Array.from({ length: round % 3 === 0 ? 20 : 600 }, randomWord);
      const counts = new Map(words.map((w) => [w, Math.floor(rnd() * 5)]));
      const uses = (w: string) => counts.get(w) ?? 0;
      for (let k = 0; k < 80; k++) {
        const base = words[Math.floor(rnd() * words.length)]!;
        const term = rnd() < 0.7 ? slip(rnd() < 0.3 ? slip(base) : base) : randomWord();
        for (const budget of [1, 2]) {
          const expected = closestByDefinition(term, words, uses, budget);
          // Without a word within the budget, closestWord goes on to words that differ in doubled letters only.
          if (expected === undefined) continue;
          found++;
          expect(closestWord(term, words, uses, budget), `${term} within ${budget}`).toBe(expected);
        }
      }
    }
    expect(found).toBeGreaterThan(3000);
  });

  it('reads letters outside a–z (digits, punctuation sharing their bits) without losing a slip', () => {
    const words = ['4x4', 'b&b', 'self-drive', 'day-trip', ...Array.from({ length: 80 }, (_, i) => `word${i}`)];
    const uses = (w: string) => w.length;
    expect(closestWord('4x5', words, uses, 1)).toBe('4x4');
    expect(closestWord('self-dirve', words, uses, 2)).toBe('self-drive');
    expect(closestWord('dya-trip', words, uses, 2)).toBe('day-trip');
    // '0' shares the bit of 'p': 'word7o' is still one slip from 'word70' (and from 'word7', used less).
    expect(closestWord('word7o', words, uses, 1)).toBe('word70');
  });
});
