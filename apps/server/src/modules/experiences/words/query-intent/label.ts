import { MONTHS, shownCorrection } from '@safari/contract';
import { queryTerms } from '../text-search.js';
import type { ExperienceFilter } from '../../filters.js';
import type { Reading } from '../query-intent.js';
import { lengthWindow } from '../length-preference.js';
import { ARTICLES, LINK_WORDS, READ_TERMS_MAX } from './phrases.js';

/** How the page names what the words were read as (the answer's `read_as`). */

const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;
const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** A price range as a traveller says it: 'up to $2,000', 'from $5,000', '$1,000–$2,000'. */
function priceText(min: number | undefined, max: number | undefined): string | undefined {
  if (min !== undefined && max !== undefined) return min === max ? dollars(min) : `${dollars(min)}–${dollars(max)}`;
  if (max !== undefined) return `up to ${dollars(max)}`;
  return min !== undefined ? `from ${dollars(min)}` : undefined;
}

/** A length range as a traveller says it: '1 day', 'up to 8 days', 'at least 6 days', '3–5 days'. */
function lengthText(min: number | undefined, max: number | undefined): string | undefined {
  if (min !== undefined && max !== undefined) return min === max ? days(min) : `${min}–${days(max)}`;
  if (max !== undefined) return max === 1 ? days(1) : `up to ${days(max)}`;
  return min !== undefined ? `at least ${days(min)}` : undefined;
}

/**
 * The words without the link words at either end, nor one whose words were read away before another ('safari for 2
 * weeks in tanzania' → 'safari in tanzania', not 'safari for in tanzania'; 'for a family' stays).
 */
function withoutLinkWords(q: string): string {
  const words = q.split(' ').filter((word, i, all) => !(LINK_WORDS.has(word) && LINK_WORDS.has(all[i + 1]!) && !ARTICLES.has(all[i + 1]!)));
  while (words.length > 1 && LINK_WORDS.has(words[0]!)) words.shift();
  while (words.length > 1 && LINK_WORDS.has(words[words.length - 1]!)) words.pop();
  return words.join(' ');
}

/** The link words at the end of the words ('gorillas and the in' → and, the, in), not all of them. */
function trailingLinkWords(q: string): string[] {
  const words = q.split(' ');
  let k = words.length;
  while (k > 1 && LINK_WORDS.has(words[k - 1]!)) k--;
  return words.slice(k);
}

/** A length said, as the reading looked for it: '3 days' (exactly), 'about 3 days' (its window), 'closest to 3 days' (any). */
function nearText(meant: ExperienceFilter, near: number): string {
  if (meant.minDays === near && meant.maxDays === near) return days(near);
  return meant.maxDays !== undefined && meant.maxDays <= lengthWindow(near).maxDays ? `about ${days(near)}` : `closest to ${days(near)}`;
}

/**
 * Months said, in order, as a traveller names them: 'July or August', a season's run of three or more as a range
 * ('June–October', 'March–May or November or December').
 */
function monthsText(months: readonly number[]): string {
  const runs: number[][] = [];
  for (const m of [...months].sort((a, b) => a - b)) {
    const last = runs[runs.length - 1];
    if (last && last[last.length - 1] === m - 1) last.push(m);
    else runs.push([m]);
  }
  const name = (m: number) => MONTHS[m - 1]!;
  return runs.flatMap((run) => (run.length >= 3 ? [`${name(run[0]!)}–${name(run[run.length - 1]!)}`] : run.map(name))).join(' or ');
}

/** An order read from the words, as the page names it. */
const ORDER_TEXT: Record<NonNullable<ExperienceFilter['order']>, string> = {
  price_asc: 'cheapest first',
  price_desc: 'most expensive first',
  duration_asc: 'shortest first',
  duration_desc: 'longest first',
};

/**
 * How the page names a reading that set bounds the traveller did not choose on the page ('safari under $2,000' →
 * 'safari · up to $2,000', 'day trip zanzibar' → 'Zanzibar · 1 day'), so that a limit read from the words is shown
 * rather than applied unseen, and an order read from them ('longest safari' → 'safari · longest first'); null when the
 * reading set none (its words alone change what is searched, not how much). A month said is named too ('safari in
 * november' → 'safari · best in November first'), as an order is.
 */
