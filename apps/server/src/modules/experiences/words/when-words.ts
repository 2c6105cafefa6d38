import { MONTHS } from '@safari/contract';
import { editDistance } from '../../ai/offline/shared.js';
import { PhraseTable } from './phrase-table.js';
import { MONEY } from './query-intent/bounds.js';
import { LENGTH_UNITS } from './query-intent/lengths.js';

/**
 * Words that say when a trip is (query-intent.ts reads them before the search): months, holidays and seasons, and the
 * month each says, which ranks the trips best then first (month-preference.ts).
 */

/**
 * Months and holidays say when, and every experience's dates are the traveller's to choose: 'safari in december' is
 * the safaris (those best in December first), 'december' alone the trips best in December (it had found nothing,
 * then the whole catalogue in no order of its month: ExperienceFilter.bestIn). Read before the search, as the region is.
 * Whole words only: a month's short form may be the start of a place ('mar' of Masai Mara; query-fallback.ts drops it
 * when nothing matches).
 */
export const MONTH_AND_HOLIDAY_WORDS: ReadonlySet<string> = new Set([
  ...MONTHS.map((m) => m.toLowerCase()),
  ...['sept', 'christmas', 'xmas', 'easter', 'thanksgiving', 'ramadan', 'eid', 'diwali', 'hanukkah'],
]);

/**
 * The month each month's word, and each holiday that falls in one month, says (month-preference.ts): 'safari in
 * november' ranks the safaris best in November first.
 */
const MONTH_OF_WORD: ReadonlyMap<string, number> = new Map([
  ...MONTHS.map((m, i) => [m.toLowerCase(), i + 1] as const),
  ...([['sept', 9], ['christmas', 12], ['xmas', 12], ['thanksgiving', 11]] as const),
]);
/**
 * Holidays that move within the same months every year say those months: Easter falls between 22 March and 25 April,
 * Diwali in October or November, and Hanukkah always holds some of December ('easter safari' had been the safaris in
 * no order of when, 'easter' alone every trip with nothing said of it). Ramadan and Eid move through the whole year
 * and say none.
 */
const MONTHS_OF_HOLIDAY: ReadonlyMap<string, readonly number[]> = new Map([
  ['easter', [3, 4]],
  ['diwali', [10, 11]],
  ['hanukkah', [12]],
]);
/**
 * A month's name typed with one slip ('novembr', 'agust', 'chrismas'), of the names of six letters or more, where one
 * slip makes no other word: the month is no catalogue word, so the search's corrections cannot find it, and 'serengeti
 * in novembr' had found nothing.
 */
const SLIPPABLE_MONTHS = [...MONTH_OF_WORD].filter(([word]) => word.length >= 6);
function monthOf(term: string): number | undefined {
  const month = MONTH_OF_WORD.get(term);
  if (month !== undefined || term.length < 5 || MONTH_AND_HOLIDAY_WORDS.has(term)) return month;
  return SLIPPABLE_MONTHS.find(([word]) => mayBeSlipOf(term, word) && editDistance(term, word, 1) <= 1)?.[1];
}
/**
 * Whether one slip could make `term` of `word`, by its first two letters: one slip keeps the first letter, or, at the
 * start, leaves the second (a wrong first letter), shifts it (a dropped first letter, or a letter before it) or swaps
 * the two. Every word of a query is tried against the months: most are told from them here without a distance.
 */
function mayBeSlipOf(term: string, word: string): boolean {
  return term[0] === word[0] || term[1] === word[1] || term[0] === word[1] || term[1] === word[0];
}
/**
 * The months East Africa's seasons fall in, which rank the trips best then first: the long dry season (June to
 * October), the long rains (March to May), the short rains (November and December) and both rains. 'dry season
 * safari' had found the one trip whose text says it; 'short rains' was read as a short trip. Madagascar's seasons
 * differ a little (its dry season runs from April); its agents' best months still rank its trips.
 */
const DRY = [6, 7, 8, 9, 10];
const LONG_RAINS = [3, 4, 5];
const SHORT_RAINS = [11, 12];
const SEASONS: ReadonlyArray<readonly [string, readonly number[]]> = [
  ...['dry season', 'dry months'].map((p) => [p, DRY] as const),
  ...['long rains', 'long rainy season'].map((p) => [p, LONG_RAINS] as const),
  ...['short rains', 'short rainy season'].map((p) => [p, SHORT_RAINS] as const),
  ...['rainy season', 'wet season', 'green season', 'rainy months', 'monsoon', 'monsoon season'].map((p) => [p, [...LONG_RAINS, ...SHORT_RAINS]] as const),
];
/** The months of the phrases of WHEN_PHRASES that say them. */
const MONTHS_OF_PHRASE: ReadonlyMap<string, readonly number[]> = new Map([
  ...['new years eve', 'new year s eve', 'new year eve', 'festive season', 'christmas holidays'].map((p) => [p, [12]] as const),
  ['easter holidays', MONTHS_OF_HOLIDAY.get('easter')!],
  // The new year is the turn of December into January ('new year zanzibar' had searched 'zanzibar' alone).
  ...['new year', 'new years', 'new year s'].map((p) => [p, [12, 1]] as const),
  ...SEASONS,
]);

