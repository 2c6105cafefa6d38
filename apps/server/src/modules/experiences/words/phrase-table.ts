import { groupBy } from '../../../lib/group-by.js';

/**
 * Phrases of a traveller's words (folded, as queryTerms gives them) looked up where they start, by their first word:
 * reading a query tries a word against the few phrases that start with it, not every list of phrases in turn (some 400
 * phrases at each word: reading the words had been 4.6 % of the search row's CPU at 100,000 experiences).
 */
export class PhraseTable<T> {
  private readonly byFirst: Map<string, Array<{ words: readonly string[]; value: T }>>;

  /** The longest phrase that matches wins; of equally long ones, the first given. */
  constructor(entries: Iterable<readonly [readonly string[], T]>) {
    const phrases = [...entries].map(([words, value]) => ({ words, value })).filter(({ words }) => words.length > 0);
    this.byFirst = groupBy(phrases.sort((a, b) => b.words.length - a.words.length), ({ words }) => words[0]!);
  }

  /** The phrase that `terms` hold from `i` on, with how many words it takes, or undefined. */
  at(terms: readonly string[], i: number): { length: number; value: T } | undefined {
    const candidates = this.byFirst.get(terms[i]!);
    if (!candidates) return undefined;
    for (const { words, value } of candidates) {
      let k = 1;
      while (k < words.length && terms[i + k] === words[k]) k++;
      if (k === words.length) return { length: k, value };
    }
    return undefined;
  }

  /** How many words the phrase at `i` takes, 0 when none starts there. */
  lengthAt(terms: readonly string[], i: number): number {
    return this.at(terms, i)?.length ?? 0;
  }
}

/** A table of phrases that carry nothing but themselves. */
export const phrases = (list: Iterable<readonly string[]>) => new PhraseTable([...list].map((words) => [words, true] as const));

/** A phrase as folded words ('day trip' → ['day', 'trip']). */
export const wordsOf = (phrase: string) => phrase.split(' ');
