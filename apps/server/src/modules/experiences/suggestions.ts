import type { SearchSuggestions } from '@safari/contract';
import type { DbOrTx } from '../../db/client.js';
import { searchCards, type PageOptions } from './service.js';
import { correctQuery, suggestPlaces, type Vocabulary } from './vocabulary.js';
import { understandQuery } from './query-intent.js';

const PLACES = 5;
const EXPERIENCES = 5;

/**
 * As-you-type suggestions: the experiences the search itself would show first for what was typed (its reading of the
 * words, corrections and fallback included: service.ts), and the places whose name starts with what it searched for
 * ('serengetti' → Serengeti, 'day trip zanzibar' → Zanzibar).
 */
export async function suggest(db: DbOrTx, typed: string, vocabulary: () => Promise<Vocabulary>, options: PageOptions): Promise<SearchSuggestions> {
  if (typed.trim().length < 2) return { places: [], experiences: [] };
  const found = await searchCards(db, { q: typed, limit: EXPERIENCES, offset: 0, sort: 'relevance' }, vocabulary, options);
  const words = await vocabulary();
  // The places of the query searched: instead of what was typed, as the words mean it ('tanzanian' → Tanzania), corrected.
  const query = found.searched_for ?? understandQuery({ q: typed })?.q ?? correctQuery(words, typed) ?? typed;
  return {
    places: suggestPlaces(words, query, PLACES).map(({ name, country, count }) => ({ name, country, count })),
    experiences: found.experiences.map(({ id, experience_name, location }) => ({ id, experience_name, location })),
  };
}
