import { foldForSearch } from '@safari/contract';
import { KeptMap } from '../../../lib/kept-map.js';
import type { ExperienceFilter } from '../filters.js';
import { ANY_TRIP_WORDS, queryTerms } from './text-search.js';
import { lengthWindow } from './length-preference.js';
import { whenAt } from './when-words.js';
import { boundAt, CHEAPER, narrower, plainNumbers, priceAt, type Bounds } from './query-intent/bounds.js';
import { AT_LEAST_TWO_DAYS, countOf, DAY_UNITS, lengthAt, LONGEST } from './query-intent/lengths.js';
import { familyRuledOut, partyAt } from './query-intent/party.js';
import { ARTICLES, EITHER, EVERY_WORDS, FILLER_WORDS, linksWords, ORDERS, OTHER_REGIONS, QUESTIONS, READ_TERMS_MAX, REGION, SORTS, SYNONYMS } from './query-intent/phrases.js';
import { minusAsWithout, ruledOutAt } from './query-intent/ruled-out.js';
import { islandWordsIn } from './query-intent/islands.js';
import { JOINS, placeJoinedWithCountry, placesEither, type PlaceAndCountry } from './query-intent/places-either.js';

export { CHEAPER_PHRASES, numberAsPrice } from './query-intent/bounds.js';
export { ALTERNATIVES_WORDS, QUESTION_PHRASES } from './query-intent/phrases.js';
export { readingLabel } from './query-intent/label.js';

/**
 * What a traveller's words ask for that is not a word of the catalogue, read before the search (decision 023):
 * - A day trip ('day trip', 'half day', 'one day', '1-day') is a length, not the word 'day', which every 'N-Day' name
 *   has: 'day trip zanzibar' searches zanzibar among experiences of one day.
 * - 'big 5' is the Big Five, not a five-day trip; 'hot air balloon' is any balloon flight; 'Tanzanian' is Tanzania;
 *   '(east) africa(n)' is every experience.
 * - A length said ('3 days', 'ten days', 'a week', '5 nights': 6 days) is a preference, not words to match: about that
 *   long, closest first (length-preference.ts); '5-7 days' is a range.
 * - A weekend ('zanzibar weekend', 'long weekend') or a short trip ('short safari', 'quick zanzibar trip') is a length
 *   too: at most three days.
 * - 'Cheap', 'budget', 'affordable' ask for the cheaper of what the other words find: a price bound the search sets
 *   from the best matches (budget.ts), not the word 'budget' that a description may happen to hold; beside a most to
 *   pay said, that is the bound, and they only put the cheaper first.
 * - A party's size ('for 2 people', '4 adults', 'family of 4') says who travels, not which trip: left out, so its
 *   number does not match a '2-Day' name. So is the kind of traveller ('for beginners', 'seniors'), whom every trip
 *   takes.
 * - 'Most expensive', 'longest', 'shortest' ask for an order (ORDERS).
 * The search tries this reading first and, when it finds nothing, the words as typed (service.ts), so it never hides
 * what the words alone would find.
 *
 * This file reads the words in turn; the phrases it reads them by are in query-intent/: lengths, bounds (prices and
 * the cheaper trips), ruled-out, party, phrases (orders, other names, alternatives, questions), and label (how the
 * page names a reading).
 */

/** What the words mean: a filter, and whether they asked for the cheaper trips (a bound the search sets, budget.ts). */
export interface Reading extends ExperienceFilter {
  cheaper?: boolean;
  /** The longest a day trip or a weekend lasts (1, 3): when none is that short, the closest length (readingsOf). */
  atMost?: number;
  /**
   * A number read as part of a name ('big 5' is the Big Five): the words as typed are then never searched, since
   * their number would find the 5-day trips.
   */
  numberNamed?: boolean;
  /** Tried only when some experience it finds is named for the words (ExperienceFilter.namedOnly; readingsOf). */
  ifNamed?: boolean;
  /** Of `without`, what the words rule out without saying so (a family's honeymoons: familyRuledOut): not named on the page. */
  unsaid?: string[];
  /**
   * The most the words said to pay, which nothing named for them costs: the reading looks at every price instead, the
   * cheapest first, and the page names it 'closest to $2,000' (readingsOf, label.ts).
   */
  overPrice?: number;
  /**
   * Months said alone that no trip is best in ('march': the long rains): every trip instead, and the page says so, 'any
   * month · none best in March' (it had shown every trip unsaid, as if they were March's).
   */
  noneBestIn?: number[];
}

