import { ANY_TRIP_WORDS, COMBINED_WORDS, FRAME_WORDS, GENERIC_WORDS, isCountryWord, phraseAt, queryTerms } from './text-search.js';
import { isNumberTerm, isOrdinalTerm } from './text-index.js';
import { foldForSearch, MONTHS } from '@safari/contract';
import { closestWord, completeRegionWord, completeWord, knownPrefix, placeNamesOf, shownWord, splitWord, type Vocabulary } from './vocabulary.js';
import { isCommonEnglishWord } from './english-words.js';
import { isForeignPlaceWord } from './foreign-places.js';
import { ALSO_KNOWN_WORDS, PHRASE_TABLE } from './query-fallback/phrases.js';
import { CHEAPER } from './query-intent/bounds.js';
import { MONTH_AND_HOLIDAY_WORDS } from './when-words.js';
import { countriesNamedIn, placesNamedIn } from '../ai/offline/gazetteer.js';
import type { GazetteerCountry, PlaceKind } from '../ai/offline/gazetteer-data.js';

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
 *    and words that find nothing even alone go first; among sets of the same size, the one keeping more place names,
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

/**
 * A word of the query to search, how 'Showing results for' names it (a corrected word as vocabulary.ts shownWord shows
 * it), and whether the traveller typed it as it is (not a correction or a phrase's replacement).
 */
interface Word {
  text: string;
  label: string;
  typed: boolean;
}

function replacePhrases(words: Word[]): Word[] {
  const texts = words.map((w) => w.text);
  const specific = texts.some((t) => !GENERIC_WORDS.has(t));
  const out: Word[] = [];
  for (let i = 0; i < words.length; ) {
    const phrase = PHRASE_TABLE.at(texts, i);
    // A generic word beside a specific one only ranks (text-search.ts): put in the catalogue's words it would filter
    // ('zanzibar beech resort' had become 'zanzibar beach lodge', three trips, where 'zanzibar beach resort' finds eight).
    const ranksOnly = phrase && specific && texts.slice(i, i + phrase.length).every((t) => GENERIC_WORDS.has(t));
    // A slip corrected to a word that asks for the cheaper trips ('budjet safari', 'cheep') is kept: the words searched
    // instead are read again as typed ones are (service.ts insteadOf), so it asks for them. Dropped, it had left 'safari'.
    const readAgain = phrase && !words[i]!.typed && CHEAPER.lengthAt(texts, i) > 0;
    if (phrase && !ranksOnly && !readAgain) {
      out.push(...phrase.value.map((text) => ({ text, label: text, typed: false })));
      i += phrase.length;
    } else out.push(words[i++]!);
  }
  return out;
}

/**
 * Misspelt words corrected, unfinished ones completed ('serenge' → Serengeti), and words typed without their space
 * split ('stonetown' → Stone Town).
 */
function correctWords(vocabulary: Vocabulary, words: Word[]): Word[] {
  const places = placesOutsideCatalogue(vocabulary, words);
  return words.flatMap((w, i) => {
    // A place of the region, or one elsewhere ('new zealand' is not 'new Wetland'), is never a slip.
    if (places.has(i) || isForeignPlaceWord(w.text)) return [w];
    // A month's short form is when, not the start of a name ('serengeti mar' is not Serengeti and Mara).
    const completed = WHEN_WORDS.has(w.text) ? undefined : completeWord(vocabulary, w.text);
    const corrected = closestWord(vocabulary, w.text, { before: words[i - 1]?.text, after: words[i + 1]?.text }, ALSO_KNOWN_WORDS) ?? completed;
    const meant = corrected ? [corrected] : splitWord(vocabulary, w.text);
    if (!meant) return [w];
    const spelt = placeSpelling(meant);
    return meant.map((text, k) => ({ text, label: spelt?.[k] ?? shownWord(vocabulary, text), typed: false }));
  });
}

/**
 * The words of a place the gazetteer knows, typed without its space, as it spells them ('stonetown' → Stone Town,
 * though 'stone' and 'town' alone are shown in lower case); undefined when they name no such place. A catalogue
 * place's name is spelt as the catalogue spells it by groupPlaces.
 */
