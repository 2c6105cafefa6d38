import { sql, type SQL } from 'drizzle-orm';
import { COUNTRIES, foldForSearch } from '@safari/contract';
import type { DbOrTx } from '../../../db/client.js';
import * as s from '../../../db/schema.js';
import { KeptMap } from '../../../lib/kept-map.js';
import { isCommonEnglishWord } from './english-words.js';
import { isNumberTerm, PREFIX, type TextOperands } from '../matching/text-index.js';

/** Several kinds or places in one trip, which the other words say: 'beach and safari combo' found nothing. */
export const COMBINED_WORDS: ReadonlySet<string> = new Set(['combo', 'combos', 'combination', 'combinations', 'combined']);

/**
 * Words that say only 'a trip' ('tours', 'holiday packages', 'best experiences', 'deals'): every experience is one.
 * Beside other words they rank (GENERIC_WORDS); a query made only of them is the whole catalogue (query-intent.ts:
 * 'holidays' found the two trips whose text says it, 'packages' and 'activities' nothing).
 */
export const ANY_TRIP_WORDS: ReadonlySet<string> = new Set([
  'tour', 'tours', 'trip', 'trips', 'experience', 'experiences', 'holiday', 'holidays', 'package', 'packages',
  // Its most common slip, which the stemmer reads as 'experience' (both 'experi'): it is never a slip to correct, as it
  // finds the 14 trips named 'Experience' ('experiance' had found those, 'experience' every trip).
  'experiance', 'experiances',
  ...COMBINED_WORDS,
  'vacation', 'vacations', 'excursion', 'excursions', 'activity', 'activities',
  // What a traveller browses for rather than which trip: 'honeymoon ideas', 'zanzibar deals'.
  'idea', 'ideas', 'inspiration', 'deal', 'deals', 'offer', 'offers', 'option', 'options', 'itinerary', 'itineraries',
  'promotion', 'promotions', 'promo', 'promos', 'sale',
  // Every experience is a package with its stays and transfers: 'all inclusive' had found nothing.
  'inclusive', 'allinclusive',
  // What a traveller wants to know about it: 'gorilla trekking uganda price' (every card shows its price).
  'price', 'prices', 'pricing', 'cost', 'costs', 'rate', 'rates',
  // Words for going anywhere: 'zanzibar travel', 'romantic getaway' (every experience is a trip).
  'travel', 'travels', 'travelling', 'traveling', 'traveller', 'travellers', 'traveler', 'travelers', 'getaway', 'getaways',
  'visit', 'visits', 'visiting', 'visitor', 'visitors',
  // A short holiday, as British travellers say it: 'kenya break' and 'city break nairobi' had found the one trip whose
  // text says 'break'; 'beach break' still ranks the two named for it first.
  'break', 'breaks',
  // And the trade's own word for it ('community based tourism' had searched 'tourism': seven trips whose text says it).
  'tourism', 'tourist', 'tourists', 'touristic',
  // Booking one, which every experience is for: 'how do i book a safari' had found the five self-drives whose text says
  // 'book'.
  'book', 'booking', 'bookings', 'reservation', 'reservations',
  // A trip in the languages of the visitors who come most ('reise kenia', 'vacaciones kenia' found nothing).
  'reise', 'reisen', 'rundreise', 'urlaub', 'voyage', 'voyages', 'vacances', 'viaje', 'viajes', 'vacaciones', 'viaggio', 'viaggi', 'vacanze',
  // What a traveller does there, whatever the trip: 'trip to madagascar to see lemurs' (only two trips said 'see'),
  // 'learn to cook' (four trips said 'learn', one of them a camping safari with a cook).
  'see', 'seeing', 'watch', 'watching', 'explore', 'exploring', 'learn', 'learning', 'discover', 'discovering', 'enjoy',
  // How a traveller asks for the best of them, which is what ranking is for: 'best safari' found the four trips whose
  // text says 'best', 'top safari kenya' nothing.
  'best', 'top', 'recommended', 'popular',
  // The occasion a trip is for, but a couple's (the honeymoons: query-fallback/phrases.ts), which any trip can be:
  // 'birthday' and '50th birthday' had found nothing, 'retirement trip kenya' had been shown as a search instead. Not
  // 'reunion': Réunion is an island of the Indian Ocean.
  'birthday', 'birthdays', 'retirement', 'graduation', 'sabbatical',
  // A first time there, which any trip can be (every trip takes first-timers: query-intent/party.ts): 'first time in
  // africa' had led with the beach trips ('time' is in the type 'Beach Time'), 'first safari' found the 38 of 81
  // safaris whose text says 'first' (a first game drive, a first sight of the mountain).
  'first', 'time',
]);

