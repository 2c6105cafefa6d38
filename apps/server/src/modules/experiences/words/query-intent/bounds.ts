import type { ExperienceFilter } from '../../filters.js';
import { queryTerms } from '../text-search.js';
import { isNumberTerm } from '../../matching/text-index.js';
import { phrases, wordsOf } from '../phrase-table.js';
import { countOf, DAY_UNITS, LENGTH_UNITS, lengthAt, NUMBER_WORDS, plainLengths } from './lengths.js';

/**
 * What the words say of price: a bound ('under 2000', 'over 5 days'), a range ('1000-2000'), a price in dollars
 * ('$500'), or the cheaper trips ('cheap', 'budget'). Read before the search (query-intent.ts).
 */

/** Words that ask for the cheaper trips rather than name one (the search instead drops them: query-fallback.ts). */
export const CHEAPER_PHRASES = [
  'not expensive', 'not too expensive', 'not so expensive', 'not very expensive', 'on a budget', 'low budget', 'low cost',
  'cheap', 'cheaper', 'cheapest', 'budget', 'affordable', 'inexpensive', 'economical', 'economy', 'lowcost',
  // A lower price asked for as an offer ('green season discount' had searched 'season': the whale-season escapes).
  'discount', 'discounts', 'discounted', 'best price', 'best prices', 'lowest price', 'low price', 'low prices', 'good value', 'value for money',
  // And as a good buy ('best value safari' had found the two trips whose text says 'best value').
  'best value', 'great value', 'bargain', 'bargains',
];
export const CHEAPER = phrases(CHEAPER_PHRASES.map(wordsOf));

/**
 * A bound said in words: 'under 2000', 'less than $1,500', 'over 5k' (US dollars: the catalogue's prices), 'under 8
 * days', 'up to 5 nights' (6 days). A number without a unit is a price from 50 up; a smaller one is left as typed.
 */
const UPPER = phrases(
  [
    ...['under', 'below', 'less than', 'no more than', 'not more than', 'up to', 'max', 'maximum', 'cheaper than', 'within'],
    // A budget said with its amount is the most to pay ('budget of 3000' had shown 'budget · up to $3,000' as a
    // search instead); without one it asks for the cheaper trips (CHEAPER).
    ...['budget', 'budget of', 'a budget of', 'budget is', 'my budget is', 'our budget is', 'with a budget of', 'on a budget of', 'budget up to'],
  ].map(wordsOf),
);
const LOWER = phrases(['over', 'above', 'more than', 'no less than', 'not less than', 'at least', 'min', 'minimum'].map(wordsOf));
/** A price said roughly ('around 2000', 'about $3,000'): a fifth either side. */
const ABOUT = phrases(['around', 'about', 'approx', 'approximately', 'roughly', 'circa', 'ca'].map(wordsOf));
/**
 * Words after a price that make it the most or the least to pay ('2000 max', '1500 or less', '3000 plus'). A budget
 * said after its amount is the most to pay, as before it ('$2000 budget' had been the cheaper of the trips up to $2,000:
 * up to $750).
 */
const UPPER_AFTER = phrases(['max', 'maximum', 'tops', 'at most', 'or less', 'or under', 'or below', 'budget'].map(wordsOf));
const LOWER_AFTER = phrases(['plus', 'or more', 'and up', 'and above', 'or above', 'minimum', 'at least'].map(wordsOf));
/**
 * Words for money after or before a price. Euros and pounds are read as the catalogue's dollars, which the page then
 * says ('2000 euro safari' → 'safari · up to $2,000'; it had found nothing): near enough to choose by.
 */
export const MONEY: ReadonlySet<string> = new Set(['usd', 'dollars', 'dollar', 'us', 'eur', 'euro', 'euros', 'gbp', 'pounds']);
const MONEY_BEFORE = new Set(['usd', 'eur', 'gbp']);
const MIN_PRICE_WORDLESS = 50;
/** Bounds of price and length read from the words. */
export type Bounds = Pick<ExperienceFilter, 'minPrice' | 'maxPrice' | 'minDays' | 'maxDays'>;