function placeSpelling(words: string[]): string[] | undefined {
  const joined = words.join(' ');
  const spelt = placesNamedIn(words).find(({ entry }) => queryTerms(entry.name).join(' ') === joined)?.entry.name.split(' ');
  return spelt?.length === words.length ? spelt : undefined;
}

/**
 * Which of the words name a place of the region (the gazetteer) whose name the catalogue does not use: not slips of
 * a catalogue word ('paje', a Zanzibar beach, had been "corrected" to 'pace'), but a place, read as what it lies in
 * or its country (placesElsewhere). A misspelt place the catalogue does name ('serengetti') is corrected as before.
 */
function placesOutsideCatalogue(vocabulary: Vocabulary, words: Word[]): Set<number> {
  const at = new Set<number>();
  // Only a word the catalogue does not hold can be corrected or completed (closestWord, completeWord): when it holds
  // every typed word there is nothing to keep, and the gazetteer is not read (most searches).
  if (words.every((w) => !w.typed || vocabulary.frequency.has(w.text))) return at;
  const placeWords = placeNamesOf(vocabulary).words;
  const known = (part: string) => vocabulary.frequency.has(part) || placeWords.has(part);
  for (const { entry, from, to } of placesNamedIn(words.map((w) => w.text))) {
    if (queryTerms(entry.name).every(known)) continue;
    for (let i = from; i < to; i++) if (words[i]!.typed) at.add(i);
  }
  return at;
}

/**
 * The words with each place's name as one word ('queen elizabeth national park', 'nosy be'), so a place is kept or
 * dropped whole and keeps its stop words.
 */
function groupPlaces(vocabulary: Vocabulary, words: Word[]): Word[] {
  const { byFirstWord, spelling } = placeNamesOf(vocabulary);
  const texts = words.map((w) => w.text);
  const out: Word[] = [];
  for (let i = 0; i < words.length; ) {
    // Longest first.
    const name = byFirstWord.get(texts[i]!)?.find((n) => phraseAt(texts, i, n));
    if (!name) {
      const start = startOfName(byFirstWord.get(texts[i]!), words, i, spelling);
      if (start) {
        out.push(start);
        i += start.text.split(' ').length;
      } else out.push(words[i++]!);
      continue;
    }
    const parts = words.slice(i, i + name.length);
    const typed = parts.every((w) => w.typed);
    const asTyped = parts.map((w) => w.label).join(' ');
    // A name with a word corrected is shown as the catalogue spells it ('ngorongoro crator' → Ngorongoro Crater).
    out.push({ text: name.join(' '), label: typed ? asTyped : (spelling.get(name.join(' ')) ?? asTyped), typed });
    i += name.length;
  }
  return out;
}

/**
 * The first words of a longer place name at `i`, one of them corrected, as one word shown as the catalogue spells
 * them: 'queen elizabth' had been named 'queen Elizabeth' (Queen Elizabeth National Park). Undefined when no name
 * starts so or every word was typed as it is (the traveller's own spelling is kept).
 */
function startOfName(names: string[][] | undefined, words: Word[], i: number, spelling: Map<string, string>): Word | undefined {
  for (const name of names ?? []) {
    let k = 0;
    while (k < name.length - 1 && words[i + k]?.text === name[k]) k++;
    const parts = words.slice(i, i + k);
    const spelt = spelling.get(name.join(' '))?.split(' ');
    if (k < 2 || parts.every((w) => w.typed) || spelt?.length !== name.length) continue;
    return { text: name.slice(0, k).join(' '), label: spelt.slice(0, k).join(' '), typed: false };
  }
  return undefined;
}

/**
 * When a trip is, which the words of an experience rarely say: the months and holidays read before the search
 * (WHEN_WORDS), and their short forms, which are read there as the start of a word ('mar' of Masai Mara) and are
 * words to drop here ('serengeti jul').
 */
