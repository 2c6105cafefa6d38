/**
 * Reading one field of a tour from text: name, price (US dollars), duration in days, experience type and location.
 * Pure functions; the page's words are matched, never followed.
 */
import { CATEGORY_FILTERS, DRAFT_NAME_MAX, keywordsForTripType } from '@safari/contract';
import { findPlaces } from '../offline/gazetteer.js';
import { normalizeText } from '../offline/shared.js';

/** A name of at most 60 characters, cut at a word boundary, without a dangling separator. */
export function draftName(raw: string): string {
  const name = raw.replace(/\s+/g, ' ').trim();
  if (name.length <= DRAFT_NAME_MAX) return name;
  const cut = name.slice(0, DRAFT_NAME_MAX + 1);
  const space = cut.lastIndexOf(' ');
  const head = space > 20 ? cut.slice(0, space) : name.slice(0, DRAFT_NAME_MAX);
  return head.replace(/[\s,;:.\-–—|/&(]+$/u, '').trim();
}

const CURRENCY_TOKENS: [RegExp, string][] = [
  [/^(?:usd|us\$|u\.s\.\$|\$)$/i, 'USD'],
  [/^(?:eur|€)$/i, 'EUR'],
  [/^(?:gbp|£)$/i, 'GBP'],
  [/^(?:tzs|tsh|tshs)$/i, 'TZS'],
  [/^(?:kes|ksh|kshs)$/i, 'KES'],
];

export function currencyOf(token: string): string | null {
  const t = token.replace(/\s+/g, '').replace(/\.$/, '');
  return CURRENCY_TOKENS.find(([re]) => re.test(t))?.[1] ?? null;
}

const CUR = String.raw`(?:US\$|U\.S\.\$|USD|EUR|GBP|TZS|TShs?|KES|KShs?|\$|€|£)`;
const AMOUNT = String.raw`(\d{1,3}(?:[,.\s]\d{3})+|\d+)(?:[.,](\d{2}))?(?!\d)`;
const MONEY = new RegExp(String.raw`(${CUR})\s?${AMOUNT}|${AMOUNT}\s?(USD|EUR|GBP|TZS|KES|US\$|\$|€|£)(?![A-Za-z0-9])`, 'gi');

export interface Money {
  amount: number;
  currency: string;
  index: number;
}

function amountOf(whole: string, cents: string | undefined): number {
  return Number(whole.replace(/[,.\s]/g, '')) + (cents ? Number(cents) / 100 : 0);
}

/** Every amount of money in the text, with its currency, in order. */
export function findMoney(text: string): Money[] {
  const found: Money[] = [];
  for (const m of text.matchAll(MONEY)) {
    const currency = currencyOf(m[1] ?? m[6] ?? '');
    const whole = m[2] ?? m[4];
    if (!currency || !whole) continue;
    found.push({ amount: amountOf(whole, m[2] ? m[3] : m[5]), currency, index: m.index });
  }
  return found;
}

/** Below this a "price" is a deposit, a fee or a trick ("tours priced $1"), not what a tour costs. */
export const MIN_TOUR_PRICE_USD = 20;

/**
 * The tour's price in US dollars: the first plausible dollar amount. Other currencies have no fixed rate here, so a
 * price named only in them is unknown (null) rather than converted at a guessed rate.
 */
export function priceUsd(text: string): number | null {
  const usd = findMoney(text).filter((m) => m.currency === 'USD' && m.amount >= MIN_TOUR_PRICE_USD && m.amount <= 1_000_000);
  return usd[0]?.amount ?? null;
}

/** A price given as a number and a currency code (JSON-LD, microdata). */
export function structuredPriceUsd(price: unknown, currency: unknown): number | null {
  const amount = typeof price === 'number' ? price : typeof price === 'string' ? Number(price.replace(/[^\d.]/g, '')) : NaN;
  if (!Number.isFinite(amount) || amount < MIN_TOUR_PRICE_USD || amount > 1_000_000) return null;
  const inline = typeof price === 'string' ? /[€£]|\b(?:EUR|GBP|TZS|TSh|KES|KSh)\b/i.exec(price)?.[0] : undefined;
  const code = typeof currency === 'string' && currency.trim() ? currencyOf(currency.trim()) : inline ? currencyOf(inline) : 'USD';
  return code === 'USD' ? Math.round(amount * 100) / 100 : null;
}

const WORD_NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, fourteen: 14, fifteen: 15, twenty: 20 };
const WORDS = Object.keys(WORD_NUMBERS).join('|');
const RANGE = String.raw`(?:\s*(?:-|–|to)\s*\d{1,2})?`;
const LABELLED = new RegExp(String.raw`\b(?:duration|length|days?\/nights?)\s*[:\-–]?\s*(\d{1,2})${RANGE}[\s-]*(days?|nights?)\b`, 'i');
const DIGIT_DAYS = new RegExp(String.raw`\b(\d{1,2})${RANGE}[\s-]*days?\b`, 'i');
const DIGIT_NIGHTS = /\b(\d{1,2})[\s-]*nights?\b/i;
const WORD_DAYS = new RegExp(String.raw`\b(${WORDS})[\s-]*days?\b`, 'i');
const WORD_NIGHTS = new RegExp(String.raw`\b(${WORDS})[\s-]*nights?\b`, 'i');
/** '7D/6N', '7D6N': a tour-operator shorthand. */
const SHORT_DAYS = /\b(\d{1,2})\s*D\s*\/?\s*\d{1,2}\s*N\b/i;
const ONE_DAY = /\b(?:day[\s-]trip|full[\s-]day|half[\s-]day|one[\s-]day)\b/i;

