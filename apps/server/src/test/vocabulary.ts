import type { Vocabulary } from '../modules/experiences/vocabulary.js';

/** A vocabulary of each word's uses, its words in byte order as the catalogue's are (knownPrefix searches them). */
export const vocabularyOf = (uses: Record<string, number>, places: Vocabulary['places'] = []): Vocabulary => ({
  words: Object.keys(uses).sort(),
  frequency: new Map(Object.entries(uses)),
  places,
});