const WHEN_WORDS = new Set([...MONTH_AND_HOLIDAY_WORDS, ...MONTHS.map((m) => m.slice(0, 3).toLowerCase())]);

/** Words that, beside an English word, make it part of a place's name ('cape town', 'table mountain', 'crescent island'). */
const PLACE_HEADS = new Set(['town', 'city', 'island', 'islands', 'isle', 'lake', 'mount', 'mountain', 'mountains', 'river', 'bay', 'falls', 'park', 'reserve', 'valley', 'gorge', 'coast', 'point', 'peak', 'forest', 'national']);

/**
 * Typed words beside a place's head word, or in a name of the region's gazetteer ('mountains of the moon', the
 * Rwenzori: 'moon' had been dropped and 'mountains' found Kilimanjaro): parts of a place's name, not ordinary words.
 */
function placeNameWords(typed: Word[]): Set<string> {
  const heads = (i: number) => PLACE_HEADS.has(typed[i]?.text ?? '');
  const named = new Set(placesNamedIn(typed.map((w) => w.text)).flatMap(({ from, to }) => typed.slice(from, to).map((w) => w.text)));
  return new Set(typed.filter((w, i) => !PLACE_HEADS.has(w.text) && (heads(i - 1) || heads(i + 1) || named.has(w.text))).map((w) => w.text));
}

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
      .map((text) => ({ text, label: text, typed: true })),
    stopWords,
    count,
    true,
  );
}

/**
 * The words as the catalogue would say them: travellers' phrases put in its words, slips corrected, places grouped;
 * without stop words, which change nothing a search finds and would clutter 'Showing results for', nor a word twice
 * ('family holidays with kids' → family holidays, not 'family holidays family').
 */
function meantWords(vocabulary: Vocabulary, typed: Word[], stopWords: ReadonlySet<string>): Word[] {
  const words = groupPlaces(vocabulary, replacePhrases(correctWords(vocabulary, replacePhrases(typed)))).filter((w) => !stopWords.has(w.text));
  // A word is said once however it came: 'prison island tortoises' → Stone Town, the place the islet is read as and the
  // tortoises' phrase both, had been 'Stone Town stone town' (the catalogue has no place named so to group them by).
  const said = new Set<string>();
  const once = words.filter((w) => {
    const parts = w.text.split(' ');
    const again = parts.every((part) => said.has(part));
    for (const part of parts) said.add(part);
    return !again;
  });
  // And once however it is inflected: a phrase's word beside the traveller's own form of it ('whale sharks' is
  // 'snorkel' beside 'snorkeling', 'birdwatching' 'bird' beside 'birds') had been named twice ('Snorkelling snorkel',
  // 'bird birds kenya'). The search stems both alike, so the answer is the same: the form the traveller typed is kept,
  // or else the first.
  return once.filter((w, i) => w.typed || !once.some((v, k) => k !== i && (v.typed || k < i) && isInflectionOf(v.text, w.text)));
}

/** One word is the other with an ending the search's stemmer takes off ('bird', 'birds'; 'snorkel', 'snorkelling'). */
function isInflectionOf(a: string, b: string): boolean {
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return short.length >= 4 && !long.includes(' ') && long.startsWith(short) && INFLECTIONS.has(long.slice(short.length));
}
const INFLECTIONS = new Set(['s', 'es', 'ing', 'ling', 'ed', 'er', 'ers']);

/**
 * How 'Showing results for' names the words searched: without the words of any trip or its frame the traveller typed
 * beside others, which only rank ('retirement trip kenya' searches 'trip kenya', named "kenya", not "trip kenya";
 * 'reise kenia' "Kenya"; 'lake naivasha tour' Kenya's lakes, "Kenya lakes"; 'katavi trip' had been "Tanzania safaris
 * trip"). Not 'trekking', which says what is done there ('kinigi gorilla trekking': "Volcanoes gorilla trekking").
 */