const num = (s: string) => WORD_NUMBERS[s.toLowerCase()] ?? Number(s);

/**
 * Days the tour lasts: a labelled 'Duration: 8 days' first, then '7 days' / '3-day', '6 nights' (7 days), the same
 * in words, 'day trip' (1); null when the text does not say.
 */
export function durationDays(text: string): number | null {
  const short = SHORT_DAYS.exec(text);
  if (short) return clampDays(num(short[1]!));
  const labelled = LABELLED.exec(text);
  if (labelled) return clampDays(num(labelled[1]!) + (/^night/i.test(labelled[2]!) ? 1 : 0));
  for (const [re, extra] of [[DIGIT_DAYS, 0], [DIGIT_NIGHTS, 1], [WORD_DAYS, 0], [WORD_NIGHTS, 1]] as const) {
    const m = re.exec(text);
    if (m) return clampDays(num(m[1]!) + extra);
  }
  return ONE_DAY.test(text) ? 1 : null;
}

/** An ISO 8601 duration as JSON-LD gives it ('P7D', 'P1W', 'PT8H'). */
export function isoDurationDays(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const m = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:\d+M)?)?$/i.exec(value.trim());
  if (!m) return durationDays(value);
  const days = Number(m[1] ?? 0) * 7 + Number(m[2] ?? 0);
  if (days) return clampDays(days);
  return m[3] ? 1 : null;
}

function clampDays(n: number): number | null {
  return Number.isInteger(n) && n >= 1 && n <= 90 ? n : null;
}

/** The catalogue's experience types (CATEGORY_FILTERS and Gorilla Tours) with the words that point to each; order breaks ties. */
const TYPE_CUES: [string, string[]][] = [
  ['Honeymoon', [...keywordsForTripType('Honeymoon'), 'romantic', 'couples']],
  ['Gorilla Tours', ['gorilla', 'chimpanzee', 'chimp', 'primate', 'golden monkey']],
  ['Mountain Trekking & Adventure', [...keywordsForTripType('Mountain Trekking & Adventure'), 'kilimanjaro', 'climb', 'climber', 'trek', 'hike', 'hiking', 'summit', 'cycling', 'biking', 'rafting']],
  ['Safari & Wildlife', [...keywordsForTripType('Safari & Wildlife'), 'game drive', 'big five', 'migration', 'national park', 'elephant', 'lion', 'rhino', 'zebra', 'giraffe', 'flamingo', 'lemur', 'chameleon', 'birding']],
  ['Beach Time', [...keywordsForTripType('Beach Time'), 'zanzibar', 'diani', 'snorkel', 'snorkelling', 'diving', 'dive', 'island']],
  ['Culture & Heritage', [...keywordsForTripType('Culture & Heritage'), 'cultural', 'village', 'maasai', 'history', 'historic', 'stone town', 'memorial', 'museum', 'market', 'city tour']],
  ['Food & Cuisine', [...keywordsForTripType('Food & Cuisine'), 'spice', 'coffee']],
  ['Relaxation & Wellness', keywordsForTripType('Relaxation & Wellness')],
  ['Scenic Tour or Self-Drive', [...keywordsForTripType('Scenic Tour or Self-Drive'), 'self drive', 'road trip', 'scenic drive']],
];
// Every category the search offers has its cue list (keeps this table in step with the contract's).
for (const c of CATEGORY_FILTERS) if (!TYPE_CUES.some(([t]) => t === c.name)) TYPE_CUES.push([c.name, keywordsForTripType(c.name)]);

const CUE_PATTERNS = new Map(TYPE_CUES.map(([type, words]) => [type, words.map((w) => new RegExp(String.raw`\b${w.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&')}(?:s|es)?\b`, 'g'))]));

function cueCount(text: string, type: string): number {
  let n = 0;
  for (const re of CUE_PATTERNS.get(type) ?? []) n += text.match(re)?.length ?? 0;
  return n;
}

/** The experience type the name points to (the name is what the tour is), else the description; null when neither does. */
export function experienceType(name: string, description: string): string | null {
  const n = normalizeText(name);
  const d = normalizeText(description);
  let best: string | null = null;
  let bestScore = 0;
  for (const [type] of TYPE_CUES) {
    // A honeymoon is a honeymoon whatever else it offers (beach, safari).
    const score = (cueCount(n, type) * 10 + cueCount(d, type)) * (type === 'Honeymoon' ? 2 : 1);
    if (score > bestScore) [best, bestScore] = [type, score];
  }
  return best;
}

/** 'Serengeti, Tanzania': the first place the name names, else the description's; a country alone if that is all. */
export function locationOf(...texts: string[]): string | null {
  for (const text of texts) {
    if (!text) continue;
    const { places, countries } = findPlaces(normalizeText(text));
    const place = places.find((p) => !p.negated)?.value;
    if (place) return place.country ? `${place.name}, ${place.country}` : place.name;
    const country = countries.find((c) => !c.negated)?.value;
    if (country) return country;
  }
  return null;
}
