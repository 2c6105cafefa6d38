import { ANY_TRIP_WORDS, COMBINED_WORDS, GENERIC_WORDS, isCountryWord, parseTextQuery, queryTerms } from './text-search.js';
import { isNumberTerm, isOrdinalTerm } from '../matching/text-index.js';
import { closestWord, completeRegionWord, completeWord, knownPrefix, placeNamesOf, shownWord, type Vocabulary } from './vocabulary.js';
import { isCommonEnglishWord } from './english-words.js';
import { placesNamedIn } from '../../ai/offline/gazetteer.js';
import { joinedWishes, labelOf, meantWords, placeNameWords, trimmedOf, WHEN_WORDS, type Word } from './query-fallback/words.js';
import { DONE_THERE, placesElsewhere, withoutPlacesOutOfRange } from './query-fallback/elsewhere.js';

/**
 * What a search that finds nothing as typed searches instead; the page then says 'Showing results for …' beside
 * 'no experiences match "…"' (search-page.tsx), so nothing is dropped or changed behind the traveller's back
 * (decisions 022 and 023). The first of these that finds something wins:
 *
 * 1. Every word kept: the traveller's words for what the catalogue calls otherwise (query-fallback/phrases.ts),
 *    misspelt words corrected from the catalogue's vocabulary (vocabulary.ts; a common English word is never a slip),
 *    words typed without their space split ('stonetown' → Stone Town).
 * 2. Places no experience has together as alternatives, every other word kept ('rwanda uganda gorillas' → gorillas
 *    in rwanda or uganda).
 * 3. The most of the words that still find something together ('best safari in kenya' → 'safari kenya'): stop words
 *    and words that find nothing even alone go first; the places and countries named go last, kept while any set
 *    with them finds something ('luxury honeymoon zanzibar beach' → 'zanzibar beach', not Kenya's 'luxury honeymoon
 *    beach'); among sets of the same size, the one keeping more place names,
 *    then more other names (catalogue words that are no common English word: 'kampala city' → kampala), then fewer
 *    words of how a trip is made ('luxury', 'private': MANNER_WORDS), then more words as typed (not corrected), then
 *    of one word left the narrower, finding fewer, when trips are named for it ('cycling safari' → cycling, not
 *    every safari), then the one finding more. A place's name is one word here ('queen elizabeth national park').
 *
 * A typed name the catalogue knows nothing about ('lake victoria', 'cape town') is what the traveller is looking for,
 * and results without it would mislead: then nothing is searched instead. Unless it is a place of one of the five
 * countries that no experience names yet (the region's gazetteer, ai/offline/gazetteer-data.ts): then the search is
 * for what it offers closest, with the page saying so beside 'no experiences match "…"' (placesElsewhere: 'jozani
 * forest' → Zanzibar, 'watamu' → Kenya beaches, 'kisumu' → Kenya). Ordinary words may go: numbers, months, common
 * English words the catalogue does not use ('whale shark', 'photo safari').
 * This is what search engines call dropping words when a query finds nothing (Typesense's drop_tokens_threshold,
 * Meilisearch's matching strategies, Algolia's removeWordsIfNoResults), with places as our tie-break: this catalogue
 * is searched by destination first.
 */

/** Sets of `size` of `items`, each in the items' order. */
function* subsets<T>(items: T[], size: number, from = 0): Generator<T[]> {
  if (size === 0) {
    yield [];
    return;
  }
  for (let i = from; i <= items.length - size; i++) for (const rest of subsets(items, size - 1, i + 1)) yield [items[i]!, ...rest];
}

/** Up to this many words, every set of them is tried (26 counts at most); a longer query first loses its narrowest words. */
const EXHAUSTIVE_MAX = 5;

/**
 * What to search instead: the words every result must match (`q`), and places one of which it must match (`anyOf`:
 * 'rwanda or uganda'), as the filter's fields; `label` is how 'Showing results for' puts it.
 */
export interface Instead {
  q: string;
  anyOf?: string[];
  /** The alternatives are places named together, taken in turn (ExperienceFilter.inTurn). */
  inTurn?: true;
  /** The dearer trips first, for words of luxury dropped (DEARER_WORDS), as 'most expensive' asks (ExperienceFilter.order). */
  order?: 'price_desc';
  label: string;
}

/**
 * The query to search instead of `q`, which found nothing, or undefined when nothing close finds anything. `count`
 * gives the number of matches of a query with the search's other filters; `stopWords` are the query's stop words.
 */