const label = (ws: Word[]) => {
  const shown = ws.filter((w) => !(w.typed && (ANY_TRIP_WORDS.has(w.text) || FRAME_WORDS.has(w.text))));
  return (shown.length > 0 ? shown : ws).map((w) => w.label).join(' ');
};

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
  if (changed && (await count({ q: query(words) })) > 0) return { q: query(words), label: label(words) };

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
      if (trimmed.length && (await count({ q: query(trimmed) })) > 0) return { q: query(trimmed), label: label(trimmed) };
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
        return { q: query(beside), label: label(beside) };
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
  if (alternatives.length >= 2) {
    // Without a word of combining, which the alternatives say ('kenya tanzania combined' had been named 'combined in
    // kenya or tanzania').
    const rest = pool.filter((w) => !isPlaceName(w) && !COMBINED_WORDS.has(w.text));
    const either = { q: query(rest), anyOf: alternatives.map((w) => w.text), inTurn: true as const };
    const or = alternatives.map((w) => w.label).join(' or ');
    if ((await count(either)) > 0) return { ...either, label: rest.length ? `${label(rest)} in ${or}` : or };
  }

  // Two wishes joined that no experience has together ('gorilla trekking and beach'): a trip for either, taken in
  // turn, as places named together are. Dropping words had kept 'trekking beach', the beach trips alone.
  const wishes = joinedWishes(vocabulary, typed, stopWords);
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
    const either = { q: '', anyOf: searched.map(query), inTurn: true as const };
    if ((await count(either)) > 0) return { ...either, label: wishes.map(label).join(' or ') };
  }

  // Words of manner ('small group', 'luxury', 'private') go before any word of what or where, however many: 'small group
  // gorilla trekking' had kept 'small group trekking' (three words of four), the chimpanzee treks.
  // Luxury that no trip of the rest says is what costs more: 'luxury zanzibar' had led with a $700 cooking trail.
  const unmannered = pool.filter((w) => !MANNER_WORDS.has(w.text));
  if (unmannered.length > 0 && unmannered.length < pool.length && !unmannered.every((w) => ANY_TRIP_WORDS.has(w.text))) {
    const dearer = pool.some((w) => DEARER_WORDS.has(w.text)) ? { order: 'price_desc' as const } : {};
    if ((await count({ q: query(unmannered) })) > 0) return { q: query(unmannered), label: label(unmannered), ...dearer };
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
      if (candidate.every((w) => ANY_TRIP_WORDS.has(w.text))) continue;
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
    return found && { q: query(found.words), label: label(found.words) };
  };

  // All the words together is what was just counted (or typed).
  let size = pool.length === alone.size ? pool.length - 1 : pool.length;
  while (pool.length > EXHAUSTIVE_MAX) {
    const one = await best(subsets(pool, size));
    if (one) return one;
    // Lose the narrowest word; when the sets just tried were one word short, the rest is one of them.
    const whole = size === pool.length;
    const narrowest = pool.reduce((a, b) => (alone.get(b.text)!.total < alone.get(a.text)!.total ? b : a));
    pool = pool.filter((w) => w !== narrowest);
    size = whole ? pool.length : pool.length - 1;
  }
  for (; size >= 1; size--) {
    const one = await best(subsets(pool, size));
    if (one) return one;
  }
  return undefined;
}

/**
 * Animals a trip is taken for that live in some of the five countries only, by the words travellers name them with,
 * and their countries. Gombe's and Mahale's chimpanzees are Tanzania's; the Great Migration crosses Tanzania and Kenya.
 */
const RANGES: ReadonlyMap<string, ReadonlySet<GazetteerCountry>> = new Map(
  (
    [
      [['gorilla', 'gorillas'], ['Uganda', 'Rwanda']],
      [['chimpanzee', 'chimpanzees', 'chimp', 'chimps'], ['Uganda', 'Rwanda', 'Tanzania']],
      [['lemur', 'lemurs', 'indri', 'indris', 'sifaka', 'sifakas', 'fossa'], ['Madagascar']],
      [['wildebeest', 'migration'], ['Tanzania', 'Kenya']],
    ] as const
  ).flatMap(([words, countries]) => words.map((word) => [word, new Set<GazetteerCountry>(countries)] as const)),
);