/**
 * Where a traveller sleeps and how they are carried, which every trip of more than a day includes and the words beside
 * them say what for: 'zanzibar resort' is the Zanzibar trips ('hotel' alone is read as the catalogue's 'lodge':
 * query-fallback.ts), 'balloon ride' the balloon flights (it had kept 'ride': Zanzibar's beach trips, whose boat rides
 * out to the reef are the catalogue's only rides), 'village stay' the villages (it had kept 'stay', a boat safari).
 */
export const FRAME_WORDS: ReadonlySet<string> = new Set([
  'hotel', 'hotels', 'resort', 'resorts', 'accommodation', 'accommodations', 'lodging', 'lodgings', 'stay', 'stays', 'ride', 'rides',
]);

/**
 * Words for what a traveller goes to do, which beside what they do it for only rank ('gorilla trekking' is the gorilla
 * treks, 'rhino tracking' the rhinos), but beside a country alone say what: 'trekking rwanda' (parseTextQuery).
 */
const DOING_WORDS: ReadonlySet<string> = new Set(['trek', 'treks', 'trekking', 'tracking']);

/**
 * Words a traveller adds to say what kind of thing they want rather than which one ('gorilla tours', 'Kilimanjaro
 * trekking'). They rank but do not filter, so 'gorillas', 'gorilla trekking' and 'Gorilla Tours' find the same
 * experiences; a query made only of them ('trekking') still filters by them, unless they say only 'a trip'
 * (ANY_TRIP_WORDS).
 */
export const GENERIC_WORDS: ReadonlySet<string> = new Set([
  ...ANY_TRIP_WORDS,
  ...DOING_WORDS,
  ...FRAME_WORDS,
  // What kind of protected area a place is, which the catalogue says in one field and not another: 'murchison falls
  // national park' ranked the multi-park tours whose places list Queen Elizabeth National Park before the Murchison
  // Falls safaris, and 'selous game reserve' dropped 'reserve' to find anything.
  'national', 'park', 'parks', 'reserve', 'reserves', 'conservancy', 'conservancies', 'conservation', 'sanctuary',
  // What kind of thing named plants are, which a trip's words rarely add: 'baobab trees' had found three safaris that
  // mention both words, not the Avenue of the Baobabs. Not 'tree': 'tree climbing lions' are Ishasha's.
  'trees',
]);

const MAX_TERMS = 8;

/**
 * The words a trip must be named for to come first for a length said (ExperienceFilter.namedFirst; the service's
 * Reading.ifNamed): not the place it leaves from, which descriptions say ('safari from arusha 3 days' is the 3-day
 * safaris that leave Arusha, not the week-long ones whose places include it; '2 day safari from arusha' had led with
 * an Arusha coffee tour, named for both words, before the safaris). Undefined when no specific word is left ('2 day
 * trip from kigali'). The first `max` words, as queryTerms.
 */
export function namedWordsOf(q: string, max = MAX_TERMS): string | undefined {
  const words = queryTerms(q.replace(/\bfrom\s+\S+/giu, ' '), max);
  return words.some((w) => !GENERIC_WORDS.has(w)) ? words.join(' ') : undefined;
}

/**
 * A country's name beside a more specific word says where rather than what: 'madagascar baobabs' wants the Avenue of the
 * Baobabs trip first, not the grand tour with Madagascar in its name that passes the baobabs on day nine. Such a word
 * must still match but ranks as a generic word does (TextQuery.background).
 */
const COUNTRY_WORDS: ReadonlySet<string> = new Set(COUNTRIES.map((c) => foldForSearch(c.name)));
export const isCountryWord = (term: string) => COUNTRY_WORDS.has(term);

/**
 * A contraction's end ("i'd", "we've", "we're", "i'll", "i'm") is its word, which the phrases of query-intent read ('i
 * would like to', 'we are'): split off, it had been searched as a word's start ("i'd like a safari" searched 'd
 * safari', the Lamu dhows first; "i've always wanted to climb kilimanjaro" 've climb kilimanjaro', four climbs of
 * ten). Not "'s", a possessive as often as 'is' (the phrases read "what s", "valentine s day"), nor "n't".
 */
