import type { SearchSuggestions } from '@safari/contract';
import type { DbOrTx } from '../../db/client.js';
import * as s from '../../db/schema.js';
import { parseTextQuery } from './text-search.js';
import { cardRowsByIds, searchWindow, type SearchWindowCache } from './search-window.js';
import { correctQuery, suggestPlaces, type Vocabulary } from './vocabulary.js';

const PLACES = 5;
const EXPERIENCES = 5;

/**
 * As-you-type suggestions: places whose name starts with what was typed, and the experiences the search would rank
 * first. A misspelt word ('serengetti') is corrected from the catalogue's vocabulary for both.
 */
export async function suggest(db: DbOrTx, typed: string, vocabulary: Vocabulary, windows?: SearchWindowCache): Promise<SearchSuggestions> {
  if (typed.trim().length < 2) return { places: [], experiences: [] };
  const query = correctQuery(vocabulary, typed) ?? typed;
  const places = suggestPlaces(vocabulary, query, PLACES).map(({ name, country, count }) => ({ name, country, count }));
  // The search's own first results (its window, shared with the search page's for the same words).
  const window = parseTextQuery(query) ? await searchWindow(db, { q: query }, 'relevance', { windows }) : undefined;
  const experiences = await cardRowsByIds(db, window?.ids.slice(0, EXPERIENCES) ?? [], (where) =>
    db.select({ id: s.experiences.id, experience_name: s.experiences.experienceName, location: s.experiences.location }).from(s.experiences).where(where),
  );
  return { places, experiences };
}

