import { eq, inArray } from 'drizzle-orm';
import { foldForSearch } from '@safari/contract';
import type {
  ExperienceCard,
  ExperienceFacets,
  ExperienceSearchFilters,
  ExperienceSort,
  ListExperiencesQuery,
  ToursResponse,
} from '@safari/contract';
import type { DbOrTx } from '../../db/client.js';
import * as s from '../../db/schema.js';
import { cardColumns, loadExperienceCards, sortImages } from './cards.js';
import type { ExperienceFilter } from './filters.js';
import { countFacets } from './facets.js';
import { cardRowsByIds, pageIds, searchWindow, type SearchWindowCache } from './matching/search-window.js';
import type { CatalogueIndexSource } from './matching/catalogue-index.js';
import { joinWords, placesNamedBy, type Vocabulary } from './words/vocabulary.js';
import { fallbackQuery, type Instead } from './words/query-fallback.js';
import { shownText } from './words/query-fallback/words.js';
import { foreignPlaceIn, namesPlaceElsewhere } from './words/foreign-places.js';
import { passingLabel, passingPlaceIn } from './words/passing-places.js';
import { numberAsPrice, readingLabel, readingsOf, understandQuery, type Reading } from './words/query-intent.js';
import { BEST_MATCHES, cheaperWhenAsked } from './words/budget.js';
import type { CardCache } from './serving/card-cache.js';
import { namedWordsOf, queryTerms, stopWordsOf, textOperands } from './words/text-search.js';

export interface PageOptions {
  /** Windows per catalogue version (the public routes pass one; a transaction or a one-off call does not). */
  windows?: SearchWindowCache;
  /** The catalogue's filter columns in memory (public routes): a search without words is answered from it. */
  index?: CatalogueIndexSource;
  /** Count every match even past EXACT_TOTAL_MAX (the tours page numbers its pages). */
  exactTotal?: boolean;
  /** Cards by id per catalogue version (public routes, with `version`). */
  cards?: CardCache;
  /** The catalogue version the answer is built for (the response cache's read), so no cache below reads it again. */
  version?: string;
}

/**
 * A page of cards matching the filter, in the chosen order (relevance: best match first, else the mixed order), with
 * the total: the search's window of ids (search-window.ts, cached per catalogue version when `windows` is given),
 * then the page's rows by id.
 */
export async function findExperiencePage(db: DbOrTx, filter: ExperienceFilter, limit: number, offset: number, sort: ExperienceSort = 'relevance', options: PageOptions = {}) {
  const { ids, total, estimated } = await pageOf(db, filter, limit, offset, sort, options);
  return { experiences: await cardsOf(db, ids, options), total, total_estimated: estimated };
}

/** The public cards of `ids` in that order: from the card cache on the public routes, else read. */
async function cardsOf(db: DbOrTx, ids: number[], options: PageOptions): Promise<ExperienceCard[]> {
  if (options.cards && options.version !== undefined) return options.cards.get(db, ids, options.version);
  return loadExperienceCards(db, await cardRowsByIds(db, ids, (where) => db.select(cardColumns).from(s.experiences).leftJoin(s.agents, eq(s.agents.id, s.experiences.agentId)).where(where)));
}

/** The in-memory index and the query's words as its operands, when it can answer the search (decision 017). */
async function indexFor(db: DbOrTx, filter: ExperienceFilter, options: PageOptions) {
  const index = await options.index?.(options.version);
  if (!index) return undefined;
  if (!filter.q && !filter.anyOf && !filter.without?.length) return { index, text: undefined };
  const text = await textOperands(db, filter);
  return text ? { index, text } : undefined;
}

/** The page's ids and the total: from the in-memory index once it is built, else from the search's SQL window. */
async function pageOf(db: DbOrTx, filter: ExperienceFilter, limit: number, offset: number, asked: ExperienceSort, options: PageOptions) {
  // The cheaper trips or an order asked for with no other words ('cheap', 'longest'): no words to rank or name, so
  // the cheapest first (budget.ts) or that order; with words, the index and the window order those named for them
  // so (namedOrder); an order for every match (allInOrder) is the sort. An order chosen on the page wins.
  const bare = asked === 'relevance' && !filter.q && !filter.anyOf;
  const sort = asked === 'relevance' && filter.allInOrder ? filter.allInOrder : bare && filter.cheaperFirst ? 'price_asc' : bare && filter.order ? filter.order : asked;
  const indexed = await indexFor(db, filter, options);
  if (indexed) return { ...indexed.index.page(filter, sort, limit, offset, indexed.text), estimated: false };
  const window = await searchWindow(db, filter, sort, options);
  return { ids: await pageIds(db, window, filter, sort, limit, offset), total: window.total, estimated: window.estimated };
}