/** The bound the words from `i` say, and how many words say it. */
export function boundAt(terms: string[], i: number): { bound: Bounds; length: number } | undefined {
  const upper = UPPER.lengthAt(terms, i);
  const lower = upper ? 0 : LOWER.lengthAt(terms, i);
  const about = upper || lower ? 0 : ABOUT.lengthAt(terms, i);
  const said = upper || lower || about;
  if (!said) return undefined;
  // A length said after it ('under a week', 'over 2 weeks', 'within a fortnight'): its days are the bound ('over a
  // week' had been read as 'over' and a week's length, 'under 2 weeks' as a weekend's trips). Roughly one is a length
  // said (lengthAt).
  const days = about ? undefined : lengthAt(terms, i + said);
  if (days?.near !== undefined) return { bound: upper ? { maxDays: days.near } : { minDays: days.near }, length: said + days.length };
  const number = terms[i + said];
  if (!number || !/^[0-9]+$/.test(number)) return undefined;
  const n = Number(number);
  const unit = terms[i + said + 1];
  if (unit === 'day' || unit === 'days' || unit === 'nights' || unit === 'night') {
    // 'about 10 days' is a length said (lengthAt).
    if (about) return undefined;
    const days = unit.startsWith('night') ? n + 1 : n;
    return { bound: upper ? { maxDays: days } : { minDays: days }, length: said + 2 };
  }
  const money = unit !== undefined && MONEY.has(unit);
  if (!money && n < (about ? MIN_PRICE_AS_BUDGET : MIN_PRICE_WORDLESS)) return undefined;
  const length = said + 1 + (money ? 1 : 0);
  if (about) return { bound: { minPrice: Math.round(n * 0.8), maxPrice: Math.round(n * 1.2) }, length };
  return { bound: upper ? { maxPrice: n } : { minPrice: n }, length };
}

/** The narrower of two bounds of each kind. */
export function narrower(a: Bounds, b: Bounds): Bounds {
  const pick = (x: number | undefined, y: number | undefined, f: (...v: number[]) => number) => (x === undefined ? y : y === undefined ? x : f(x, y));
  return {
    minPrice: pick(a.minPrice, b.minPrice, Math.max),
    maxPrice: pick(a.maxPrice, b.maxPrice, Math.min),
    minDays: pick(a.minDays, b.minDays, Math.max),
    maxDays: pick(a.maxDays, b.maxDays, Math.min),
  };
}

/**
 * Thousands said in words ('a thousand dollars', 'two grand', '3 grand'): a grand only where it ends the words or a
 * link word follows ('a grand tour' is no price).
 */
const THOUSANDS = new RegExp(
  `\\b(a|one|${NUMBER_WORDS.join('|')}|\\d+)\\s+(?:thousand|grand)\\b(?=\\s*$|\\s+(?:dollars?|usd|euros?|pounds|for|in|on|per|or|and|to|with|max|budget)\\b)`,
  'gi',
);
const NUMBERED = /[0-9]|thousand|grand/i;
/**
 * Prices as travellers write them, as one number: '$1,500' → 1500, '2k' → 2000, '2.5k' → 2500; a dollar sign as the
 * word for it after the number ('$500' → '500 usd'), since queryTerms keeps letters and digits only; lengths as words
 * ('3d2n' → '3 days': lengths.ts plainLengths).
 */
export function plainNumbers(q: string): string {
  // Every pattern below needs a digit or thousands said in words: most searches have neither, and are read as typed.
  if (!NUMBERED.test(q)) return q;
  // And lengths written as one word ('3d2n', '5days').
  return (
    plainLengths(q)
      .replace(/(\d)[,.](\d{3})(?!\d)/g, '$1$2')
      .replace(THOUSANDS, (_, n: string) => String(1000 * (/^\d+$/.test(n) ? Number(n) : (countOf(n.toLowerCase()) ?? 1))))
      .replace(/(\d+(?:\.\d+)?)\s?k\b/gi, (_, n: string) => String(Math.round(Number(n) * 1000)))
      .replace(/(?:us)?[$€£]\s?(\d+)/gi, '$1 usd')
      .replace(/(\d+)\s?[€£]/g, '$1 usd')
      // '5*' is five stars (STARS).
      .replace(/(\d)\s?\*/g, '$1 star')
  );
}

/**
 * A price said without 'under' or 'over' ('1000-2000', 'between 1000 and 2000', '$500 to $1,000', 'from 500 to 900
 * dollars'): a range, both numbers from MIN_PRICE_WORDLESS up unless a unit says dollars; or one price said in dollars
 * ('$500', '500 dollars', 'usd 500') as the most to pay, or after 'from' the least. A plain number alone is left as
 * typed ('1000 hills'), and a range of days is a length (lengthAt).
 */
