import { sql, type SQL } from 'drizzle-orm';
import { foldForSearch } from '@safari/contract';
import * as s from '../../db/schema.js';

/**
 * Words a traveller adds to say what kind of thing they want rather than which one ('gorilla tours', 'Kilimanjaro
 * trekking'). They rank but do not filter, so 'gorillas', 'gorilla trekking' and 'Gorilla Tours' find the same
 * experiences; a query made only of them ('tours') still filters by them.
 */
const GENERIC_WORDS = new Set([
  'tour', 'tours', 'trip', 'trips', 'experience', 'experiences', 'holiday', 'holidays', 'package', 'packages',
  'vacation', 'vacations', 'trek', 'treks', 'trekking', 'tracking', 'excursion', 'excursions', 'activity', 'activities',
]);

const MAX_TERMS = 8;

/** Lower-cased, accent-free words of a query: the only characters that reach a tsquery are letters and digits. */
export function queryTerms(q: string): string[] {
  return foldForSearch(q)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_TERMS);
}

export interface TextQuery {
  /** Every one of these must match (each as a prefix of a stemmed word). */
  required: string[];
  /** All the terms, for ranking. */
  all: string[];
}

export function parseTextQuery(q: string): TextQuery | undefined {
  const all = queryTerms(q);
  if (all.length === 0) return undefined;
  const specific = all.filter((t) => !GENERIC_WORDS.has(t));
  return { required: specific.length ? specific : all, all };
}

// Terms are letters and digits only (queryTerms), so joining them cannot inject tsquery syntax.
const prefixQuery = (terms: string[], op: ' & ' | ' | ') => terms.map((t) => `${t}:*`).join(op);

/** The experience's document matches every required term. */
export function matchesTextQuery(query: TextQuery): SQL {
  return sql`${s.experiences.searchDoc} @@ to_tsquery('safari_search', ${prefixQuery(query.required, ' & ')})`;
}

const WEIGHTS = sql.raw(`'{0.05, 0.2, 0.5, 1.0}'`);

/**
 * Relevance: weighted by where the terms occur (name and places count most, the agency name least) and normalised by
 * the document's length; the generic words add a little, so 'Gorilla Tours' ranks gorilla experiences above city
 * tours that only share the word 'tour'. Ties are broken by the caller's stable order.
 */
export function textRank(query: TextQuery): SQL {
  const specific = sql`ts_rank(${WEIGHTS}, ${s.experiences.searchDoc}, to_tsquery('safari_search', ${prefixQuery(query.required, ' | ')}), 1)`;
  const generic = query.all.filter((t) => !query.required.includes(t));
  if (generic.length === 0) return specific;
  return sql`(${specific} + 0.1 * ts_rank(${WEIGHTS}, ${s.experiences.searchDoc}, to_tsquery('safari_search', ${prefixQuery(generic, ' | ')}), 1))`;
}