const CONTRACTION_END = /(?<=\p{L})['’](d|ll|m|re|ve)(?!\p{L})/gu;
const CONTRACTED: Record<string, string> = { d: 'would', ll: 'will', m: 'am', re: 'are', ve: 'have' };

/**
 * Lower-cased, accent-free words of a query: the only characters that reach a tsquery are letters and digits. The
 * first `max` of them (a search's first eight; reading what they mean looks further: query-intent.ts).
 */
export function queryTerms(q: string, max = MAX_TERMS): string[] {
  let terms = termsOf.get(q);
  if (!terms) {
    terms = wordsOfText(q);
    termsOf.set(q, terms);
  }
  return terms.slice(0, max);
}

/** Every word of a text as queryTerms reads a query's, not kept (a chat message: long, and said once). */
export const wordsOfText = (text: string): string[] =>
  foldForSearch(text)
    .replace(CONTRACTION_END, (_, end: string) => ` ${CONTRACTED[end]}`)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
/**
 * Every text's words, kept: a search reads its words many times over (what they mean, the fallback's sets of them,
 * the places they name), and travellers' words recur. Callers get a copy.
 */
const termsOf = new KeptMap<string, string[]>(20_000);

/** The query's words from `i` on are `phrase` (folded words, as queryTerms gives them). */
export const phraseAt = (words: readonly string[], i: number, phrase: readonly string[]) => phrase.every((w, k) => words[i + k] === w);

export interface TextQuery {
  /** Every one of these must match (each as a prefix of a stemmed word, a number whole). */
  required: string[];
  /** All the terms, for ranking. */
  all: string[];
  /**
   * Terms that must match (required, or in their alternative) but rank as generic ones: a country beside a more
   * specific word (COUNTRY_WORDS), a widening alternative's (FilterText.widening).
   */
  background?: string[];
  /** Every term of one of these must match too (a fallback's places: 'rwanda or uganda'); they rank as required. */
  anyOf?: string[][];
  /**
   * With ExperienceFilter.namedFirst, the required terms a trip must be named for to come first when they are not all
   * of them (namedWordsOf: not the place it leaves from).
   */
  named?: string[];
}

/**
 * 'lake' before a lake's name ranks as a generic word: the name says which lake ('lake manyara' led with the Lake Eyasi
 * trips, which pass Manyara too). Alone, after its name or before a country ('lakes', 'crater lake', 'lake tanzania')
 * it still filters.
 */
function namesLake(terms: readonly string[], i: number): boolean {
  const next = terms[i + 1];
  return terms[i] === 'lake' && next !== undefined && !GENERIC_WORDS.has(next) && !COUNTRY_WORDS.has(next) && !isNumberTerm(next);
}

/**
 * The stemmer undoubles the consonant an ending leaves ('shopping' is 'shop') but not a k: 'trekking' is 'trekk', which
 * missed the 19 trips that say only 'trek' ('Kilimanjaro Trek', 'Chimpanzee Trek'). It is searched as 'trek', matched
 * as a prefix (matchesAsPrefix), which finds both. Only this word: a slip that doubles a k ('hikking') is the
 * fallback's to correct, and shown so.
 */
const undoubled = (term: string) => (/^trekk(?:ing|ed|ers?)$/.test(term) ? 'trek' : term);

export function parseTextQuery(q: string): TextQuery | undefined {
  const all = queryTerms(q).map(undoubled);
  if (all.length === 0) return undefined;
  const named = all.filter((t, i) => !GENERIC_WORDS.has(t) && !namesLake(all, i));
  // Beside countries alone, a word for what the traveller goes to do is what they want, and the countries only where:
  // 'trekking rwanda' had required only 'rwanda' and led with a coffee journey whose activities list a chimpanzee trek,
  // before the gorilla treks named for both words.
  const doing = named.length > 0 && named.every((t) => COUNTRY_WORDS.has(t));
  const specific = doing ? all.filter((t) => named.includes(t) || DOING_WORDS.has(t)) : named;
  const background = specific.filter((t) => COUNTRY_WORDS.has(t));
  const query: TextQuery = { required: specific.length ? specific : all, all };
  return background.length > 0 && background.length < specific.length ? { ...query, background } : query;
}

/**
 * What a filter's text asks for: its words (q) and alternatives one of which must match (anyOf), all but the first of
 * them ranking as generic words when `widening` (ExperienceFilter).
 */
export interface FilterText {
  q?: string;
  anyOf?: string[];
  widening?: boolean;
  /** Words ruled out (ExperienceFilter.without): no match is named for one. */
  without?: string[];
  /** ExperienceFilter.namedFirst: the words a trip must be named for are read (TextQuery.named). */
  namedFirst?: boolean;
}

/** The filter's text as a query; undefined when it names no word (punctuation alone), which matches nothing. */
export function textQueryOf({ q, anyOf, widening, namedFirst }: FilterText): TextQuery | undefined {
  if (!q && !anyOf?.length) return undefined;
  const parsed = q ? parseTextQuery(q) : { required: [], all: [] };
  const base = parsed && namedFirst && q ? withNamed(parsed, q) : parsed;
  if (!base || !anyOf?.length) return base;
  const alternatives = anyOf.map((alt) => queryTerms(alt)).filter((terms) => terms.length > 0);
  if (!alternatives.length) return undefined;
  // Beside alternatives, generic words only rank, as they do beside any specific word ('maasai village tour' required
  // 'tour', and found two self-drives; 'rwanda uganda tours' the 26 of 56 that say 'tour').
  const required = base.required.every((t) => GENERIC_WORDS.has(t)) ? [] : base.required;
  // Alternatives that only widen the search rank as a country beside a specific word does: a little.
  const wider = widening ? alternatives.slice(1).flat() : [];
  const background = [...new Set([...(base.background ?? []), ...wider])];
  return { ...base, required, anyOf: alternatives, ...(background.length ? { background } : {}) };
}

/** The query with the words a trip must be named for (TextQuery.named) when they are not all its required ones. */
function withNamed(query: TextQuery, q: string): TextQuery {
  const words = namedWordsOf(q);
  const named = words === undefined ? undefined : parseTextQuery(words)?.required;
  return named && named.join(' ') !== query.required.join(' ') ? { ...query, named } : query;
}

/**
 * How one query word is matched. A word the stemmer left as typed may be unfinished ('kilim', 'serengeti'), so it is
 * matched as the prefix of a catalogue word, and so is one it only took a plural 's' off, which may be a short form
 * ('chimps' finds chimpanzees, 'rhinos' rhinoceroses). Any other stem is of a complete word and is matched whole:
 * 'canoeing' and 'canoes' are 'cano', which as a prefix would also find 'canopy'. A number is matched whole: '1 day'
 * must not find every 10- to 14-day trip. textOperands reads words the same way for the in-memory index.
 */
export const matchesAsPrefix = (word: string, lexeme: string) =>
  !isNumberTerm(word) && !isShortWord(word) && (lexeme === word || `${lexeme}s` === word);

/**
 * A common English word of three letters or fewer, or its plural ('cats'): a word the traveller finished, matched
 * whole, since as a prefix it starts too many others: 'tea' had found 'team' and 'teach' (93 of the demo's 169 trips,
 * the tea estates among them), 'sea' 'season', 'spa' 'spacious', 'bus' 'bush', 'cats' the catamaran. A short start
 * of a name ('zan', 'kil') is no English word and stays a prefix.
 */
export function isShortWord(word: string): boolean {
  const singular = word.length === 4 && word.endsWith('s') ? word.slice(0, -1) : word;
  return singular.length <= 3 && isCommonEnglishWord(singular);
}

// Terms are letters and digits only (queryTerms), so no word can inject tsquery syntax; each is also a bound parameter.
// `weights` restricts the match to positions of those weights ('AB': where the experience is named, namedMatch).
const termQuery = (t: string, weights = ''): SQL => {
  const whole = weights ? sql`to_tsquery('safari_search', ${t} || ${`:${weights}`})` : sql`to_tsquery('safari_search', ${t})`;
  return isNumberTerm(t) || isShortWord(t)
    ? whole
    : sql`(case when to_tsquery('safari_search', ${t})::text = quote_literal(${t})
                  or (right(${t}, 1) = 's' and to_tsquery('safari_search', ${t})::text = quote_literal(left(${t}, -1)))
                then to_tsquery('safari_search', ${t} || ${`:*${weights}`}) else ${whole} end)`;
};
/**
 * Every term (to_tsquery's &, at positions of `weights` when given) or any of them (|); a stop word's empty query
 * drops out of either, as in to_tsquery.
 */
const allOf = (terms: string[], weights = '') => sql`(${sql.join(terms.map((t) => termQuery(t, weights)), sql` && `)})`;
const anyOfTerms = (terms: string[]) => sql`(${sql.join(terms.map((t) => termQuery(t)), sql` || `)})`;

/**
 * The number of the first alternative (anyOf) whose every term the experience's document holds, from 0; NULL when it
 * holds none (the index's inTurn counts such rows as one more alternative). Undefined without alternatives.
 */
export function alternativeOf(query: TextQuery): SQL | undefined {
  if (!query.anyOf?.length) return undefined;
  return sql`case ${sql.join(query.anyOf.map((alternative, k) => sql`when ${s.experiences.searchDoc} @@ ${allOf(alternative)} then ${sql.raw(String(k))}`), sql` `)} end`;
}

/** The experience's document matches every required term, and every term of one alternative (anyOf). */
export function matchesTextQuery(query: TextQuery): SQL {
  const parts = query.required.length ? [allOf(query.required)] : [];
  if (query.anyOf) parts.push(sql`(${sql.join(query.anyOf.map((alternative) => allOf(alternative)), sql` || `)})`);
  return sql`${s.experiences.searchDoc} @@ (${sql.join(parts, sql` && `)})`;
}

/**
 * Whether the experience is named for one of `phrases` (every word of it, each as the search matches a word, at a
 * position of weight A or B: its name, places, type, location or country), what a traveller ruled out
 * (ExperienceFilter.without). False, not NULL, when none holds a word (stop words alone), so that `not` of it holds.
 */
export function namedForAny(phrases: readonly string[]): SQL {
  const each = phrases.map((p) => queryTerms(p)).filter((terms) => terms.length > 0);
  if (each.length === 0) return sql`false`;
  return sql`coalesce(${s.experiences.searchDoc} @@ (${sql.join(
    each.map((terms) => allOf(terms, 'AB')),
    sql` || `,
  )}), false)`;
}

/**
 * Every required word where the experience is named: its name and places (weight A), its type, location and country
 * (B), not only its description or what it offers. A length said ranks the length first (length-preference.ts); this
 * comes before it, so a trip that only mentions a word ('uganda gorillas 3 days': lake retreats whose descriptions
 * mention gorillas) does not pass one named for it (the 4-day Bwindi gorilla trek). Undefined without required words.
 *
 * `titled`: every required word in the experience's title (title_doc: its name and the destination it is listed
 * under, not the other places it visits), a country's name in the country too (B): the trips a search for the cheaper
 * ones lists cheapest first (budget.ts). 'cheap safari' puts the Hadzabe Cultural Safari before the Nairobi park day
 * whose type says 'Safari & Wildlife'; 'cheap kilimanjaro' the Kilimanjaro climbs before the Arusha coffee tour that
 * visits Kilimanjaro (a place of weight A, as a name is).
 */
export function namedMatch(query: TextQuery, { titled = false } = {}): SQL | undefined {
  if (query.required.length === 0) return undefined;
  if (!titled) return sql`${s.experiences.searchDoc} @@ ${allOf(query.required, 'AB')}`;
  const [countries, words] = [query.required.filter(isCountryWord), query.required.filter((t) => !isCountryWord(t))];
  const parts = [
    ...(words.length ? [sql`${s.experiences.titleDoc} @@ ${allOf(words)}`] : []),
    ...(countries.length ? [sql`${s.experiences.searchDoc} @@ ${allOf(countries, 'AB')}`] : []),
  ];
  return sql`(${sql.join(parts, sql` and `)})`;
}

/**
 * The words with every alternative's counted among them: the words that rank in full (rankWords), and those a trip
 * must be named for to come first when a place is joined with its country (ExperienceFilter.combinedFirst), the same
 * in the SQL window (search-window.ts combinedMatch) and the catalogue index (catalogue-index/head-order.ts combinedRows).
 */
export function withAlternativesRequired<T extends { required: string[]; anyOf?: string[][] }>(words: T): T {
  return words.anyOf ? { ...words, required: [...words.required, ...words.anyOf.flat()] } : words;
}

/**
 * The words with those a trip must be named for to come first for a length said (TextQuery.named: not the place it
 * leaves from) as the required ones, the same in the SQL window (search-window.ts) and the catalogue index
 * (catalogue-index/head-order.ts); unchanged otherwise.
 */
export function withNamedRequired<T extends { required: string[]; named?: string[] }>(words: T, { nearDays, namedFirst }: { nearDays?: number; namedFirst?: boolean }): T {
  return nearDays !== undefined && namedFirst && words.named ? { ...words, required: words.named } : words;
}

/**
 * Some required word (not a country's, which no destination is) in the destination the experience is listed under:
 * of the trips named for every word (namedMatch), wherever they come first (a length said, an order, the cheaper
 * ones), those listed under the place named come before the rest (search-window.ts, the catalogue index:
 * TextIndex.listed). 'cheap kilimanjaro' had led with the Amboseli trips titled for the mountain's view ('… &
 * Kilimanjaro Views'), cheaper than any climb; '5 day kilimanjaro' with the 5-day one of them, before the 6-day
 * Marangu climb. Undefined without such a word.
 */
export function listedMatch(query: TextQuery): SQL | undefined {
  const words = query.required.filter((t) => !isCountryWord(t));
  if (words.length === 0) return undefined;
  return sql`to_tsvector('safari_search'::regconfig, coalesce(${s.experiences.destinationName}, '')) @@ ${anyOfTerms(words)}`;
}

/**
 * The words that rank in full and those that add a tenth (textRank): the required and the alternatives' (ts_rank takes
 * them as one OR) in full, the words that only rank and the background a tenth. Read by word, once for SQL and the
 * in-memory index alike (textOperands): the index had told them apart by lexeme, so a word sharing its stem with a
 * background one ranked in full in SQL and a tenth in memory ('culture' beside a widening 'cultural'; 'boats' beside
 * 'boat'), and the two paths ordered such a search differently.
 */
function rankWords(query: TextQuery): { specific: string[]; generic: string[] } {
  const background = new Set(query.background);
  const ranked = withAlternativesRequired(query).required;
  return { specific: ranked.filter((t) => !background.has(t)), generic: [...query.all.filter((t) => !query.required.includes(t)), ...background] };
}

const WEIGHTS = sql.raw(`'{0.05, 0.2, 0.5, 1.0}'`);

/**
 * Relevance: weighted by where the terms occur (name and places count most, the agency name least) and normalised by
 * the document's length; the generic words add a little, so 'Gorilla Tours' ranks gorilla experiences above city
 * tours that only share the word 'tour'. Ties are broken by the caller's stable order.
 */
export function textRank(query: TextQuery): SQL {
  const words = rankWords(query);
  const specific = sql`ts_rank(${WEIGHTS}, ${s.experiences.searchDoc}, ${anyOfTerms(words.specific)}, 1)`;
  if (words.generic.length === 0) return specific;
  return sql`(${specific} + 0.1 * ts_rank(${WEIGHTS}, ${s.experiences.searchDoc}, ${anyOfTerms(words.generic)}, 1))`;
}

/** What to_tsquery made of each query word (with `:*`): its lexeme, null for a stop word, false for anything else. */
type Lexeme = string | null | false;
const LEXEME_CACHE_MAX = 10_000;
const lexemeCaches = new WeakMap<object, KeptMap<string, Lexeme>>();
const TSQUERY_PREFIX_OPERAND = /^'((?:[^']|'')*)':\*$/;