/**
 * What the words say beside the words to search, read in turn (readWords): depends on the words alone, and on whether
 * the filter has alternatives already (then no 'or' or phrase is read as another set of them).
 */
interface WordsRead {
  out: string[];
  bounds: Bounds;
  read: boolean;
  changed: boolean;
  cheaper: boolean;
  near: number | undefined;
  atMost: number | undefined;
  numberNamed: boolean;
  anyOf: string[] | undefined;
  widening: boolean;
  inTurn: boolean;
  order: ExperienceFilter['order'];
  months: number[];
  without: string[];
  /** A place and its country joined ('tanzania and zanzibar'): the trips that combine them first (ExperienceFilter.combinedFirst). */
  combined: boolean;
}

/**
 * Readings of words kept, most recent last: a search that finds nothing is read again for each set of its words the
 * fallback counts ('gorilla beach' → 'gorilla', 'beach'), and travellers' words recur, so most readings are of words
 * read before. The words' reading is pure (phrase tables, no catalogue), so it holds for every catalogue version.
 */
const wordsRead = new KeptMap<string, Readonly<WordsRead>>(20_000);

function readWordsOnce(q: string, alternatives: boolean): Readonly<WordsRead> {
  const key = `${alternatives ? '|' : ''}${q}`;
  const kept = wordsRead.get(key);
  if (kept) return kept;
  const read = readWords(q, alternatives);
  wordsRead.set(key, read);
  return read;
}

/** The filter as the query's words mean it, or undefined when they mean just themselves. */
export function understandQuery(filter: ExperienceFilter & Pick<Reading, 'unsaid'>): Reading | undefined {
  if (!filter.q) return undefined;
  const { out, bounds, read, changed, cheaper, near, atMost, numberNamed, anyOf, widening, inTurn, order, months, without, combined } = readWordsOnce(filter.q, Boolean(filter.anyOf));
  // 'holiday packages', 'top experiences', 'all tours': words that say only 'a trip' are every experience; so are 'all'
  // and 'everything' ('everything' had found nothing). Stop words alone ('the') still name nothing.
  const anyTrip = out.some((w) => ANY_TRIP_WORDS.has(w) || EVERY_WORDS.has(w)) && out.every((w) => ANY_TRIP_WORDS.has(w) || FILLER_WORDS.has(w));
  // What a family's words rule out is read from the words as typed: a fallback's words read again ('trip with
  // teenagers' searched as 'family') keep that reading's (teenagers may trek), and had named its honeymoons besides.
  const unsaid = filter.unsaid ? [] : familyRuledOut([...out, ...(anyOf ?? [])]).filter((phrase) => !without.includes(phrase) && !filter.without?.includes(phrase));
  if (!changed && !anyTrip && !unsaid.length && !combined) return undefined;
  // 'half day tour', 'african tours', 'tours under 500': once the rest is read, 'tour' says nothing more. A kind of trip
  // still says which ('3 day trek', 'trekking under 2000' had been every trip of that length or price).
  const words = anyTrip || (read && out.every((w) => ANY_TRIP_WORDS.has(w) || FILLER_WORDS.has(w))) ? [] : out;
  // A place named among alternatives is one of them, not a place every trip must be in ('nosy be or zanzibar beach':
  // placesNamedBy had required Nosy Be of both).
  const places = filter.places?.filter((place) => !anyOf?.includes(foldForSearch(place)));
  const reading: Reading = {
    ...filter,
    ...(inTurn || (combined && anyOf) ? { places: places?.length ? places : undefined } : {}),
    ...narrower(filter, bounds),
    q: words.join(' ') || undefined,
    ...(anyOf ? { anyOf, ...(widening ? { widening } : {}), ...(inTurn ? { inTurn } : {}) } : {}),
    ...(cheaper ? { cheaper } : {}),
    ...(atMost !== undefined && near === undefined ? { atMost } : {}),
    ...(numberNamed ? { numberNamed } : {}),
    ...(order ? { order } : {}),
    ...(months.length ? { whenMonths: months } : {}),
    ...(without.length || unsaid.length ? { without: [...(filter.without ?? []), ...without, ...unsaid] } : {}),
    ...(unsaid.length ? { unsaid } : {}),
    ...(combined ? { combinedFirst: true } : {}),
  };
  if (near === undefined) return reading;
  // Near the length said, closest first (length-preference.ts); with no other words, that length first (readingsOf).
  return { ...reading, ...narrower(reading, lengthWindow(near)), nearDays: near, namedFirst: true };
}

