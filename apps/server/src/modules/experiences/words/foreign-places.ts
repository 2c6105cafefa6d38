import { COUNTRIES, foldForSearch } from '@safari/contract';
import { isCommonEnglishWord } from './english-words.js';
import { phrases } from './phrase-table.js';

/**
 * Places outside the five countries that travellers search for: every country's name (ICU's English names of the
 * ISO regions, which Node carries) and a few destinations as famous as a country. A word of one of them is what the
 * traveller is looking for, never a slip of a catalogue word: 'new zealand' had been "corrected" to Wetland,
 * 'iceland' to Island, 'bali' to Ali (57 trips). Such a word finds nothing, and the page says so (query-fallback.ts).
 * Common English words of their names ('new', 'south', 'island', 'turkey') are words like any other.
 */
const FAMOUS_ELSEWHERE: Record<string, string> = {
  bali: 'Bali', dubai: 'Dubai', kruger: 'Kruger', okavango: 'Okavango', chobe: 'Chobe', etosha: 'Etosha', sossusvlei: 'Sossusvlei',
  marrakech: 'Marrakech', marrakesh: 'Marrakesh', cairo: 'Cairo', phuket: 'Phuket', hawaii: 'Hawaii', tahiti: 'Tahiti',
  // Mauritius in French ('île maurice').
  maurice: 'Mauritius',
};

/** Each word of the places elsewhere, with the names of the places it is a word of (ICU's, or the word's own). */
function load(): Map<string, string[]> {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const ours = new Set(COUNTRIES.map((c) => foldForSearch(c.name)));
  const places = new Map<string, string[]>(Object.entries(FAMOUS_ELSEWHERE).map(([word, name]) => [word, [name]]));
  const A = 'A'.charCodeAt(0);
  for (let first = 0; first < 26; first++) {
    for (let second = 0; second < 26; second++) {
      const code = String.fromCharCode(A + first, A + second);
      const name = names.of(code);
      // Codes ICU does not know come back as themselves.
      if (!name || name === code) continue;
      // As a traveller names it: 'Congo - Kinshasa' is Congo, 'Myanmar (Burma)' Myanmar.
      const shown = name.replace(/ (- |\().*$/, '');
      for (const word of foldForSearch(name).split(/[^a-z]+/)) {
        if (word.length >= 4 && !ours.has(word) && !isCommonEnglishWord(word)) places.set(word, [...new Set([...(places.get(word) ?? []), shown])]);
      }
    }
  }
  return places;
}

const titleCase = (words: string) => words.replace(/\b\p{L}/gu, (c) => c.toUpperCase());

let placesByWord: Map<string, string[]> | undefined;
const byWord = () => (placesByWord ??= load());

/** Builds the list (about 9 ms), so no search waits for it: loadVocabulary calls it, as it does loadEnglishWords. */
export const loadForeignPlaces = (): void => void byWord();

/** `word` (folded, as queryTerms gives it) names a country, or a famous place, outside the catalogue's five countries. */
export const isForeignPlaceWord = (word: string): boolean => byWord().has(word);

/**
 * Famous places elsewhere every word of whose name the region uses too: searched as words they found trips that do
 * not go there ('victoria falls': Lake Victoria and Murchison Falls, four Uganda trips; 'great barrier reef' the Great
 * Migration; 'red sea' the beaches), as do countries and parts of Africa so named. Named in a search, it finds
 * nothing, as a country elsewhere does, and the page says so (service.ts firstFound).
 */
const FAMOUS_PHRASES_ELSEWHERE = phrases(
  [
    'victoria falls', 'table mountain', 'cape town', 'garden route', 'great barrier reef', 'red sea', 'dead sea',
    'mount everest', 'niagara falls', 'sahara desert', 'atlas mountains', 'nile delta', 'blyde river canyon',
    // Réunion, whose name is a common English word (so not read from ICU's names of countries above).
    'reunion island', 'la reunion',
    // Countries and parts of Africa named in common words ('south africa safari' had found the Ruaha & Nyerere Southern
    // Safari).
    'south africa', 'southern africa', 'west africa', 'north africa', 'ivory coast',
  ].map((phrase) => phrase.split(' ')),
);

/** How the page names a phrase above that is not its words in title case. */
const PHRASE_NAMES: Record<string, string> = { 'reunion island': 'Réunion', 'la reunion': 'Réunion' };

/** `terms` (queryTerms) name a famous place outside the catalogue's five countries by a phrase of common words. */
export const namesPlaceElsewhere = (terms: readonly string[]): boolean => terms.some((_, i) => FAMOUS_PHRASES_ELSEWHERE.lengthAt(terms, i) > 0);

/**
 * The place outside the five countries that `terms` (queryTerms) name, as the page names it ('honeymoon seychelles' →
 * Seychelles, 'papua new guinea' → Papua New Guinea, 'victoria falls' → Victoria Falls), or undefined: a search that
 * finds nothing says so (the contract's `outside_region`). Of the places a word belongs to, the one whose whole name
 * the words hold, else the shortest ('sudan' → Sudan, not South Sudan).
 */
export function foreignPlaceIn(terms: readonly string[]): string | undefined {
  for (let i = 0; i < terms.length; i++) {
    const phrase = FAMOUS_PHRASES_ELSEWHERE.lengthAt(terms, i);
    if (phrase === 0) continue;
    const words = terms.slice(i, i + phrase).join(' ');
    return PHRASE_NAMES[words] ?? titleCase(words);
  }
  const spaced = ` ${terms.join(' ')} `;
  for (const term of terms) {
    const names = byWord().get(term);
    if (!names) continue;
    const held = names.filter((name) => spaced.includes(` ${foldForSearch(name).split(/[^a-z]+/).filter(Boolean).join(' ')} `));
    return [...(held.length ? held : names)].sort((a, b) => (held.length ? b.length - a.length : a.length - b.length))[0];
  }
  return undefined;
}
