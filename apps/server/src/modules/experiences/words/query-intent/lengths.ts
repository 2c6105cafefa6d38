import { PhraseTable, phrases, wordsOf } from '../phrase-table.js';
import type { Bounds } from './bounds.js';
import { isCommonEnglishWord } from '../english-words.js';
import { editDistance } from '../../../ai/offline/shared.js';

/**
 * How long a trip the words ask for: a day trip, a weekend or a short trip (at most so many days), more than a day, or
 * a length said ('3 days', 'a week', '5-7 days'). Read before the search (query-intent.ts).
 */

const DAY_TRIP = ['day trip', 'day trips', 'daytrip', 'daytrips', 'day tour', 'day tours', 'day excursion', 'day excursions', 'half day', 'full day', 'one day', '1 day', 'single day'];
/** A weekend away is at most three days ('zanzibar weekend'); a day trip fits one too. */
const WEEKEND = ['weekend', 'weekends', 'long weekend', 'weekend break', 'weekend trip'];
/** A short trip is as long as a weekend away ('short safari' found the 11 safaris whose text says 'short driving days'). */
const SHORT = ['short', 'quick', 'short trip', 'short break', 'quick trip'];
/**
 * A trip of more than a day, which 'multi day' and 'overnight' ask for: at least two days ('multi day trek' had searched
 * 'day', which every 'N-Day' name has; 'overnight safari' dropped the word and found every safari, day trips too).
 */
export const AT_LEAST_TWO_DAYS = phrases(
  ['multi day', 'multiday', 'multi days', 'multiple days', 'multiple day', 'several days', 'overnight', 'overnights', 'overnight trip', 'overnight stay'].map(wordsOf),
);
/** Phrases that say the longest a trip may last, with that length in days. */
export const LONGEST = new PhraseTable([...DAY_TRIP.map((p) => [wordsOf(p), 1] as const), ...[...WEEKEND, ...SHORT].map((p) => [wordsOf(p), 3] as const)]);
export const NUMBER_WORDS = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen'];
/** The longest length read from the words: a trip of a month is not a week's safari. */
const LONGEST_SAID = 30;
/** The words for a length's unit. */
export const DAY_UNITS = new Set(['day', 'days', 'night', 'nights']);
/** The words for any length's unit: a number before one is a length ('july 10 days', 'for 2 weeks'). */
export const LENGTH_UNITS: ReadonlySet<string> = new Set([...DAY_UNITS, 'week', 'weeks', 'month', 'months']);

/**
 * Lengths as travellers write them in one word, as words: '3d2n' and '3D/2N' → '3 days' (the days count; the nights
 * say the same trip), '5days' → '5 days', '3d' → '3 days', '4n' → '4 nights', '2wks' → '2 weeks' ('3d2n safari' and
 * '2wks' had found nothing, '5days' every trip whose text says 'days').
 */
export const plainLengths = (q: string) =>
  q
    .replace(/\b(\d{1,2})\s?([a-z]{3,7})\b/gi, (said, count: string, unit: string) => {
      const meant = unitSlipOf(unit.toLowerCase());
      return meant ? `${count} ${meant}` : said;
    })
    .replace(/\b(\d{1,2})\s?d(?:ays?)?\s?[/-]?\s?\d{1,2}\s?n(?:ights?)?\b/gi, '$1 days')
    .replace(/\b(\d{1,2})(days?|nights?|weeks?)\b/gi, '$1 $2')
    .replace(/\b(\d{1,2})\s?d\b/gi, '$1 days')
    .replace(/\b(\d{1,2})\s?n\b/gi, '$1 nights')
    .replace(/\b(\d{1,2})\s?(?:wks?|w)\b/gi, '$1 weeks');

/**
 * The unit a word after a count is a slip of: one edit from 'days', 'nights' or 'weeks' (a swap of two letters
 * counting as one), its first letter kept and not shorter than the singular ('3 dayz', '2 weks', '5 nigths';
 * 'masai mara 3 dayz' had been corrected word by word to 'masai mara 3 Day · about 3 days'). Not a word of its own
 * ('3 dads', '2 ways').
 */
function unitSlipOf(word: string): string | undefined {
  if (LENGTH_UNITS.has(word) || isCommonEnglishWord(word)) return undefined;
  return ['days', 'nights', 'weeks'].find((unit) => word[0] === unit[0] && word.length >= unit.length - 1 && editDistance(word, unit, 1) <= 1);
}

/** A count of days, nights or weeks as typed: '5', 'five'. */
export function countOf(word: string | undefined): number | undefined {
  if (word === undefined) return undefined;
  if (/^[0-9]{1,2}$/.test(word)) return Number(word);
  const i = NUMBER_WORDS.indexOf(word);
  return i < 0 ? undefined : i + 2;
}

