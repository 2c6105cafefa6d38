import type { ExperienceFilter } from './filters.js';
import { GENERIC_WORDS, phraseAt, queryTerms } from './text-search.js';

/**
 * What a traveller's words ask for that is not a word of the catalogue, read before the search (decision 023):
 * - A day trip ('day trip', 'half day', 'one day', '1-day') is a length, not the word 'day', which every 'N-Day' name
 *   has: 'day trip zanzibar' searches zanzibar among experiences of one day.
 * - 'big 5' is the Big Five, not a five-day trip; 'hot air balloon' is any balloon flight; 'a week', 'ten days' and '5 nights' are the catalogue's '7-Day',
 *   '10-Day' and '6-Day'.
 * The search tries this reading first and, when it finds nothing, the words as typed (service.ts), so it never hides
 * what the words alone would find.
 */

const DAY_TRIP = ['day trip', 'day trips', 'daytrip', 'daytrips', 'day tour', 'day tours', 'day excursion', 'day excursions', 'half day', 'full day', 'one day', '1 day', 'single day'].map((p) => p.split(' '));
const NUMBER_WORDS = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen'];

/**
 * Lengths said otherwise than the catalogue's 'N-Day' names: 'ten days' (2 to 14), 'a week' / '1 week' (7-day),
 * 'two weeks' (14-day), 'N nights' (N + 1 days).
 */
const LENGTHS: Array<[string[], string[]]> = [
  ...NUMBER_WORDS.flatMap((word, i): Array<[string[], string[]]> => [
    [[word, 'days'], [String(i + 2), 'day']],
    [[word, 'day'], [String(i + 2), 'day']],
    [[word, 'nights'], [String(i + 3), 'day']],
  ]),
  ...Array.from({ length: 13 }, (_, n): [string[], string[]] => [[String(n + 1), 'nights'], [String(n + 2), 'day']]),
  ...['a', 'one', '1'].flatMap((n): Array<[string[], string[]]> => [[[n, 'week'], ['7', 'day']]]),
  ...['two', '2'].flatMap((n): Array<[string[], string[]]> => [[[n, 'weeks'], ['14', 'day']]]),
];
/**
 * A hot-air balloon is 'balloon' wherever the catalogue has one, and an activity that spells out 'hot-air balloon'
 * must not narrow the search to itself ('hot air' alone: as typed so far, 'hot air ball…').
 */
const BALLOON: Array<[string[], string[]]> = ['balloon', 'balloons', 'ballooning', ''].map((end) => [['hot', 'air', ...(end ? [end] : [])], ['balloon']]);
const SYNONYMS: ReadonlyArray<readonly [string[], string[]]> = [[['big', '5'], ['big', 'five']], ...BALLOON, ...LENGTHS];

/** The length of `phrase` when the query's words from `i` are it, else 0. */
const matchAt = (terms: string[], i: number, phrase: string[]) => (phraseAt(terms, i, phrase) ? phrase.length : 0);

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