/**
 * The words' lexemes as the `safari_search` configuration stems them, asked of PostgreSQL once per word (one small
 * query for the words not seen before; no table is read) and then kept: the configuration is fixed by migrations.
 */
async function lexemesOf(db: DbOrTx, words: string[]): Promise<Map<string, Lexeme>> {
  let cache = lexemeCaches.get(db);
  if (!cache) lexemeCaches.set(db, (cache = new KeptMap(LEXEME_CACHE_MAX)));
  const unknown = [...new Set(words.filter((w) => !cache.has(w)))];
  if (unknown.length) {
    const result = (await db.execute(
      sql`select v.w, to_tsquery('safari_search', v.w || ':*')::text as q from (values ${sql.join(unknown.map((w) => sql`(${w}::text)`), sql`, `)}) as v(w)`,
    )) as unknown as { rows: Array<{ w: string; q: string }> };
    for (const { w, q } of result.rows) {
      const operand = TSQUERY_PREFIX_OPERAND.exec(q);
      cache.set(w, q === '' ? null : operand ? operand[1]!.replaceAll("''", "'") : false);
    }
  }
  // null (a stop word) is an answer; only a word the query did not return is unknown.
  return new Map(words.map((w) => [w, cache.has(w) ? cache.get(w)! : false]));
}

