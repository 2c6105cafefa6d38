import type { SearchSuggestions } from '@safari/contract';
import type { DbOrTx } from '../../db/client.js';
import { searchCards, type PageOptions } from './service.js';
import { completeWord, correctQuery, placeNamesOf, suggestPlaces, type Vocabulary } from './words/vocabulary.js';
import { ALTERNATIVES_WORDS, understandQuery } from './words/query-intent.js';
import { isShortWord, queryTerms } from './words/text-search.js';
import { passingPlaceIn } from './words/passing-places.js';

const PLACES = 5;
const EXPERIENCES = 5;

/**
 * As-you-type suggestions: the experiences the search itself would show first for what was typed (its reading of the
 * words, corrections and fallback included: service.ts), and the places whose name starts with what it searched for
 * ('serengetti' → Serengeti, 'day trip zanzibar' → Zanzibar).
 */
export async function suggest(db: DbOrTx, typed: string, vocabulary: () => Promise<Vocabulary>, options: PageOptions): Promise<SearchSuggestions> {
  if (typed.trim().length < 2) return { places: [], experiences: [] };
  const words = await vocabulary();
  const q = finishedPhrase(words, typed) ?? finishedPlace(words, typed) ?? typed;
  let found = await searchCards(db, { q, limit: EXPERIENCES, offset: 0, sort: 'relevance' }, vocabulary, options);
  // A short English word is searched whole ('tea' is not 'team'), so one still being typed may find nothing: 'chi' had
  // suggested nothing between 'ch' and 'chim'. Its most used completion is what the traveller is typing towards.
  const finished = found.total === 0 ? finishedWord(words, typed) : undefined;
  if (finished) found = await searchCards(db, { q: finished, limit: EXPERIENCES, offset: 0, sort: 'relevance' }, vocabulary, options);
  // The places of the query searched: instead of what was typed, as the words mean it ('tanzanian' → Tanzania), corrected,
  // or with a town beside a covered place read as it ('musanze' → Volcanoes National Park, as 'kinigi' is).
  const passing = await passingPlaceIn(vocabulary, q);
  const beside = passing && found.read_as?.includes(passing.near) ? passing.near : undefined;
  const query = found.searched_for ?? beside ?? understandQuery({ q: typed })?.q ?? correctQuery(words, typed) ?? typed;
  const places = suggestPlaces(words, query, PLACES);
  // The start of a place's name that the search reads as a word of its own and finds nothing by ('and' of Andasibe, a
  // stop word; 'mu' of Murchison): the trips of the first place it starts, which the box suggests beside them.
  const shown = found.total === 0 && places[0] && !/\s$/.test(typed) ? await searchCards(db, { q: places[0].name, limit: EXPERIENCES, offset: 0, sort: 'relevance' }, vocabulary, options) : found;
  return {
    places: places.map(({ name, country, count }) => ({ name, country, count })),
    experiences: shown.experiences.map(({ id, experience_name, location }) => ({ id, experience_name, location })),
  };
}

/** The words with the last one, a short English word still being typed, finished as the catalogue's most used word it starts. */
function finishedWord(vocabulary: Vocabulary, typed: string): string | undefined {
  const terms = queryTerms(typed);
  const last = terms.at(-1);
  const word = last && !/\s$/.test(typed) && isShortWord(last) ? completeWord(vocabulary, last, { typing: true }) : undefined;
  return word && [...terms.slice(0, -1), word].join(' ');
}

/**
 * The words with the last one, still being typed, finished as a word of a phrase the search reads as alternatives
 * (query-intent.ts EITHER), when that makes the phrase: 'maasai vil' suggests what 'maasai village' finds (the
 * manyatta visits), not the one trip whose text has a word starting with 'vil' beside 'maasai'; 'overl' what
 * 'overland' does. Undefined otherwise: the prefix is searched as typed.
 */
function finishedPhrase(vocabulary: Vocabulary, typed: string): string | undefined {
  const terms = queryTerms(typed);
  const last = terms.at(-1);
  // Two letters beside other words are too few to guess from: 'kilimanjaro ma' had been 'kilimanjaro manyatta', a
  // Kenya safari, where the traveller was typing Machame or Marangu.
  if (!last || last.length < (terms.length > 1 ? 3 : 2) || /\s$/.test(typed) || understandQuery({ q: typed })?.anyOf) return undefined;
  // Three letters or fewer start many words: a phrase only when it is the catalogue's most used word they start ('zeb'
  // the zebras; 'chi' had been 'child', not the chimpanzees: finishedWord).
  const mostUsed = last.length < 4 ? completeWord(vocabulary, last, { typing: true }) : undefined;
  for (const word of ALTERNATIVES_WORDS) {
    if (!word.startsWith(last) || word === last || (mostUsed !== undefined && word !== mostUsed)) continue;
    const q = [...terms.slice(0, -1), word].join(' ');
    if (understandQuery({ q })?.anyOf) return q;
  }
  return undefined;
}

/**
 * A phrase of two words or more with its last word, still being typed, finished as the name of the place it starts,
 * the place with most experiences first ('lake k' → 'lake kivu', 'nosy b' → 'nosy be', 'queen e' → 'queen
 * elizabeth'): a word's first letter matches many words, and the trips that say most of them had led ('lake k' had
 * suggested a Rwanda honeymoon before the Lake Kivu trips, 'nosy b' the Grand Madagascar tours). Undefined
 * otherwise: one word, however short, is searched as typed.
 */
function finishedPlace(vocabulary: Vocabulary, typed: string): string | undefined {
  const terms = queryTerms(typed);
  if (terms.length < 2 || /\s$/.test(typed)) return undefined;
  const done = terms.slice(0, -1);
  const last = terms.at(-1)!;
  // The names of more than one word (placeNamesOf, built once per vocabulary), most experiences first.
  for (const { words: name } of placeNamesOf(vocabulary).multiWord) {
    for (let from = 0; from + terms.length <= name.length; from++) {
      const run = name.slice(from, from + terms.length);
      if (run.at(-1) !== last && run.at(-1)!.startsWith(last) && done.every((word, i) => run[i] === word)) return run.join(' ');
    }
  }
  return undefined;
}