/** readWordsOnce's reading, word by word. */
function readWords(q: string, alternatives: boolean): WordsRead {
  // A sentence's later words too ('safari in tanzania for a family of 5 in august under 3000 dollars' had lost its
  // month and its price past the search's eighth word): what is read leaves fewer words to search.
  const terms = queryTerms(minusAsWithout(plainNumbers(q)), READ_TERMS_MAX);
  const out: string[] = [];
  let bounds: Bounds = {};
  // Words read as a length, a bound or the region, not searched: what is left may be generic words alone.
  let read = false;
  let changed = false;
  let cheaper = false;
  let near: number | undefined;
  let atMost: number | undefined;
  let numberNamed = false;
  let anyOf: string[] | undefined;
  let widening = false;
  let inTurn = false;
  let order: ExperienceFilter['order'];
  const months = new Set<number>();
  const without: string[] = [];
  const eitherPlace = alternatives ? undefined : placesEither(terms);
  const islandWords = islandWordsIn(terms);
  for (let i = 0; i < terms.length; ) {
    // A season first: 'short rains' and 'long rains' are when, not a short trip or the longest first.
    const when = whenAt(terms, i);
    if (when) {
      for (const month of when.months) months.add(month);
      read = changed = true;
      i += when.length;
      continue;
    }
    // A bound before the cheaper trips: 'budget of 3000' is at most $3,000.
    const bound = boundAt(terms, i) ?? priceAt(terms, i);
    if (bound) {
      bounds = narrower(bounds, bound.bound);
      read = changed = true;
      i += bound.length;
      continue;
    }
    // An order said as a list's menu says it, before the cheaper trips: 'cheapest first' is an order, not a bound.
    const sorted = SORTS.at(terms, i);
    if (sorted) {
      order ??= sorted.value;
      read = changed = true;
      i += sorted.length;
      continue;
    }
    const cheap = CHEAPER.lengthAt(terms, i);
    if (cheap) {
      cheaper = read = changed = true;
      i += cheap;
      continue;
    }
    const ruledOut = ruledOutAt(terms, i);
    if (ruledOut) {
      for (const phrase of ruledOut.phrases) if (!without.includes(phrase)) without.push(phrase);
      read = changed = true;
      i += ruledOut.length;
      continue;
    }
    const longest = LONGEST.at(terms, i);
    if (longest) {
      bounds = narrower(bounds, { maxDays: longest.value });
      atMost = Math.min(atMost ?? longest.value, longest.value);
      read = changed = true;
      i += longest.length;
      continue;
    }
    const twoDays = AT_LEAST_TWO_DAYS.lengthAt(terms, i);
    if (twoDays) {
      bounds = narrower(bounds, { minDays: 2 });
      read = changed = true;
      i += twoDays;
      continue;
    }
    const length = lengthAt(terms, i);
    if (length) {
      // The first length said counts ('3 days 2 nights' is 3 days).
      if (length.bound) bounds = narrower(bounds, length.bound);
      else near ??= length.near;
      read = changed = true;
      i += length.length;
      continue;
    }
    // A list's length ('top 10 safaris', 'best 5 beaches') says how many to show, not a 10-day trip.
    if ((terms[i] === 'top' || terms[i] === 'best') && countOf(terms[i + 1]) !== undefined && !lengthAt(terms, i + 1) && !DAY_UNITS.has(terms[i + 2]!)) {
      read = changed = true;
      i += 2;
      continue;
    }
    const party = partyAt(terms, i);
    if (party) {
      read = changed = true;
      i += party;
      continue;
    }
    // After the lengths: 'long weekend' and 'week long' are read there.
    const ordered = ORDERS.at(terms, i);
    if (ordered) {
      order ??= ordered.value;
      read = changed = true;
      i += ordered.length;
      continue;
    }
    const regionWords = OTHER_REGIONS.has(terms[i - 1]!) ? 0 : REGION.lengthAt(terms, i);
    const questionWords = QUESTIONS.lengthAt(terms, i);
    if (regionWords || questionWords) {
      read = changed = true;
      i += regionWords || questionWords;
      // And the article after a question ('looking for a safari' is the safaris, not 'a safari').
      if (questionWords) while (ARTICLES.has(terms[i]!)) i++;
      continue;
    }
    if (linksWords(terms, i) || islandWords.has(i)) {
      changed = true;
      i++;
      continue;
    }
    // Places joined by 'or' are alternatives (query-intent/places-either.ts), before any other: 'lamu or zanzibar beach'.
    const run = anyOf ? undefined : eitherPlace?.get(i);
    if (run) {
      anyOf = run.places;
      inTurn = true;
      changed = true;
      i += run.length;
      continue;
    }
    // Of a phrase searched as alternatives and another name starting at the same word, the longer ('giraffe manor' is
    // a place, not the animal).
    const synonym = SYNONYMS.at(terms, i);
    const either = anyOf || alternatives ? undefined : EITHER.at(terms, i);
    if (either && !(synonym && synonym.length > either.length)) {
      anyOf = either.value.to;
      widening = either.value.widening;
      changed = true;
      i += either.length;
      continue;
    }
    if (synonym) {
      out.push(...synonym.value.to);
      changed = true;
      numberNamed ||= synonym.value.numbered;
      i += synonym.length;
      continue;
    }
    out.push(terms[i++]!);
  }
  // A place joined with its country ('honeymoon tanzania and zanzibar'): the country's trips, the place's ranked first
  // (a widening alternative, as an animal's range is) and those that combine them before all (combinedFirst). Searched
  // as words, every one required, it had found only the place's trips: the two Zanzibar honeymoons, not the three in
  // the Serengeti a traveller would pair with them.
  const joined = placeJoinedWithCountry(q);
  // The country stays among the words, required: a place's words name others elsewhere ('maasai mara': the Serengeti's
  // Maasai and its Mara river).
  const rest = joined && !anyOf && !alternatives ? withoutJoinedPlace(out, joined) : undefined;
  if (joined && rest) {
    out.splice(0, out.length, ...rest);
    anyOf = [joined.place.join(' '), joined.country];
    widening = changed = true;
  }
  // Frozen: every search of these words shares the reading (readWordsOnce), and its lists go into the filters built from it.
  const frozen = <T>(list: T[]) => Object.freeze(list) as T[];
  return {
    out: frozen(out),
    bounds: Object.freeze(bounds),
    read,
    changed,
    cheaper,
    near,
    atMost,
    numberNamed,
    anyOf: anyOf && frozen(anyOf),
    widening,
    inTurn,
    order,
    months: frozen([...months].sort((a, b) => a - b)),
    without: frozen(without),
    combined: joined !== undefined,
  };
}