/** The words of `words` that the search's stemming drops as stop words ('in', 'to', 'with'…). */
export async function stopWordsOf(db: DbOrTx, words: string[]): Promise<Set<string>> {
  if (words.length === 0) return new Set();
  const lexemes = await lexemesOf(db, words);
  return new Set(words.filter((w) => lexemes.get(w) === null));
}

/**
 * The query as the catalogue index's text operands (text-index.ts): the same words, stemmed the same way, that
 * matchesTextQuery and textRank give PostgreSQL. Undefined when a word is not one plain prefix operand (no such
 * word is known; the SQL path then answers).
 */
export async function textOperands(db: DbOrTx, text: FilterText): Promise<TextOperands | undefined> {
  let kept = operandCaches.get(db);
  if (!kept) operandCaches.set(db, (kept = new KeptMap(OPERANDS_CACHE_MAX)));
  const key = JSON.stringify([text.q, text.anyOf, text.widening, text.without, text.namedFirst]);
  const hit = kept.get(key);
  if (hit !== undefined) return hit ?? undefined;
  const operands = await operandsOf(db, text);
  kept.set(key, operands ? deepFreeze(operands) : null);
  return operands;
}

/**
 * textOperands kept per database by the filter's text, as the lexemes are: what they are made of is fixed by the
 * migrations, and a search that finds nothing asks again for each set of its words it counts ('gorilla beach' →
 * 'gorilla', 'beach'), so most asks are of words asked before. Frozen: every search of these words shares them.
 */
