import type { ExperienceFilter } from './filters.js';
import { GENERIC_WORDS, queryTerms } from './text-search.js';

/**
 * What a traveller's words ask for that is not a word of the catalogue, read before the search (decision 023):
 * - A day trip ('day trip', 'half day', 'one day', '1-day') is a length, not the word 'day', which every 'N-Day' name
 *   has: 'day trip zanzibar' searches zanzibar among experiences of one day.
 * - 'big 5' is the Big Five, not a five-day trip.
 * The search tries this reading first and, when it finds nothing, the words as typed (service.ts), so it never hides
 * what the words alone would find.
 */

const DAY_TRIP = ['day trip', 'day trips', 'daytrip', 'daytrips', 'day tour', 'day tours', 'day excursion', 'day excursions', 'half day', 'full day', 'one day', '1 day', 'single day'].map((p) => p.split(' '));
const SYNONYMS: ReadonlyArray<readonly [string[], string[]]> = [[['big', '5'], ['big', 'five']]];

/** The length of `phrase` when the query's words from `i` are it, else 0. */
const matchAt = (terms: string[], i: number, phrase: string[]) => (phrase.every((w, k) => terms[i + k] === w) ? phrase.length : 0);

/** The filter as the query's words mean it, or undefined when they mean just themselves. */
export function understandQuery(filter: ExperienceFilter): ExperienceFilter | undefined {
  if (!filter.q) return undefined;
  const terms = queryTerms(filter.q);
  const out: string[] = [];
  let dayTrip = false;
  let changed = false;
  for (let i = 0; i < terms.length; ) {
    const day = DAY_TRIP.map((p) => matchAt(terms, i, p)).find((n) => n > 0);
    if (day) {
      dayTrip = changed = true;
      i += day;
      continue;
    }
    const synonym = SYNONYMS.find(([from]) => matchAt(terms, i, from) > 0);
    if (synonym) {
      out.push(...synonym[1]);
      changed = true;
      i += synonym[0].length;
      continue;
    }
    out.push(terms[i++]!);
  }
  if (!changed) return undefined;
  // 'half day tour': once the length is read, 'tour' says nothing more.
  const words = dayTrip && out.every((w) => GENERIC_WORDS.has(w)) ? [] : out;
  return {
    ...filter,
    q: words.join(' ') || undefined,
    ...(dayTrip && { maxDays: Math.min(filter.maxDays ?? 1, 1) }),
  };
}