export function priceAt(terms: string[], i: number): { bound: Bounds; length: number } | undefined {
  const number = (at: number) => (/^[0-9]+$/.test(terms[at] ?? '') ? Number(terms[at]) : undefined);
  const dollars = (at: number) => MONEY.has(terms[at]!);
  const opener = terms[i] === 'between' || terms[i] === 'from' ? terms[i] : undefined;
  let k = opener ? i + 1 : i;
  // Before the number only a currency's code ('usd 500', 'eur 900'): 'for us 2' is a party.
  let money = MONEY_BEFORE.has(terms[k]!);
  if (money) k++;
  const low = number(k++);
  if (low === undefined) return undefined;
  if (dollars(k)) {
    money = true;
    k++;
  }
  const to = terms[k] === 'to' || (opener === 'between' && terms[k] === 'and') ? 1 : 0;
  const highAt = k + to + (dollars(k + to) ? 1 : 0);
  const high = number(highAt);
  if (high === undefined || high <= low) {
    // 'from $500' is where the prices start, as listings say it: the least to pay (it had been read as the most,
    // '$500'). Not before a length ('from 3 days' is lengthAt's).
    // Nor a year ('flights from 2026'), unless a unit says dollars.
    if (opener === 'from' && !DAY_UNITS.has(terms[k]!) && (money || (low >= MIN_PRICE_WORDLESS && !isPlanYear(low)))) return { bound: { minPrice: low }, length: k - i };
    if (opener) return undefined;
    // One price with a word after it that says which end ('2000 max', '1500 or less', '3000 plus').
    const most = UPPER_AFTER.lengthAt(terms, k);
    const least = most ? 0 : LOWER_AFTER.lengthAt(terms, k);
    if ((most || least) && (money || low >= MIN_PRICE_WORDLESS)) return { bound: most ? { maxPrice: low } : { minPrice: low }, length: k - i + (most || least) };
    // Else one price only when a unit says dollars.
    return money ? { bound: { maxPrice: low }, length: k - i } : undefined;
  }
  k = highAt + 1;
  if (dollars(k)) {
    money = true;
    k++;
  }
  // A range of days is a length (lengthAt); a range of small numbers without a unit is no price.
  if (DAY_UNITS.has(terms[k]!) || (!money && low < MIN_PRICE_WORDLESS)) return undefined;
  return { bound: { minPrice: low, maxPrice: high }, length: k - i };
}

/**
 * The words with a lone plain number read as the most to pay ('safari 1500' → safari up to $1,500, 'kilimanjaro 5k'),
 * for when they found nothing as typed (service.ts firstFound): a number the catalogue's text does not hold beside
 * words that name trips, or beside a length, is a budget more often than anything else. Undefined when there is no
 * such number, more than one, nothing else, a price bound already, or the number looks like a year ('zanzibar 2027':
 * when, not how much).
 */
export function numberAsPrice(filter: ExperienceFilter): ExperienceFilter | undefined {
  if (!filter.q || filter.maxPrice !== undefined) return undefined;
  const terms = queryTerms(plainNumbers(filter.q));
  const numbers = terms.filter(isNumberTerm);
  if (numbers.length !== 1) return undefined;
  // A count of days, nights, weeks or months is no price ('99999 days' had been 'days · up to $99,999').
  if (LENGTH_UNITS.has(terms[terms.indexOf(numbers[0]!) + 1]!)) return undefined;
  const price = Number(numbers[0]);
  const rest = terms.filter((t) => !isNumberTerm(t) && !MONEY.has(t));
  // Beside a length read already, the number is all the words left ('10 days 3000' had dropped it: 10-day trips
  // up to $6,290).
  const lengthSaid = filter.minDays !== undefined || filter.maxDays !== undefined || filter.nearDays !== undefined;
  if (price < MIN_PRICE_AS_BUDGET || isPlanYear(price) || (rest.length === 0 && !lengthSaid)) return undefined;
  return { ...filter, q: rest.join(' ') || undefined, maxPrice: price };
}
/** The years a traveller plans for, which a number may be rather than a price; 2000 is a budget ('safari 2000'). */
const isPlanYear = (n: number) => n >= 2020 && n <= 2039;
/** The least a lone number read as a budget is: a smaller one is a count or a length ('top 10', 'safari 5'). */
const MIN_PRICE_AS_BUDGET = 100;