const OPERANDS_CACHE_MAX = 20_000;
const operandCaches = new WeakMap<object, KeptMap<string, TextOperands | null>>();
const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
};

async function operandsOf(db: DbOrTx, text: FilterText): Promise<TextOperands | undefined> {
  const worded = Boolean(text.q || text.anyOf?.length);
  const query = worded ? textQueryOf(text) : undefined;
  const without = (text.without ?? []).map((phrase) => queryTerms(phrase));
  const lexemes = await lexemesOf(db, [...(query?.all ?? []), ...(query?.anyOf?.flat() ?? []), ...(query?.named ?? []), ...without.flat()]);
  if ([...lexemes.values()].includes(false)) return undefined;
  // A stop word drops out of to_tsquery's result, as here.
  const pick = (words: string[]) =>
    words.flatMap((w) => {
      const lexeme = lexemes.get(w);
      return typeof lexeme === 'string' ? [matchesAsPrefix(w, lexeme) ? `${lexeme}${PREFIX}` : lexeme] : [];
    });
  // A phrase of stop words alone drops out, as in namedForAny.
  const phrases = without.map(pick).filter((phrase) => phrase.length > 0);
  const ruledOut = phrases.length ? { without: phrases } : {};
  // Only words ruled out ('no camping'): every experience not named for them, in the order of a search without words.
  if (!worded) return { required: [], specific: [], generic: [], wordless: true, ...ruledOut };
  // Punctuation alone names no word: it matches nothing (buildExperienceWhere).
  if (!query) return { required: [], specific: [], generic: [], ...ruledOut };
  const ranking = rankWords(query);
  const operands: TextOperands = {
    required: pick(query.required),
    specific: pick(ranking.specific),
    generic: pick(ranking.generic),
    ...(query.named ? { named: pick(query.named) } : {}),
    ...ruledOut,
  };
  // The alternatives' countries too: a place joined with its country reads both as one (combinedFirst: head-order.ts).
  const countries = [...query.required, ...(query.anyOf?.flat() ?? [])].filter(isCountryWord);
  if (countries.length) operands.countries = pick(countries);
  // An alternative of stop words alone drops out of to_tsquery's result; so do the alternatives when none is left.
  const anyOf = query.anyOf?.map(pick).filter((alt) => alt.length > 0);
  return anyOf?.length ? { ...operands, anyOf } : operands;
}
