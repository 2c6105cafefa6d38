import { and, desc } from 'drizzle-orm';
import type { SearchSuggestions } from '@safari/contract';
import type { DbOrTx } from '../../db/client.js';
import * as s from '../../db/schema.js';
import { isPubliclyVisible } from './filters.js';
import { matchesTextQuery, parseTextQuery, textRank } from './text-search.js';
import { correctQuery, suggestPlaces, type Vocabulary } from './vocabulary.js';

const PLACES = 5;
const EXPERIENCES = 5;

/**
 * As-you-type suggestions: places whose name starts with what was typed, and the experiences the search would rank
 * first. A misspelt word ('serengetti') is corrected from the catalogue's vocabulary for both.
 */
export async function suggest(db: DbOrTx, typed: string, vocabulary: Vocabulary): Promise<SearchSuggestions> {
  if (typed.trim().length < 2) return { places: [], experiences: [] };
  const query = correctQuery(vocabulary, typed) ?? typed;
  const places = suggestPlaces(vocabulary, query, PLACES).map(({ name, country, count }) => ({ name, country, count }));
  const text = parseTextQuery(query);
  const experiences = text
    ? await db
        .select({ id: s.experiences.id, experience_name: s.experiences.experienceName, location: s.experiences.location })
        .from(s.experiences)
        .where(and(isPubliclyVisible, matchesTextQuery(text)))
        .orderBy(desc(textRank(text)), s.experiences.id)
        .limit(EXPERIENCES)
    : [];
  return { places, experiences };
}