/**
 * A count in a length: as countOf, and any number of digits, since every length read from a count needs its unit after
 * it ('99999 days' and 'safari 60-900 days' are the longest, where the number had been dropped and 'days' searched;
 * '500 safari' is still a price). Elsewhere (a party, a list's length) a count stays at most two digits.
 */
const lengthCountOf = (word: string | undefined): number | undefined => countOf(word) ?? (word !== undefined && /^[0-9]{3,9}$/.test(word) ? Number(word) : undefined);

/**
 * A length said at `i` ('3 days', '3-day', 'three days', '5 nights' (6 days), 'a week', '2 weeks', 'a fortnight',
 * 'week-long', '10-day-long') as a preference (length-preference.ts), or a range ('5-7 days', '5 to 7 days') as
 * bounds; with how many words say it. 'one day' and '1 day' are a day trip (LONGEST, read first).
 */
export function lengthAt(terms: string[], i: number): { near?: number; bound?: Bounds; length: number } | undefined {
  const found = lengthSaidAt(terms, i);
  // '10-day-long', 'a week long': the 'long' after a length says nothing more.
  return found && terms[i + found.length] === 'long' ? { ...found, length: found.length + 1 } : found;
}

/** lengthAt without a trailing 'long'. */
function lengthSaidAt(terms: string[], i: number): { near?: number; bound?: Bounds; length: number } | undefined {
  const first = lengthCountOf(terms[i]);
  const unitAt = (k: number) => terms[k] === 'day' || terms[k] === 'days' ? 0 : terms[k] === 'night' || terms[k] === 'nights' ? 1 : undefined;
  // A length beyond the longest is the longest, as a month is ('kenya 45 days' had dropped the number and searched
  // 'days kenya': every Kenya trip whose text says days, day trips first).
  const said = (days: number, length: number) => (days >= 1 ? { near: Math.min(days, LONGEST_SAID), length } : undefined);
  if (first !== undefined) {
    const nights = unitAt(i + 1);
    if (nights !== undefined) return said(first + nights, 2);
    if (terms[i + 1] === 'week' || terms[i + 1] === 'weeks') return said(first * 7, 2);
    // '1 month', '2 months': the longest said ('1 month' had searched the day trips, '2 months' the 2-day trips).
    if (terms[i + 1] === 'month' || terms[i + 1] === 'months') return said(LONGEST_SAID, 2);
    // A range: '5-7 days' (the hyphen splits the words), '5 to 7 days', '5 or 6 days', 'between 5 and 7 days' (below).
    const to = terms[i + 1] === 'to' || terms[i + 1] === 'or' || terms[i + 1] === 'and' ? 1 : 0;
    const last = lengthCountOf(terms[i + 1 + to]);
    const unit = unitAt(i + 2 + to);
    if (last !== undefined && unit !== undefined && first < last) {
      // A range that ends beyond the longest asks for the longest ('safari 60-90 days').
      if (last + unit > LONGEST_SAID) return said(LONGEST_SAID, 3 + to);
      return { bound: { minDays: first + unit, maxDays: last + unit }, length: 3 + to };
    }
    return undefined;
  }
  // 'between 5 and 7 days', 'from 5 to 7 days': a range after its opener ('between 5 and 7 days' had been read as
  // 'between 5' and a week's length); one beyond the longest is the longest ('between 100 and 200 days'). Not one
  // length ('from 5 days'): a range is three words or more.
  if (terms[i] === 'between' || terms[i] === 'from') {
    const range = lengthCountOf(terms[i + 1]) === undefined ? undefined : lengthSaidAt(terms, i + 1);
    return range && range.length >= 3 ? { ...range, length: range.length + 1 } : undefined;
  }
  if ((terms[i] === 'a' || terms[i] === 'one') && (terms[i + 1] === 'week' || terms[i + 1] === 'fortnight')) return said(terms[i + 1] === 'week' ? 7 : 14, 2);
  // 'a month in africa' (the longest said: LONGEST_SAID).
  if ((terms[i] === 'a' || terms[i] === 'one' || terms[i] === '1') && terms[i + 1] === 'month') return said(LONGEST_SAID, 2);
  // 'week-long safari' (lengthAt takes the 'long'), 'weeklong', 'week safari': a week without a count ('week safari'
  // had searched the word).
  if (terms[i] === 'weeklong' || terms[i] === 'week') return said(7, 1);
  // 'month-long trip' (not 'month' alone: 'best month to visit' says when).
  if (terms[i] === 'monthlong' || (terms[i] === 'month' && terms[i + 1] === 'long')) return said(LONGEST_SAID, 1);
  return terms[i] === 'fortnight' ? said(14, 1) : undefined;
}