/** Holidays and seasons said in more than one word: 'new year' had searched 'year' (a Lamu heritage trip). */
const WHEN_PHRASES = new PhraseTable(
  [
    ...['new year', 'new years', 'new year s', 'new years eve', 'new year s eve', 'new year eve'],
    ...['festive season', 'holiday season', 'christmas holidays', 'easter holidays', 'school holidays', 'summer holidays', 'spring break'],
    // Whose summer or winter is the traveller's, not the equator's: when, but no months ('summer holiday', 'winter' found
    // nothing). Not 'spring' nor 'fall': Ranomafana's hot springs, Murchison's falls.
    ...['summer holiday', 'summer vacation', 'summer break', 'winter holiday', 'winter holidays', 'winter vacation', 'winter break', 'half term'],
    ...['summer', 'winter', 'autumn'],
    // Any trip can be booked late: 'last minute' had searched 'last' (43 trips whose text says it).
    ...['last minute', 'last min'],
    // Or soon, which is when, not how long ('next week safari' had been read as a week's safari).
    ...['this week', 'next week', 'this month', 'next month', 'this year', 'next year', 'this summer', 'next summer', 'this winter', 'next winter'],
    // Seasons: those of the weather say months (SEASONS); a season of prices says none, as every trip is priced the same
    // all year here ('low season' had found the one trip whose text says it).
    ...SEASONS.map(([p]) => p),
    ...['low season', 'high season', 'peak season', 'off season', 'offseason', 'shoulder season', 'off peak', 'off peak season'],
  ].map((p) => [p.split(' '), MONTHS_OF_PHRASE.get(p) ?? []] as const),
);

/**
 * The words from `i` that say when, and the month they say if one: a month or a holiday in one word (or a long month's
 * name with one slip), else a phrase (a season says several months). Undefined when the word there says nothing of when.
 */
export function whenAt(terms: readonly string[], i: number): { length: number; months: readonly number[] } | undefined {
  // A year says when, though no month ('kenya 2026' had been read as at most $2,026, 'july 2027' searched '2027').
  if (isYearAt(terms, i)) return { length: 1, months: [] };
  // A holiday's phrase before its first word alone ('easter holidays' had left 'holidays' to search).
  const phrase = WHEN_PHRASES.at(terms, i);
  if (phrase && phrase.length > 1) return { length: phrase.length, months: phrase.value };
  // A part of the month or its day before it: 'mid july', 'end of july', '15th august', '15 august'.
  const part = PARTS_OF_MONTH.has(terms[i]!) ? (terms[i + 1] === 'of' ? 2 : 1) : DAY_OF_MONTH.test(terms[i]!) ? 1 : 0;
  const lead = part && MONTH_OF_WORD.has(terms[i + part]!) ? part : 0;
  const term = terms[i + lead]!;
  const month = monthOf(term);
  if (month !== undefined || MONTH_AND_HOLIDAY_WORDS.has(term)) {
    let length = lead + 1;
    // Its day after it ('august 15': it had searched '15'), not a length ('july 10 days'), then its year.
    if (month !== undefined && !lead && DAY_OF_MONTH.test(terms[i + length] ?? '') && !LENGTH_UNITS.has(terms[i + length + 1]!)) length++;
    if (isYearAt(terms, i + length)) length++;
    return { length, months: month === undefined ? (MONTHS_OF_HOLIDAY.get(term) ?? []) : [month] };
  }
  return phrase && { length: phrase.length, months: phrase.value };
}

/** The years a traveller plans for; a number with money beside it is a price ('2030 dollars'). */
const YEAR = /^20[2-4][0-9]$/;
const isYearAt = (terms: readonly string[], i: number) => YEAR.test(terms[i] ?? '') && !MONEY.has(terms[i + 1]!);
const DAY_OF_MONTH = /^(?:[1-9]|[12][0-9]|3[01])(?:st|nd|rd|th)?$/;
const PARTS_OF_MONTH = new Set(['early', 'mid', 'late', 'end', 'beginning', 'start', 'middle']);