/**
 * `out` without the place's words and the words joining them to the country (placeJoinedWithCountry), or undefined
 * when it does not hold the place joined to the country.
 */
function withoutJoinedPlace(out: readonly string[], { place, country }: PlaceAndCountry): string[] | undefined {
  const at = out.findIndex((_, i) => place.every((word, k) => out[i + k] === word));
  if (at < 0) return undefined;
  const end = at + place.length;
  // The joining words ('&' is none: queryTerms drops it), back to the country before the place or on to the one after.
  let [from, to] = [at, end];
  while (from > 0 && JOINS.has(out[from - 1]!)) from--;
  while (to < out.length && JOINS.has(out[to]!)) to++;
  if (out[from - 1] === country) return [...out.slice(0, from), ...out.slice(end)];
  if (out[to] === country) return [...out.slice(0, at), ...out.slice(to)];
  return undefined;
}

/**
 * The readings to try in turn. A length said ('uganda gorillas 3 days') looks about that long first, and, when
 * nothing is, at every length, closest first. With no other words to rank ('10 days'), that exact length comes
 * first, then about that long. A day trip or a weekend that finds nothing looks at every length, shortest first.
 */
export function readingsOf({ atMost, numberNamed: _, ...reading }: Reading, typed: ExperienceFilter): Reading[] {
  // Months said with no other words ('december', 'christmas'): the trips best then (ExperienceFilter.bestIn, service.ts),
  // then, when none is, the same readings without them.
  if (!reading.q && !reading.anyOf && reading.whenMonths) {
    const { whenMonths: months, ...anyMonth } = reading;
    return [...lengthReadings(reading, atMost, typed), ...lengthReadings({ ...anyMonth, noneBestIn: months }, atMost, typed)];
  }
  const lengths = atMost === undefined && reading.nearDays === undefined ? undefined : lengthReadings(reading, atMost, typed);
  return priceReadings(reading, lengths, typed);
}