/**
 * Without the places named beside such an animal that lie outside its range ('gorilla trekking kenya', 'lemurs
 * zanzibar'): no trip there shows it, and the trips for the animal are what the traveller would take. Kept, the place
 * had won as places do (fallbackQuery), and 'gorilla trekking kenya' had shown Mount Kenya's treks.
 */
function withoutPlacesOutOfRange(words: Word[]): Word[] {
  const ranges = words.flatMap((w) => RANGES.get(w.text) ?? []);
  if (ranges.length === 0) return words;
  const outOfRange = (w: Word) => {
    const countries = [...countriesNamedIn(w.text.split(' '))];
    return countries.length > 0 && countries.every((country) => ranges.every((range) => !range.has(country)));
  };
  const kept = words.filter((w) => !outOfRange(w));
  return kept.length > 0 ? kept : words;
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

/**
 * How a traveller spends time at a place, not what they go to it for: beside a place no experience names, kept with
 * what the place offers rather than searched elsewhere ('lake naivasha boat' had shown a Selous boat safari in
 * Tanzania, 'bagamoyo history' a Kigali history tour, 'gisenyi beach' Diani's; 'gombe chimps' still goes where the
 * chimpanzees are).
 */
const DONE_THERE: ReadonlySet<string> = new Set(
  [
    'boat', 'cruise', 'canoe', 'canoeing', 'kayak', 'kayaking', 'cycling', 'bike', 'biking', 'walk', 'walking', 'hike', 'hiking', 'swim', 'swimming',
    'picnic', 'ride', 'riding', 'drive', 'sunset', 'sunrise', 'photography', 'picture', 'photo', 'beach', 'history', 'historic', 'historical',
    'heritage', 'culture', 'cultural', 'museum', 'market', 'city', 'town', 'food', 'sightseeing',
  ].flatMap((w) => [w, `${w}s`, `${w}es`]),
);

/** Who a trip is for, said once for two wishes joined ('honeymoon kenya beach and safari'). */
const OCCASION_WORDS: ReadonlySet<string> = new Set(['honeymoon', 'honeymoons', 'family', 'families']);

/** Words that join two wishes in one query ('gorilla trekking and beach', 'safari then beach'). */
const JOINERS = new Set(['and', 'then', 'plus', 'followed']);

/**
 * The two wishes of `typed` joined by one word of JOINERS, each read as the query's words are (meantWords), or
 * undefined when there is no one such join or a side says only 'a trip'.
 */
function joinedWishes(vocabulary: Vocabulary, typed: Word[], stopWords: ReadonlySet<string>): [Word[], Word[]] | undefined {
  const at = typed.findIndex((w, i) => i > 0 && i < typed.length - 1 && JOINERS.has(w.text));
  if (at < 0 || typed.slice(at + 1).some((w) => JOINERS.has(w.text))) return undefined;
  const [left, right] = [meantWords(vocabulary, typed.slice(0, at), stopWords), meantWords(vocabulary, typed.slice(at + 1), stopWords)];
  const says = (side: Word[]) => side.some((w) => !ANY_TRIP_WORDS.has(w.text));
  return says(left) && says(right) ? [left, right] : undefined;
}

/** `words` without the stop words at either end. */
function trimmedOf(words: Word[], stopWords: ReadonlySet<string>): Word[] {
  let [from, to] = [0, words.length];
  while (from < to && stopWords.has(words[from]!.text)) from++;
  while (to > from && stopWords.has(words[to - 1]!.text)) to--;
  return words.slice(from, to);
}

/** What a kind of place is visited for, searched in its country when nothing nearer is known ('watamu' → Kenya beaches). */
const KIND_WORDS: Partial<Record<PlaceKind, { text: string; label: string }>> = {
  park: { text: 'safari', label: 'safaris' },
  beach: { text: 'beach', label: 'beaches' },
  island: { text: 'beach', label: 'beaches' },
  lake: { text: 'lakes', label: 'lakes' },
  // The region's sites no trip covers are its ruins and memorials, what the heritage trips show ('gedi ruins' had been
  // all of Kenya's trips, a Mount Kenya trek first; now Lamu's Swahili heritage).
  site: { text: 'heritage', label: 'heritage' },
  // Not a mountain's: 'Uganda mountains' found the trips whose descriptions say 'mountain views' (Mount Elgon →
  // Jinja's rafting); its country's trips say less that is wrong.
};

/**
 * The readings of `typed` with each place of the region the catalogue does not cover put as what it offers instead,
 * closest first: the covered place the gazetteer puts it in or beside ('jozani forest' → Zanzibar), the place by its
 * own name when another was typed ('lewa' → Laikipia), its country with what its kind of place is visited for
 * ('watamu' → Kenya beaches), its country alone ('kisumu' → Kenya). None when an `unknown` word is no such place, or
 * a place in no one country ('lake victoria'): a name the catalogue does not know is then what the traveller looks
 * for, as before.
 */
function placesElsewhere(typed: Word[], unknown: ReadonlySet<string>): Word[][] {
  const texts = typed.map((w) => w.text);
  // The places with a word the catalogue does not know; each must be in one country, and every such word in one.
  const spans = placesNamedIn(texts).filter(({ from, to }) => texts.slice(from, to).some((text) => unknown.has(text)));
  const covered = (i: number) => spans.some(({ from, to }) => i >= from && i < to);
  if (spans.some(({ entry }) => entry.country === null) || !texts.every((text, i) => !unknown.has(text) || covered(i))) return [];
  const word = (text: string, label: string): Word => ({ text: foldForSearch(text), label, typed: false });
  // What each place offers instead, closest first; the last, its country, always.
  const offers = spans.map(({ entry, from, to }) => {
    const others = [...typed.slice(0, from), ...typed.slice(to)];
    const country = word(entry.country!, entry.country!);
    const kind = KIND_WORDS[entry.kind];
    // Another name for a place ('lewa' for Laikipia): the place by its own name, after what it lies beside, if
    // anything (the catalogue does not cover such a place, though a trip may mention it: 'ruhengeri' → Volcanoes,
    // not Musanze).
    const alias = texts.slice(from, to).join(' ') !== queryTerms(entry.name).join(' ');
    // 'beaches in watamu' → beaches in Kenya, not 'beaches in Kenya beaches'.
    const visitedFor = kind && !others.some((w) => w.text.startsWith(kind.text)) ? word(kind.text, kind.label) : undefined;
    return [
      // A beach or an island off a covered place, named alone: its beaches ('nungwi' → Zanzibar beaches: 'Zanzibar'
      // had led with a spice-farm tour; 'kizimkazi dolphins' stays Zanzibar's dolphins). Not a park: 'jozani' (a
      // forest of Zanzibar) is no Zanzibar safari.
      ...(entry.near && visitedFor?.text === 'beach' && others.length === 0 ? [[word(entry.near, entry.near), visitedFor]] : []),
      ...(entry.near ? [[word(entry.near, entry.near)]] : []),
      ...(alias ? [[word(entry.name, entry.name)]] : []),
      ...(visitedFor ? [[country, visitedFor]] : []),
      [country],
    ];
  });
  const readings: Word[][] = [];
  for (let level = 0; level < Math.max(...offers.map((offered) => offered.length)); level++) {
    const reading: Word[] = [];
    let at = 0;
    spans.forEach(({ from, to }, i) => {
      const offered = offers[i]!;
      reading.push(...typed.slice(at, from), ...offered[Math.min(level, offered.length - 1)]!);
      at = to;
    });
    reading.push(...typed.slice(at));
    // 'zanzibar jozani' → zanzibar, not 'zanzibar Zanzibar'.
    const once = reading.filter((w, i) => reading.findIndex((o) => o.text === w.text) === i);
    const key = once.map((w) => w.text).join(' ');
    if (!readings.some((r) => r.map((w) => w.text).join(' ') === key)) readings.push(once);
  }
  return readings;
}
