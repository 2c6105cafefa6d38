import { CATEGORY_FILTERS } from '@safari/contract';
import { GENERIC_WORDS, isCountryWord } from '../text-search.js';
import { phrases, wordsOf } from '../phrase-table.js';
import { isNumberTerm } from '../../matching/text-index.js';
import { whenAt } from '../when-words.js';
import { placesNamedIn } from '../../../ai/offline/gazetteer.js';
import { boundAt, CHEAPER } from './bounds.js';
import { lengthAt, LONGEST } from './lengths.js';
import { ARTICLES, FILLER_WORDS, ORDERS } from './phrases.js';

/**
 * Words that rule out the word after them ('safari without camping', 'no camping safari', 'gorillas not uganda'): it
 * is left out (ExperienceFilter.without), not searched. The search had dropped 'without' as a stop word and listed the
 * camping safaris first.
 */
const NEGATIONS = phrases(
  [
    'without', 'no', 'not', 'except', 'excluding', 'exclude', 'avoid', 'avoiding', 'minus', 'but not', 'nothing', 'anything but', 'everything but', 'all but',
    // A place left out ('beach holiday outside zanzibar').
    'outside', 'outside of', 'other than', 'apart from', 'anywhere but', 'anywhere except', 'instead of',
  ].map(wordsOf),
);
/**
 * The query with a word typed after a minus, as search engines take it ('safari -camping'), ruled out as 'without'
 * rules it out: it had been searched, the 23 camping safaris for a traveller who wanted none. Only a minus that starts
 * a word and touches a letter: not 'self-drive', '-5 days' or a dash between words ('safari - beach').
 */
export const minusAsWithout = (q: string): string => (q.includes('-') || q.includes('\u2212') ? q.replace(/(^|\s)[-\u2212](?=\p{L})/gu, '$1without ') : q);

/** Words between a negation and the place it names ('beach holiday not in zanzibar' had shown Zanzibar's beaches). */
const NEGATED_PREPOSITIONS = new Set(['in', 'to', 'at', 'on', 'near', 'around']);
/** Words after 'no' or 'not' that rule nothing out ('no more than 5 days', 'not too long'). */
const NOT_NEGATED = new Set(['more', 'less', 'longer', 'shorter', 'later', 'earlier', 'too', 'very', 'so', 'much', 'many', 'fewer', 'than', 'sure', 'only', 'just', 'limit', 'problem']);

/**
 * Countries after which 'no' is Portuguese for 'in the' ('safari no quênia' had been read as a safari without
 * 'quenia': every safari). Portuguese says 'no' before a country only when the country takes 'o': of ours, Kenya;
 * Tanzânia, Uganda, Ruanda and Madagáscar take 'na' or 'em'.
 */
const AFTER_PORTUGUESE_NO = new Set(['quenia']);

/** The most words one thing ruled out is named with ('queen elizabeth'). */
const RULED_OUT_WORDS_MAX = 3;
/**
 * Words that say what kind of trip, which end a name ruled out: 'no camping safari' still asks for a safari. The
 * categories' own words, a few more, and their plurals (GENERIC_WORDS and the countries end it too).
 */
const KIND_WORDS: ReadonlySet<string> = new Set(
  [...CATEGORY_FILTERS.flatMap((c) => c.keywords), 'hike', 'hiking', 'climb', 'climbing', 'walk', 'walking', 'cruise', 'retreat', 'escape', 'gorilla', 'chimpanzee', 'chimp', 'city', 'island', 'lodge', 'camp', 'camping', 'luxury', 'family'].flatMap((w) => [w, `${w}s`, `${w}es`]),
);

/**
 * The phrases ruled out from `i`, and how many words say so: a negation, then a word, or several joined by 'or'
 * ('without camping or hiking'). A word goes on into a name ('kenya without masai mara') until a word that says what
 * kind of trip, or a country, which the traveller still asks for ('no camping safari', 'without kids kenya'). No
 * phrase for a time ('not in july'); none at all when what follows is read another way ('no more than 5 days', 'not
 * too expensive').
 */
export function ruledOutAt(terms: string[], i: number): { phrases: string[]; length: number } | undefined {
  const negation = NEGATIONS.lengthAt(terms, i);
  if (!negation || (terms[i] === 'no' && AFTER_PORTUGUESE_NO.has(terms[i + 1]!))) return undefined;
  const negatable = (k: number) => {
    const word = terms[k];
    if (word === undefined || word.length < 3 || isNumberTerm(word) || NOT_NEGATED.has(word) || FILLER_WORDS.has(word)) return false;
    return !(boundAt(terms, k) || lengthAt(terms, k) || whenAt(terms, k) || CHEAPER.lengthAt(terms, k) || LONGEST.lengthAt(terms, k) || ORDERS.lengthAt(terms, k));
  };
  const out: string[] = [];
  // Where a place of the region starts: it ends what is ruled out ('beach without kids zanzibar' is Zanzibar's beaches
  // without children, not without 'kids zanzibar'), as a country does.
  const placeAt = new Set(placesNamedIn(terms).map((p) => p.from));
  const endsPhrase = (word: string, at: number) => GENERIC_WORDS.has(word) || KIND_WORDS.has(word) || isCountryWord(word) || placeAt.has(at);
  let k = i + negation;
  while (ARTICLES.has(terms[k]!) || NEGATED_PREPOSITIONS.has(terms[k]!)) k++;
  // A time ruled out ('safari not in july', 'kenya except december') rules out no trip, as every trip's dates are the
  // traveller's to choose: its words go, with nothing ruled out ('not' had been searched, July ranked first).
  const when = k < terms.length ? whenAt(terms, k) : undefined;
  if (when) return { phrases: [], length: k + when.length - i };
  for (;;) {
    while (ARTICLES.has(terms[k]!) || NEGATED_PREPOSITIONS.has(terms[k]!)) k++;
    if (!negatable(k)) break;
    const phrase = [terms[k++]!];
    while (phrase.length < RULED_OUT_WORDS_MAX && negatable(k) && !endsPhrase(terms[k]!, k)) phrase.push(terms[k++]!);
    out.push(phrase.join(' '));
    if ((terms[k] !== 'or' && terms[k] !== 'nor') || terms[k + 1] === undefined) break;
    k++;
  }
  return out.length ? { phrases: out, length: k - i } : undefined;
}