export function readingLabel(
  typed: ExperienceFilter,
  meant: ExperienceFilter & Pick<Reading, 'unsaid' | 'overPrice' | 'noneBestIn'>,
  shown: (words: string) => string = (words) => words,
): string | null {
  // The most said to pay, which nothing named for the words costs: every price, the cheapest first (readingsOf).
  const over = meant.overPrice;
  const moved = meant.minPrice !== typed.minPrice || meant.maxPrice !== typed.maxPrice;
  const price = over !== undefined ? `closest to ${dollars(over)}` : moved ? priceText(meant.minPrice, meant.maxPrice) : undefined;
  const length = meant.nearDays !== undefined ? nearText(meant, meant.nearDays) : meant.minDays !== typed.minDays || meant.maxDays !== typed.maxDays ? lengthText(meant.minDays, meant.maxDays) : undefined;
  // An order read from the words, which the page's order menu does not show ('safari · most expensive first').
  const order = meant.order && over === undefined ? ORDER_TEXT[meant.order] : undefined;
  // A month said, which no control on the page shows ('safari · best in November first'); alone, the trips best then
  // ('best in December').
  // Or that none is best then, so every trip is shown ('any month · none best in March').
  const when = meant.whenMonths?.length
    ? `best in ${monthsText(meant.whenMonths)} first`
    : meant.bestIn?.length
      ? `best in ${monthsText(meant.bestIn)}`
      : meant.noneBestIn?.length
        ? `any month · none best in ${monthsText(meant.noneBestIn)}`
        : undefined;
  // Words ruled out, which no control on the page shows ('safari · without camping').
  const ruledOut = meant.without?.filter((w) => !typed.without?.includes(w) && !meant.unsaid?.includes(w));
  const without = ruledOut?.length ? `without ${ruledOut.map(shown).join(' or ')}` : undefined;
  // Places named with 'or', one of them a slip of its name ('kilimanjro or mount kenya'): named, the name corrected.
  const typedWords = meant.inTurn ? ` ${queryTerms(typed.q ?? '', READ_TERMS_MAX).join(' ')} ` : '';
  const place = (alternative: string) => (typedWords.includes(` ${alternative} `) ? alternative : shownCorrection(alternative));
  const corrected = meant.inTurn && meant.anyOf?.some((alternative) => place(alternative) !== alternative);
  if (!price && !length && !order && !when && !without && !corrected) return null;
  // The words, with the alternatives' first (the phrase as typed: EITHER) when the reading searched alternatives, or
  // every one when they are places named with 'or' ('safari kenya or tanzania') or a place joined with its country
  // ('honeymoon zanzibar and tanzania').
  const joined = meant.combinedFirst && meant.anyOf?.length === 2 ? meant.anyOf : undefined;
  const alternatives = meant.inTurn ? meant.anyOf?.map(place).join(' or ') : joined ? joined.join(' and ') : meant.anyOf?.[0];
  // The joined country is searched among the words too (query-intent.ts): named once.
  const q = joined ? meant.q?.split(' ').filter((word) => word !== joined[1]).join(' ') : meant.q;
  // The alternatives come after the words, whatever their place: joined by the words' last link word ('safari in kenya
  // or tanzania'), 'and' when one of them is ('gorillas and the big five in 10 days' had been named 'gorillas and in
  // big five').
  const tail = alternatives && q ? trailingLinkWords(q) : [];
  const link = tail.includes('and') ? 'and' : [...tail].reverse().find((word) => !ARTICLES.has(word));
  const words = [q && withoutLinkWords(q), link, alternatives].filter(Boolean).join(' ');
  // The words as the page shows them ('kenya · up to $1,500' had kept the place in lower case: "Kenya · up to $1,500").
  return [words && shown(withoutLinkWords(words)), price, length, order, when, without].filter(Boolean).join(' · ');
}
