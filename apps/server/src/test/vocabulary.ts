import type { Vocabulary } from '../modules/experiences/words/vocabulary.js';

/** A vocabulary of each word's uses, its words in byte order as the catalogue's are (knownPrefix searches them). */
export const vocabularyOf = (uses: Record<string, number>, places: Vocabulary['places'] = []): Vocabulary => ({
  words: Object.keys(uses).sort(),
  frequency: new Map(Object.entries(uses)),
  places,
});

/**
 * The vocabulary of a catalogue of `docs` (each a document's words): each word's uses, but `stopWords` (the vocabulary
 * holds no stop word), and `places` as names of one experience each.
 */
export function vocabularyOfDocs(docs: string[], places: string[], stopWords: ReadonlySet<string> = new Set()): Vocabulary {
  const words = [...new Set(docs.flatMap((d) => d.split(' ')))].filter((w) => !stopWords.has(w)).sort();
  return {
    words,
    frequency: new Map(words.map((w) => [w, docs.filter((d) => d.split(' ').includes(w)).length])),
    places: places.map((name) => ({ name, country: null, count: 1, key: name.toLowerCase() })),
  };
}
