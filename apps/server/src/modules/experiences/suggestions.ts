import type { SearchSuggestions } from '@safari/contract';
import type { DbOrTx } from '../../db/client.js';
import { searchCards, type PageOptions } from './service.js';
import { correctQuery, suggestPlaces, type Vocabulary } from './vocabulary.js';
import { ALTERNATIVES_WORDS, understandQuery } from './query-intent.js';
import { queryTerms } from './text-search.js';

const PLACES = 5;
const EXPERIENCES = 5;

/**
 * As-you-type suggestions: the experiences the search itself would show first for what was typed (its reading of the
 * words, corrections and fallback included: service.ts), and the places whose name starts with what it searched for
 * ('serengetti' → Serengeti, 'day trip zanzibar' → Zanzibar).
 */
export async function suggest(db: DbOrTx, typed: string, vocabulary: () => Promise<Vocabulary>, options: PageOptions): Promise<SearchSuggestions> {
  if (typed.trim().length < 2) return { places: [], experiences: [] };
  const found = await searchCards(db, { q: finishedPhrase(typed) ?? typed, limit: EXPERIENCES, offset: 0, sort: 'relevance' }, vocabulary, options);
  const words = await vocabulary();
  // The places of the query searched: instead of what was typed, as the words mean it ('tanzanian' → Tanzania), corrected.
  const query = found.searched_for ?? understandQuery({ q: typed })?.q ?? correctQuery(words, typed) ?? typed;
  return {
    places: suggestPlaces(words, query, PLACES).map(({ name, country, count }) => ({ name, country, count })),
    experiences: found.experiences.map(({ id, experience_name, location }) => ({ id, experience_name, location })),
  };
}

/**
 * The words with the last one, still being typed, finished as a word of a phrase the search reads as alternatives
 * (query-intent.ts EITHER), when that makes the phrase: 'maasai vil' suggests what 'maasai village' finds (the
 * manyatta visits), not the one trip whose text has a word starting with 'vil' beside 'maasai'; 'overl' what
 * 'overland' does. Undefined otherwise: the prefix is searched as typed.
 */
function finishedPhrase(typed: string): string | undefined {
  const terms = queryTerms(typed);
  const last = terms.at(-1);
  if (!last || last.length < 2 || /\s$/.test(typed) || understandQuery({ q: typed })?.anyOf) return undefined;
  for (const word of ALTERNATIVES_WORDS) {
    if (!word.startsWith(last) || word === last) continue;
    const q = [...terms.slice(0, -1), word].join(' ');
    if (understandQuery({ q })?.anyOf) return q;
  }
  return undefined;
}