/**
 * The readings with a most to pay said beside words ('gorilla trekking under $2000'): those that look at the trips
 * named for the words under it (with a length said, lengthReadings' first; without, the words under it when something
 * named for them is: Reading.ifNamed); then the same at any price, the cheapest first (after the nearest length); then
 * the trips under it that only mention the words, as a length said is looked for; without a length, then those at any
 * price, the cheapest first ('lemurs under 500' → 'lemurs · closest to $500'). The gorilla treks start at $2,370,
 * and 'gorilla trekking under $2000' had found three Lake Bunyonyi retreats whose descriptions mention gorillas;
 * 'serengeti under 2000' a Lake Eyasi day whose agency is named for the Serengeti; 'safari under 100' nothing, shown as
 * a search for 'safari' instead. Not for the cheaper trips asked for (budget.ts sets their bound from what the words
 * find), nor a range ('safari between 2000 and 4000'), nor a bound chosen on the page: `lengths` (or the words alone).
 */
function priceReadings(reading: Omit<Reading, 'atMost' | 'numberNamed'>, lengths: Reading[] | undefined, typed: ExperienceFilter): Reading[] {
  const saidMost = reading.maxPrice !== undefined && reading.maxPrice !== typed.maxPrice && reading.minPrice === typed.minPrice;
  if (!saidMost || reading.cheaper) return lengths ?? [reading];
  const atAnyPrice = { maxPrice: typed.maxPrice, overPrice: reading.maxPrice };
  // A most to pay said alone that no trip is within ('under 100', '$200'): every trip, the cheapest first, named
  // 'closest to $100' (it had found nothing, and said nothing of why).
  if (!(reading.q || reading.anyOf)) return lengths ?? [reading, { ...reading, ...atAnyPrice, order: 'price_asc' }];
  const readings = lengths ?? [{ ...reading, ifNamed: true }, reading];
  const isNamed = (r: Reading) => Boolean(r.ifNamed || r.namedOnly);
  const named = readings.filter(isNamed);
  const anyPrice = named.map(({ ifNamed: _, ...r }): Reading => ({ ...r, ...atAnyPrice, order: 'price_asc', namedOnly: true }));
  // Without a length, last the trips that mention the words at any price, all of them cheapest first: no lemur trip is
  // named for lemurs, and 'lemurs under 500' had dropped the price for a search of 'lemurs', dearest first.
  const mentioned: Reading[] = lengths ? [] : [{ ...reading, ...atAnyPrice, allInOrder: 'price_asc' }];
  return [...named, ...anyPrice, ...readings.filter((r) => !isNamed(r)), ...mentioned];
}

/** readingsOf for a length said, a day trip or a weekend. */
function lengthReadings(reading: Omit<Reading, 'atMost' | 'numberNamed'>, atMost: number | undefined, typed: ExperienceFilter): Reading[] {
  const words = Boolean(reading.q || reading.anyOf);
  const anyLength = (near: number): Reading => ({ ...reading, minDays: typed.minDays ?? 1, maxDays: typed.maxDays, nearDays: near, namedFirst: undefined });
  // 'day trip from arusha' when no Arusha trip is that short: the shortest first, not the word 'day' in every name.
  // First the trips named for the words (in their name, places, type or location): 'rwanda gorilla trek 1 day' had
  // found only the Kigali city tour whose description mentions gorillas, 'ngorongoro day trip' a Lake Eyasi day
  // that passes the crater; now the Rwanda gorilla treks and the Ngorongoro safaris, shortest first. Those that only
  // mention the words when none is named for them ('day trip lemurs').
  if (atMost !== undefined) {
    if (!words) return [reading];
    const named = (r: Reading): Reading => ({ ...r, namedOnly: true });
    return [named(reading), named(anyLength(atMost)), reading, anyLength(atMost)];
  }
  const near = reading.nearDays;
  if (near === undefined) return [reading];
  // With no other words to rank, a length no trip is about ('3 weeks east africa'): every length, the longest first
  // for a long one (the shortest for a short one), as the closest are. (Narrowing the reading keeps a price it read:
  // '10 days under 2000' had lost its price in the first reading.)
  if (!words) {
    const closest: Reading = { ...anyLength(near), order: near > 7 ? 'duration_desc' : 'duration_asc' };
    return [{ ...reading, ...narrower(reading, { minDays: near, maxDays: near }) }, reading, closest];
  }
  // About that long only when something about that long is named for the words; else those named for them at every
  // length, closest first, before the trips about that long that only mention the words: 'tsavo 2 days' (the Tsavo
  // trips last 7 and 8 days) had found a Lamu dhow trail whose agency is named for Tsavo, 'kilimanjaro 2 days' an
  // Arusha coffee tour that looks at the mountain.
  return [{ ...reading, ifNamed: true }, { ...anyLength(near), namedOnly: true }, reading, anyLength(near)];
}