export async function fallbackQuery(
  vocabulary: Vocabulary,
  q: string,
  stopWords: ReadonlySet<string>,
  count: (text: { q: string; anyOf?: string[]; namedOnly?: boolean }) => Promise<number>,
): Promise<Instead | undefined> {
  // A region's place typed unfinished, which no slip or catalogue word is near ('olduv'), as if typed in full: the place
  // it names is then read as any such place is (placesElsewhere: 'olduvai' → Ngorongoro), as the search box suggests.
  const finished = (text: string) => {
    const place = completeRegionWord(vocabulary, text);
    return place && closestWord(vocabulary, text) === undefined && completeWord(vocabulary, text) === undefined ? place : text;
  };
  return insteadOf(
    vocabulary,
    queryTerms(q)
      .map(finished)
      .map((text) => ({ text, label: shownWord(vocabulary, text), typed: true })),
    stopWords,
    count,
    true,
  );
}

/** fallbackQuery of the words `typed` (a reading of them, when `elsewhere` is false: placesElsewhere). */
async function insteadOf(
  vocabulary: Vocabulary,
  typed: Word[],
  stopWords: ReadonlySet<string>,
  count: (text: { q: string; anyOf?: string[]; namedOnly?: boolean }) => Promise<number>,
  elsewhere: boolean,
): Promise<Instead | undefined> {
  const words = meantWords(vocabulary, typed, stopWords);
  // Stop words or filler alone ('the', 'things to do') name nothing to look for, as punctuation alone does.
  if (words.length === 0) return undefined;
  const query = (ws: Word[]) => ws.map((w) => w.text).join(' ');
  const changed = query(words) !== query(typed);
  if (changed && (await count({ q: query(words) })) > 0) return { q: query(words), label: labelOf(words) };

  // Each distinct word alone: one that finds nothing by itself cannot help any set.
  const alone = new Map<string, { word: Word; total: number }>();
  for (const word of words) if (!alone.has(word.text)) alone.set(word.text, { word, total: await count({ q: word.text }) });
  // A typed word the catalogue does not use (and no slip of one it does): nothing to search instead. Known means it
  // finds something alone, or (when the other filters leave it nothing) starts a word of the catalogue. Ordinary
  // words are the exception, as what a traveller adds rather than looks for: numbers ('serengeti safari 5 days'),
  // months, and common English words ('whale shark', 'photo safari') unless one names a place with its neighbour
  // ('cape town').
  const namesPlace = placeNameWords(typed);
  const ordinary = (text: string) => isNumberTerm(text) || isOrdinalTerm(text) || WHEN_WORDS.has(text) || (isCommonEnglishWord(text) && !namesPlace.has(text));
  // A word and 'free' after it ask for a trip without it ('malaria free safari', 'mosquito free'): neither is a wish to
  // keep ('free' had been kept as the narrower word, a Sainte-Marie spa retreat whose text says it). Not read so before
  // the search: a trip that says both is found as typed.
  const freed = new Set(words.flatMap((w, k) => (k > 0 && w.text === 'free' ? [w.text, words[k - 1]!.text] : [])));
  const unknown = (w: Word) => w.typed && !ordinary(w.text) && !freed.has(w.text) && alone.get(w.text)!.total === 0 && !knownPrefix(vocabulary.words, w.text);
  if (words.some(unknown)) {
    if (!elsewhere) return undefined;
    const unknownWords = new Set(words.filter(unknown).map((w) => w.text));
    // What the traveller looks for beside such a place ('chimps' of 'gombe chimps', 'flamingos' of 'lake natron
    // flamingos'): words that find something alone, not a place's own ('lake'), a trip's ('tour') or a time's.
    const inPlaces = new Set(placesNamedIn(typed.map((w) => w.text)).flatMap(({ from, to }) => typed.slice(from, to).map((w) => w.text)));
    const beside = words.filter((w) => !unknownWords.has(w.text) && !inPlaces.has(w.text));
    const lookedFor = beside.filter((w) => !GENERIC_WORDS.has(w.text) && !isNumberTerm(w.text) && !WHEN_WORDS.has(w.text) && !DONE_THERE.has(w.text) && alone.get(w.text)!.total > 0);
    // A place of the region no experience names: what it offers closest, each reading as a typed query is.
    for (const reading of placesElsewhere(typed, unknownWords)) {
      // Without the stop words it starts or ends with ('from mombasa' → Diani, not 'from Diani'; 'beaches in watamu'
      // → beaches in Kenya).
      const trimmed = trimmedOf(reading, stopWords);
      if (trimmed.length && (await count({ q: query(trimmed) })) > 0) return { q: query(trimmed), label: labelOf(trimmed) };
      // Fewer words, as for any query, but never without the places put in: it would be a search for something else.
      const instead = await insteadOf(vocabulary, reading, stopWords, count, false);
      if (!instead) continue;
      const kept = new Set(queryTerms([instead.q, ...(instead.anyOf ?? [])].join(' ')));
      const placed = reading.filter((w) => !typed.includes(w));
      if (!placed.every((w) => queryTerms(w.text).every((t) => kept.has(t)))) continue;
      // What they look for before where, when what the place offers, its country's trips, keeps none of it and trips
      // are named for it: 'gombe chimps' had shown Tanzania's safaris (no chimpanzee in them); the chimpanzee treks of
      // Uganda and Rwanda are what the traveller would take. Not for a place within a covered one, which is where the
      // traveller goes and what they look for there one of its sights ('jozani monkeys', Zanzibar's red colobus, had
      // shown Rwanda's golden monkeys). 'lake naivasha boat ride' keeps Kenya's lakes, since no trip is named for a boat
      // ride (Zanzibar's beach trips mention one), and 'lake naivasha boat' too: a boat is how the place is seen
      // (DONE_THERE), not what takes the traveller elsewhere.
      const lost = (w: Word) => !queryTerms(w.text).some((t) => kept.has(t));
      const atCountry = placed.some((w) => isCountryWord(w.text));
      if (atCountry && lookedFor.length > 0 && lookedFor.every(lost) && (await count({ q: query(beside), namedOnly: true })) > 0) {
        return { q: query(beside), label: labelOf(beside) };
      }
      return instead;
    }
    return undefined;
  }
  const found = [...alone.values()].filter((a) => a.total > 0 && !freed.has(a.word.text)).map((a) => a.word);
  // Nor is a month's short form, beside anything else ('dec safari' had kept 'dec' as the narrower word: the one trip
  // with a deck).
  const what = found.filter((w) => !WHEN_WORDS.has(w.text));
  const pooled = what.length > 0 ? what : found;
  // Places typed beside an animal that lives elsewhere go first; not the country a reading of a place no experience
  // names puts in, which must stay (above) and gives way to what is looked for there as a whole ('katavi gorillas').
  let pool = elsewhere ? withoutPlacesOutOfRange(pooled) : pooled;

  // Two places or more that no experience has together ('kenya tanzania safari', 'rwanda uganda gorillas'): a trip
  // to either, with every other word kept.
  const { names: named, words: places, byFirstWord } = placeNamesOf(vocabulary);
  // A place's name in full, or the word a longer one is known by ('bwindi' of Bwindi Impenetrable National Park:
  // 'kigali to bwindi' dropped Bwindi), not an English word that starts one ('queen', 'lake').
  const isPlaceName = (w: Word) => named.has(w.text) || (byFirstWord.has(w.text) && !isCommonEnglishWord(w.text));
  const alternatives = pool.filter(isPlaceName);
  // Two wishes joined by a word of JOINERS, read by the places here and searched below.
  const wishes = joinedWishes(vocabulary, typed, stopWords);
  if (alternatives.length >= 2) {
    // Without a word of combining, which the alternatives say ('kenya tanzania combined' had been named 'combined in
    // kenya or tanzania').
    const rest = pool.filter((w) => !isPlaceName(w) && !COMBINED_WORDS.has(w.text));
    const either = { q: query(rest), anyOf: alternatives.map((w) => w.text), inTurn: true as const };
    const or = alternatives.map((w) => w.label).join(' or ');
    // The other words hold for every place, or they were said of one side of a join: 'kilimanjaro and zanzibar beach'
    // had been "beach in kilimanjaro or zanzibar", Zanzibar's beaches alone; it is two wishes (below), the climbs and
    // Zanzibar's beaches. 'kenya and tanzania safari' still finds safaris in either.
    const oneSided = rest.length > 0 && wishes !== undefined && (await Promise.all(alternatives.map((place) => count({ q: query([...rest, place]) })))).some((n) => n === 0);
    if (!oneSided && (await count(either)) > 0) return { ...either, label: rest.length ? `${labelOf(rest)} in ${or}` : or };
  }

  // Two wishes joined that no experience has together ('gorilla trekking and beach'): a trip for either, taken in
  // turn, as places named together are. Dropping words had kept 'trekking beach', the beach trips alone.
  if (wishes && (await Promise.all(wishes.map((wish) => count({ q: query(wish) })))).every((n) => n > 0)) {
    // Where and for whom, said on one side, holds for the other where trips have both ('honeymoon kenya beach and
    // safari': a Kenya honeymoon with a beach, or one with a safari; the safari side had been every safari, 85 trips).
    // Named as typed: the words said once read for both.
    const shared = (side: Word[]) => side.filter((w) => OCCASION_WORDS.has(w.text) || w.text.split(' ').some((part) => places.has(part)));
    const searched = await Promise.all(
      wishes.map(async (wish, i) => {
        const added = shared(wishes[1 - i]!).filter((w) => !wish.some((v) => v.text === w.text));
        const narrowed = i === 0 ? [...wish, ...added] : [...added, ...wish];
        return added.length > 0 && (await count({ q: query(narrowed) })) > 0 ? narrowed : wish;
      }),
    );
    // Each side as its words are searched alone (parseTextQuery): a word that only ranks there is not required of
    // the side ('see gorillas and relax on a beach' had required 'see' of the gorillas, which no trip says, and shown
    // beaches alone under "gorillas or beach"). Here, not in textQueryOf: the phrase tables' alternatives ('road trip'
    // for 'overland') are the catalogue's words and keep every one.
    const either = { q: '', anyOf: searched.map((side) => parseTextQuery(query(side))?.required.join(' ') ?? query(side)), inTurn: true as const };
    if ((await count(either)) > 0) return { ...either, label: wishes.map(labelOf).join(' or ') };
  }

  // Words of manner ('small group', 'luxury', 'private') go before any word of what or where, however many: 'small group
  // gorilla trekking' had kept 'small group trekking' (three words of four), the chimpanzee treks.
  // Luxury that no trip of the rest says is what costs more: 'luxury zanzibar' had led with a $700 cooking trail.
  const unmannered = pool.filter((w) => !MANNER_WORDS.has(w.text));
  if (unmannered.length > 0 && unmannered.length < pool.length && !unmannered.every((w) => ANY_TRIP_WORDS.has(w.text))) {
    const dearer = pool.some((w) => DEARER_WORDS.has(w.text)) ? { order: 'price_desc' as const } : {};
    if ((await count({ q: query(unmannered) })) > 0) return { q: query(unmannered), label: labelOf(unmannered), ...dearer };
  }

  const isPlace = (w: Word) => w.text.split(' ').some((part) => places.has(part));
  // A catalogue word that is no common English word names something ('kampala', 'maasai', 'dhow'): after the places,
  // what a traveller is looking for, rather than what they add ('city', 'tour', 'swim').
  const isName = (w: Word) => !isPlace(w) && !ordinary(w.text);
  // A number kept alone finds the trips of that many days ('honeymoon for 2' had shown the 2-day trips, one more than
  // the honeymoons): after places and names, the set with fewer numbers. Then the set keeping more words as typed,
  // before words guessed from a slip ('lowland gorillas' had kept 'Land', guessed from 'lowland': a Tanzania
  // self-drive). Then, of one word left that is no place, the narrower, finding fewer, when trips are named for it
  // (fewer, below): the commonest word is the one to lose, what the traveller added to it being what sets the search
  // apart ('cycling safari' had kept safari, 81 trips, not the Congo Nile Trail's cycling; 'scenic honeymoon' the
  // scenic tours). Last, the set finding more: words kept together that go together ('northern circuit route' →
  // northern circuit, not 'northern route'; 'family safari cycling' → family safari), and between places the one with
  // more to offer ('zanzibar kampala safari' → zanzibar).
  type Kept = { words: Word[]; places: number; names: number; numbers: number; manners: number; typed: number; total: number; named: boolean };
  // Sets compared are of one size, and by then keep as many places.
  const narrower = (a: Kept) => a.words.length === 1 && a.places === 0;
  // Of two single words, the one finding fewer when trips are named for it (its name, places, type or location say it):
  // a word only descriptions hold is an aside, not what sets the search apart ('famous safari' had kept 'famous',
  // three Madagascar trips whose descriptions say it; 'cycling safari' still keeps cycling).
  const fewer = (a: Kept, b: Kept) => {
    if (a.total === b.total) return 0;
    const [few, more] = a.total < b.total ? [a, b] : [b, a];
    return (few.named ? few : more) === a ? 1 : -1;
  };
  const preference = (a: Kept, b: Kept) =>
    a.places - b.places || a.names - b.names || b.numbers - a.numbers || b.manners - a.manners || a.typed - b.typed || (narrower(a) ? fewer(a, b) : a.total - b.total);
  const best = async (candidates: Iterable<Word[]>) => {
    let found: Kept | undefined;
    for (const candidate of candidates) {
      // Words that say only 'a trip' are no search of their own: 'travel insurance' had shown "results for travel", 88
      // trips whose text says it.
      // Nor are numbers alone ('<script>alert(1)</script>' had shown "results for 1", the day trips).
      if (candidate.every((w) => ANY_TRIP_WORDS.has(w.text) || isNumberTerm(w.text))) continue;
      const total = candidate.length === 1 ? alone.get(candidate[0]!.text)!.total : await count({ q: query(candidate) });
      const manners = candidate.filter((w) => MANNER_WORDS.has(w.text)).length;
      const numbers = candidate.filter((w) => isNumberTerm(w.text)).length;
      const typed = candidate.filter((w) => w.typed).length;
      const places = candidate.filter(isPlace).length;
      // Read only by fewer, for a single word that is no place: counted for those alone.
      const named = candidate.length === 1 && places === 0 && total > 0 && (await count({ q: query(candidate), namedOnly: true })) > 0;
      const kept = { words: candidate, places, names: candidate.filter(isName).length, numbers, manners, typed, total, named };
      if (total > 0 && (!found || preference(kept, found) > 0)) found = kept;
    }
    return found?.words;
  };

  // All the words together is what was just counted (or typed).
  let size = pool.length === alone.size ? pool.length - 1 : pool.length;
  // Where goes last: every place and country named kept, with as many of the other words as still find something,
  // before any set that drops one. 'luxury honeymoon zanzibar beach' had kept 'luxury honeymoon beach' (three words
  // of four), Kenya's coast, not Zanzibar; 'luxury camping zanzibar' the camps of Selous and Isalo. Luxury dropped
  // is what costs more, as above.
  const where = pool.filter((w) => isPlaceName(w) || isCountryWord(w.text));
  if (where.length > 0 && where.length < pool.length && pool.length <= EXHAUSTIVE_MAX) {
    const rest = pool.filter((w) => !where.includes(w));
    const dearer = rest.filter((w) => DEARER_WORDS.has(w.text));
    for (let n = size - where.length; n >= 0; n--) {
      const one = await best([...subsets(rest, n)].map((kept) => pool.filter((w) => where.includes(w) || kept.includes(w))));
      if (one) return { q: query(one), label: labelOf(one), ...(dearer.some((w) => !one.includes(w)) ? { order: 'price_desc' as const } : {}) };
    }
  }
  while (pool.length > EXHAUSTIVE_MAX) {
    const one = await best(subsets(pool, size));
    if (one) return { q: query(one), label: labelOf(one) };
    // Lose the narrowest word; when the sets just tried were one word short, the rest is one of them.
    const whole = size === pool.length;
    const narrowest = pool.reduce((a, b) => (alone.get(b.text)!.total < alone.get(a.text)!.total ? b : a));
    pool = pool.filter((w) => w !== narrowest);
    size = whole ? pool.length : pool.length - 1;
  }
  for (; size >= 1; size--) {
    const one = await best(subsets(pool, size));
    if (one) return { q: query(one), label: labelOf(one) };
  }
  return undefined;
}

/**
 * How a trip is made (the catalogue's tiers and their like), which goes before what the trip is when words must go:
 * 'luxury honeymoon in madagascar' had kept 'luxury madagascar' (a canyon trek), not the Nosy Be honeymoon.
 */
const MANNER_WORDS: ReadonlySet<string> = new Set([
  'luxury', 'luxurious', 'private', 'classic', 'essential', 'signature', 'premium', 'deluxe', 'exclusive', 'upscale',
  'upmarket', 'boutique', 'vip', 'small', 'group', 'guided', 'tailor', 'tailored', 'bespoke', 'custom',
]);
/** The words of manner that say the trip costs more ('high end', a hotel's stars: read as luxury, query-intent). */
const DEARER_WORDS: ReadonlySet<string> = new Set(['luxury', 'luxurious', 'premium', 'deluxe', 'exclusive', 'upscale', 'upmarket', 'vip']);

/** Who a trip is for, said once for two wishes joined ('honeymoon kenya beach and safari'). */
const OCCASION_WORDS: ReadonlySet<string> = new Set(['honeymoon', 'honeymoons', 'family', 'families']);