/** How many experiences match: from the index once it is built, else the SQL window's total. */
async function countOf(db: DbOrTx, filter: ExperienceFilter, options: PageOptions): Promise<number> {
  const indexed = await indexFor(db, filter, options);
  if (indexed) return indexed.index.count(filter, indexed.text);
  return (await searchWindow(db, filter, 'relevance', options)).total;
}

/** How many of the experiences named for a place's words are read to see whether they stand together: one page. */
const NAMED_CHECKED = 24;

/**
 * Whether some experience is named for `words` (in its name, places, type or location: ExperienceFilter.namedOnly);
 * for a name of two words or more, where they stand together in its card's name, place, location or type: 'mara north'
 * is named by no trip, though one holds 'Mara' (a river crossing) and 'northern' (the circuit), and had been found
 * alone instead of the Masai Mara's trips.
 */
async function namedFor(db: DbOrTx, words: string, options: PageOptions): Promise<boolean> {
  if (!words.includes(' ')) return (await countOf(db, { q: words, namedOnly: true }, options)) > 0;
  const { ids } = await pageOf(db, { q: words, namedOnly: true }, NAMED_CHECKED, 0, 'relevance', options);
  const spaced = (text: string) => ` ${foldForSearch(text).replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  return (await cardsOf(db, ids, options)).some((card) =>
    spaced([card.experience_name, card.destination_name, card.location, card.experience_type].filter(Boolean).join(' \u2022 ')).includes(` ${words} `),
  );
}

/** The text to search instead of the filter's, which finds nothing (query-fallback.ts), with the same other filters. */
async function searchInstead(db: DbOrTx, filter: ExperienceFilter, vocabulary: () => Promise<Vocabulary>, options: PageOptions): Promise<Instead | undefined> {
  if (!filter.q) return undefined;
  const stopWords = await stopWordsOf(db, queryTerms(filter.q));
  // Each candidate is counted as it would be searched (firstFound's retry): with the places its own words name, not
  // those of the words as typed ('nosy be zanzibar' counted 'nosy be or zanzibar' within Nosy Be and dropped Zanzibar).
  return fallbackQuery(await vocabulary(), filter.q, stopWords, async (text) => countOf(db, await withNamedPlaces(db, insteadOf(filter, text), vocabulary), options));
}

/**
 * The filter with the fallback's words instead of its own, read as words typed right are (understandQuery): a slip of
 * an animal few trips name is its trips, then the safaris of its range ('leapord' had found the 6 trips that say
 * 'leopard', 'leopard' 74); a slip of words that say only 'a trip' ('holliday', 'vaccation') is every experience (it
 * had been searched as the word: the two trips whose names say 'holiday', or nothing).
 */
function insteadOf(filter: ExperienceFilter, text: Omit<Instead, 'label'>): ExperienceFilter {
  const instead = { ...filter, ...text };
  const reread = understandQuery(instead);
  return reread ? readingsOf(reread, instead)[0]! : instead;
}

const filterOf = (query: ExperienceSearchFilters): ExperienceFilter => ({
  tripType: query.tripType || undefined,
  destination: query.destination || undefined,
  q: query.q || undefined,
  minPrice: query.minPrice,
  maxPrice: query.maxPrice,
  minDays: query.minDays,
  maxDays: query.maxDays,
});

/** A search's page of ids in order, its total, and the corrected text it searched for instead, if any. */
export interface SearchResult {
  ids: number[];
  total: number;
  total_estimated: boolean;
  searched_for: string | null;
  read_as: string | null;
  /** The place outside the five countries that a search finding nothing names ('Seychelles'). */
  outside_region: string | null;
}

/**
 * The first reading of the search that finds something, run by `run` (a page, the facets): first with two words typed
 * apart that the catalogue writes as one joined ('wild life' → wildlife; vocabulary.ts joinWords), then what the words
 * mean ('day trip': one day, 'cheap': the cheaper of the best matches, '3 days': about that long, closest first; query-intent.ts,
 * budget.ts, length-preference.ts), then the words as typed, then, when those find nothing, the closest query that
 * finds something (misspellings corrected, travellers' phrases put in the catalogue's words, places as alternatives,
 * then as few words dropped as it takes: query-fallback.ts), whose label `searchedFor` is: first of each reading's
 * words ('serengetti 2 weeks' → 'Serengeti · about 14 days'), then of the words as typed. `readAs` names a reading
 * that set a price or length bound (readingLabel).
 */
async function firstFound<T extends { total: number }>(
  db: DbOrTx,
  filter: ExperienceFilter,
  vocabulary: () => Promise<Vocabulary>,
  options: PageOptions,
  run: (filter: ExperienceFilter) => Promise<T>,
  { joined = false, byRelevance = true, placed = false }: { joined?: boolean; byRelevance?: boolean; placed?: boolean } = {},
): Promise<{ found: T; searchedFor: string | null; readAs: string | null }> {
  // A famous place elsewhere named in words the region uses too ('victoria falls') finds nothing, as a country
  // elsewhere does: punctuation alone names no word and matches nothing on both search paths.
  if (filter.q && namesPlaceElsewhere(queryTerms(filter.q))) return { found: await run({ ...filter, q: '-' }), searchedFor: null, readAs: null };
  // Words typed apart that the catalogue writes as one ('wild life'): the joined word first, read as any query is.
  const together = !joined && filter.q && /\S\s+\S/.test(filter.q) ? joinWords(await vocabulary(), filter.q) : undefined;
  if (together) {
    const first = await firstFound(db, { ...filter, q: together }, vocabulary, options, run, { joined: true, byRelevance });
    if (first.found.total > 0) {
      if (first.searchedFor) return first;
      // How the words were read, as a length or a price is (not a correction: the words as typed may find something):
      // 'wild life' → 'wildlife', 'sun rise 3 days' → 'sunrise · about 3 days'.
      return { found: first.found, searchedFor: null, readAs: first.readAs ?? together };
    }
  }
  filter = await withNamedPlaces(db, filter, vocabulary);
  // A place beside a covered one that no experience is named for, though the catalogue's words hold it ('musanze', the
  // town an agency works from): the covered place's trips, read as any query is, and the page says so ('Volcanoes').
  const passing = !placed && filter.q ? await passingPlaceIn(vocabulary, filter.q) : undefined;
  if (passing && !(await namedFor(db, passing.named, options))) {
    const beside = await firstFound(db, { ...filter, q: passing.q }, vocabulary, options, run, { joined, byRelevance, placed: true });
    if (beside.found.total > 0) {
      const { found, searchedFor, readAs } = beside;
      if (searchedFor) return { found, searchedFor: passingLabel(searchedFor, passing), readAs };
      return { found, searchedFor: null, readAs: passingLabel(readAs ?? passing.q, passing) };
    }
  }
  const understood = understandQuery(filter);
  const readings = understood ? readingsOf(understood, filter) : [];
  // An order the words asked for ('longest safari') is the page's when it orders by relevance; one chosen there wins.
  // So does a month said beside words ('safari in november'), which only ranks; a month said alone ('december') is a
  // condition, in any order (ExperienceFilter.bestIn).
  const meaning = async ({ order, whenMonths, ifNamed: _, ...reading }: Reading) => ({
    ...(await cheaperWhenAsked(reading, async (f) => {
      const { ids } = await pageOf(db, f, BEST_MATCHES, 0, 'relevance', options);
      return (await cardsOf(db, ids, options)).flatMap((card) => (card.price === null ? [] : [card.price]));
    })),
    ...(order && byRelevance ? { order } : {}),
    ...monthsMeant(whenMonths, Boolean(reading.q || reading.anyOf), byRelevance),
  });
  // How the words were read, as the page names them: its words as the catalogue writes them (shownText). The
  // vocabulary is read by then for any words (passingPlaceIn above): a memo's answer.
  const readAsOf = async (meant: Parameters<typeof readingLabel>[1]) => {
    const words = await vocabulary();
    return readingLabel(filter, meant, (text) => shownText(words, text));
  };
  let firstTry: T | undefined;
  for (const reading of readings) {
    // Places joined by 'or' (query-intent/places-either.ts) are read so only when each finds something: a slip the
    // gazetteer knows by name ('serengetti or masai mara') had left the other place's trips alone, unsaid. The words
    // are then corrected as any others are.
    if (reading.inTurn && (await someFindsNothing(db, reading.anyOf ?? [], options))) continue;
    const meant = await meaning(reading);
    const named = reading.ifNamed && meant.q ? namedWordsOf(meant.q) : undefined;
    if (named && (await countOf(db, { ...meant, q: named, namedOnly: true }, options)) === 0) continue;
    const found = await run(meant);
    if (found.total > 0) return { found, searchedFor: null, readAs: await readAsOf(meant) };
    firstTry ??= found;
  }
  // A number read as part of a name ('big 5 kenya') is not searched as typed: its 5 would find the 5-day trips; nor
  // are words that rule one out ('safari without camping' would find the camping safaris).
  const asTyped = !((understood?.numberNamed || understood?.without) && firstTry);
  const typed = asTyped ? await run(filter) : firstTry!;
  if (typed.total > 0) return { found: typed, searchedFor: null, readAs: null };
  // A lone number beside the words, which no trip's text holds: the most to pay ('safari 1500' → 'safari · up to
  // $1,500'), shown as how the words were read, as 'safari under 1500' is (it had been shown as a search instead, "no
  // experiences match 'safari 2k'", though the words had found the trips the traveller meant); beside the words as
  // read first ('safari 2000 per person' had kept 'per person', which every price is, and found the seven trips whose
  // text says it).
  // Not when the words said which bound the number is ('luxury safari above 8000' had been read as up to $8,000).
  const boundSaid = understood && (understood.minPrice !== filter.minPrice || understood.maxPrice !== filter.maxPrice);
  const priced = asTyped && !boundSaid ? ((readings[0] && numberAsPrice(readings[0])) ?? numberAsPrice(filter)) : undefined;
  // With only a length beside it ('10 days 3000'), that length's own readings under the price: exactly that long first,
  // then about it, then the closest (it had been every trip about that long in no order, a 7-day spa first).
  const pricedReadings = priced && !priced.q && understood ? readingsOf({ ...understood, q: undefined, maxPrice: priced.maxPrice }, filter) : priced ? [priced] : [];
  for (const reading of pricedReadings) {
    const meant = await meaning(reading);
    const found = await run(meant);
    if (found.total > 0) return { found, searchedFor: null, readAs: await readAsOf(meant) };
  }
  // Nothing found: the closest words that find something, first each reading's own, with its bounds (a slip beside a
  // length or a price: 'serengetti 2 weeks', 'serengetti 1500'), then the words as typed (which set no bound, so only the words label it).
  for (const words of asTyped ? [...readings, ...(priced ? [priced] : []), filter] : readings) {
    const instead = await searchInstead(db, words, vocabulary, options);
    if (!instead) continue;
    const { label, ...text } = instead;
    // The fallback's own alternatives (places) replace a reading's, which may have widened the search.
    const meant = await meaning(await withNamedPlaces(db, { ...insteadOf(words, text), ...(text.anyOf ? { widening: undefined } : {}) }, vocabulary));
    const retry = await run(meant);
    // Words the reading took whole (a month: 'weather in july' → july) are not shown twice ('july · best in July').
    const shown = meant.q || meant.anyOf ? label : undefined;
    // A phrase the reading searched as alternatives is named as typed, as when found first ('my wife and i want to see
    // the big five' had been named 'see'); the fallback's own alternatives are in its label already.
    const either = text.anyOf ? undefined : words.anyOf;
    const named = [label, either?.[0]].filter(Boolean).join(' ');
    if (retry.total > 0) return { found: retry, searchedFor: readingLabel(filter, { ...meant, q: shown, anyOf: either }) ?? named, readAs: null };
  }
  return { found: typed, searchedFor: null, readAs: null };
}

/** Months said: beside words, a preference when the page orders by relevance; alone, a condition in any order. */
function monthsMeant(months: number[] | undefined, worded: boolean, byRelevance: boolean): Pick<ExperienceFilter, 'whenMonths' | 'bestIn'> {
  if (!months) return {};
  if (!worded) return { bestIn: months };
  return byRelevance ? { whenMonths: months } : {};
}

/** Some of the alternatives finds nothing by itself. */
async function someFindsNothing(db: DbOrTx, alternatives: string[], options: PageOptions): Promise<boolean> {
  for (const q of alternatives) if ((await countOf(db, { q }, options)) === 0) return true;
  return false;
}

/** The filter with the places its words name that the words alone cannot find (vocabulary.ts placesNamedBy). */
async function withNamedPlaces(db: DbOrTx, { places: _, ...filter }: ExperienceFilter, vocabulary: () => Promise<Vocabulary>): Promise<ExperienceFilter> {
  if (!filter.q) return filter;
  const terms = queryTerms(filter.q);
  const stopWords = await stopWordsOf(db, terms);
  if (stopWords.size === 0) return filter;
  const places = placesNamedBy(await vocabulary(), terms, stopWords);
  return places.length ? { ...filter, places } : filter;
}

/** The search of /searchresultpage and the spec's wide call, as ids, read as firstFound reads it. */
export async function searchExperiences(db: DbOrTx, query: ListExperiencesQuery, vocabulary: () => Promise<Vocabulary>, options: PageOptions = {}): Promise<SearchResult> {
  const { limit, offset, sort } = query;
  const { found, searchedFor, readAs } = await firstFound(db, filterOf(query), vocabulary, options, (filter) => pageOf(db, filter, limit, offset, sort, options), {
    byRelevance: sort === 'relevance',
  });
  // A search that finds nothing for a place the agents do not cover says so, rather than only 'no match'.
  const outside = found.total === 0 && query.q ? (foreignPlaceIn(queryTerms(query.q)) ?? null) : null;
  return { ids: found.ids, total: found.total, total_estimated: found.estimated, searched_for: searchedFor, read_as: readAs, outside_region: outside };
}

/** The search's page as cards, with what it searched for instead (searchExperiences). */
export async function searchCards(db: DbOrTx, query: ListExperiencesQuery, vocabulary: () => Promise<Vocabulary>, options: PageOptions = {}) {
  const { ids, ...found } = await searchExperiences(db, query, vocabulary, options);
  return { experiences: await cardsOf(db, ids, options), ...found };
}

/**
 * Facet counts for the search, read as the list reads it (firstFound). Exact: counted over the in-memory index (public
 * routes, once it is built), else by SQL.
 */
export async function findFacets(db: DbOrTx, query: ExperienceSearchFilters, vocabulary: () => Promise<Vocabulary>, options: PageOptions = {}): Promise<ExperienceFacets> {
  return (await firstFound(db, filterOf(query), vocabulary, options, (filter) => facetsOf(db, filter, options))).found;
}

async function facetsOf(db: DbOrTx, filter: ExperienceFilter, options: PageOptions): Promise<ExperienceFacets> {
  const indexed = await indexFor(db, filter, options);
  return indexed ? indexed.index.facets(filter, indexed.text) : countFacets(db, filter);
}

/**
 * Tours page. The spec's client loads 9 at offset 0, then 18 at a time; whatever offsets it uses, hasMore is
 * "something lies beyond offset + limit", which is what ends its infinite scroll without gaps. currentPage counts
 * pages of this request's size up to it, rounding a partial first step up (offset 9 with limit 18 is page 2, so the
 * "9 then 18s" scheme numbers 1, 2, 3… and plain uniform paging numbers as usual); totalPages is the pages before
 * this one plus those left at this size, never less than currentPage (0 when there are no tours).
 */
export async function findTours(db: DbOrTx, limit: number, offset: number, options: PageOptions = {}): Promise<ToursResponse> {
  const { experiences, total } = await findExperiencePage(db, { toursOnly: true }, limit, offset, 'relevance', { ...options, exactTotal: true });
  const currentPage = Math.ceil(offset / limit) + 1;
  const remaining = Math.max(total - offset, 0);
  const totalPages = total === 0 ? 0 : Math.max(currentPage, currentPage - 1 + Math.ceil(remaining / limit));
  return { experiences, pagination: { currentPage, totalPages, hasMore: offset + limit < total, total } };
}

/** Short teasers for a destination (default Tanzania): title, a one-line headline, the experience and agent images. */
export async function findSamples(db: DbOrTx, destination = 'Tanzania') {
  const { experiences } = await findExperiencePage(db, { destination: destination || 'Tanzania' }, 6, 0);
  const agentIds = [...new Set(experiences.map((e) => e.agent_id).filter((id): id is number => id !== null))];
  const agentImages = agentIds.length
    ? await db
        .select({ agentId: s.agentImages.agentId, imageUrl: s.agentImages.imageUrl, isPrimary: s.agentImages.isPrimary, displayOrder: s.agentImages.displayOrder, id: s.agentImages.id })
        .from(s.agentImages)
        .where(inArray(s.agentImages.agentId, agentIds))
    : [];
  const agentImage = new Map<number, string>();
  for (const img of sortImages(agentImages)) if (!agentImage.has(img.agentId)) agentImage.set(img.agentId, img.imageUrl);
  return {
    experiences: experiences.map((e) => ({
      id: e.id,
      title: e.experience_name,
      headline: [e.experience_type, e.location ?? e.destination_name ?? e.country].filter(Boolean).join(' · ') || e.experience_name,
      experience_image: e.primary_image,
      agent_image: e.agent_id !== null ? (agentImage.get(e.agent_id) ?? null) : null,
    })),
  };
}
