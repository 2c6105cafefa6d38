import { sql } from 'drizzle-orm';
import { closestWord as closestOf, doubledOrNot, foldForSearch, isSwap, shownCorrection } from '@safari/contract';
import type { DbOrTx } from '../../../db/client.js';
import { perDatabase } from '../../../db/per-database.js';
import { responseCacheFor } from '../serving/response-cache.js';
import { yieldToRequests } from '../serving/yield.js';
import { versionMemo } from '../serving/version-memo.js';
import { isShortWord, phraseAt, queryTerms } from './text-search.js';
import { isNumberTerm, lowerBound } from '../matching/text-index.js';
import { isCommonEnglishWord, loadEnglishWords } from './english-words.js';
import { loadForeignPlaces } from './foreign-places.js';
import { GAZETTEER } from '../../ai/offline/gazetteer-data.js';
import { namesOf } from '../../ai/offline/gazetteer.js';

/**
 * What the public catalogue is made of, per catalogue version: its words (to correct a misspelt search term) and its
 * places (to suggest destinations as the traveller types). Built from the rows the search reads, so it never proposes
 * a word that finds nothing, nor a draft's name.
 */
export interface Vocabulary {
  /** Accent-free lower-case words, sorted (binary search for prefixes), with the number of experiences using each. */
  words: string[];
  frequency: Map<string, number>;
  /** Places and countries, most experiences first. */
  places: Array<{ name: string; country: string | null; count: number; key: string }>;
}


// The public-visibility rule of filters.ts, as text for ts_stat (it takes a query string).
const PUBLIC = `e.is_published and e.moderation_hidden_at is null and not exists (select 1 from agents a where a.id = e.agent_id and not a.is_published)`;
const publicDocs = (from: number, to: number) =>
  `select to_tsvector('simple', unaccent(search_text || ' ' || search_join(destinations) || ' ' || coalesce(destination_name, '') || ' ' || coalesce(country, '')))
  from experiences e where ${PUBLIC} and e.id between ${from} and ${to}`;
/**
 * Documents per ts_stat: PGlite runs each statement on the event loop's thread, and the whole catalogue in one
 * statement held it for over a second at 10,000 experiences (every request waited); a slice of this many holds it for
 * a few tens of milliseconds, between which requests run.
 */
const DOCS_PER_STATEMENT = 500;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function loadVocabulary(db: DbOrTx, docsPerStatement = DOCS_PER_STATEMENT): Promise<Vocabulary> {
  loadEnglishWords();
  loadForeignPlaces();
  const ids = rowsOf<{ id: number }>(await db.execute(sql.raw(`select e.id from experiences e where ${PUBLIC} order by e.id`))).map((r) => Number(r.id));
  const frequency = new Map<string, number>();
  for (let i = 0; i < ids.length; i += docsPerStatement) {
    const [from, to] = [ids[i]!, ids[Math.min(i + docsPerStatement, ids.length) - 1]!];
    // Each document is in one slice, so the slices' document counts add up to the catalogue's.
    const slice = await db.execute(sql`select word, ndoc from ts_stat(${publicDocs(from, to)}) where length(word) >= 3 and word !~ '^[0-9]+$'`);
    for (const { word, ndoc } of rowsOf<{ word: string; ndoc: number }>(slice)) frequency.set(word, (frequency.get(word) ?? 0) + Number(ndoc));
    await yieldToRequests();
  }
  const placeRows = await db.execute(sql`
      select place as name, max(country) as country, count(distinct id)::int as count from (
        select e.id, unnest(e.destinations || array[e.destination_name, e.country]) as place, e.country
        from experiences e
        where ${sql.raw(PUBLIC)}
      ) p where place is not null and place <> '' group by place order by count desc, place limit 2000`);
  const places = rowsOf<{ name: string; country: string | null; count: number }>(placeRows).map((p) => ({
    ...p,
    country: p.country === p.name ? null : p.country,
    key: foldForSearch(p.name),
  }));
  return { words: [...frequency.keys()].sort(), frequency, places };
}

/** Some vocabulary word starts with `term` (the search matches most such terms as prefixes: text-search.ts). */
export function knownPrefix(words: string[], term: string): boolean {
  const at = lowerBound(words, term);
  return at < words.length && words[at]!.startsWith(term);
}

/** The words of the region's place names (the gazetteer), folded, in its order: built on the first search that needs them. */
let regionPlaceWords: { list: string[]; set: ReadonlySet<string> } | undefined;
function regionWords(): { list: string[]; set: ReadonlySet<string> } {
  if (!regionPlaceWords) {
    const set = new Set(GAZETTEER.flatMap((entry) => namesOf(entry).flatMap((name) => queryTerms(name))));
    regionPlaceWords = { list: [...set], set };
  }
  return regionPlaceWords;
}

/**
 * The word of a place of the region (the gazetteer) that `term` is the unfinished start of, when no catalogue word
 * starts as it does ('olduv' → olduvai, 'nyirag' → nyiragongo, 'ndut' → ndutu): too few letters for a slip of the
 * whole name, and nothing else to complete it to. From four letters, not a common English word ('dare' is no Dar es
 * Salaam) nor a place's word itself; the first such word in the gazetteer's order.
 */
export function completeRegionWord(vocabulary: Vocabulary, term: string): string | undefined {
  if (term.length < MIN_COMPLETED || vocabulary.frequency.has(term) || knownPrefix(vocabulary.words, term) || isCommonEnglishWord(term)) return undefined;
  // A place's word in full is that place ('anja', a park of the RN7, is not the start of Anjajavy).
  const { list, set } = regionWords();
  return set.has(term) ? undefined : list.find((word) => word.length > term.length && word.startsWith(term));
}

/** Shorter starts of a word say too little of which one was meant; a short English word, three letters. */
const MIN_COMPLETED = 4;
const MIN_SHORT_COMPLETED = 3;

/**
 * The most used catalogue word that `term` is the unfinished start of ('serenge' → serengeti), for a search that
 * found nothing: a start the stemmer shortens ('serenge' is 'sereng') is matched whole, not as a prefix (text-search.ts).
 * So is a short English word ('tar', 'mas': isShortWord) that the catalogue never says whole, as the start of a
 * place's name being typed (Tarangire, Masai Mara): the search box had suggested no experience for them. Only a
 * place's: the word may be meant as typed ('pet friendly' is not Petit Tsingy, nor 'van' Vanilla). Unless the word is
 * `typing`: the last of the search box's, still being typed ('chi' of chimpanzees).
 */
export function completeWord(vocabulary: Vocabulary, term: string, { typing = false } = {}): string | undefined {
  if (vocabulary.frequency.has(term)) return undefined;
  const shortWord = term.length >= MIN_SHORT_COMPLETED && isShortWord(term);
  if (!shortWord && (term.length < MIN_COMPLETED || isCommonEnglishWord(term))) return undefined;
  const placeWords = shortWord && !typing ? placeNamesOf(vocabulary).words : undefined;
  let best: string | undefined;
  const uses = (word: string) => vocabulary.frequency.get(word) ?? 0;
  for (let i = lowerBound(vocabulary.words, term); i < vocabulary.words.length && vocabulary.words[i]!.startsWith(term); i++) {
    const word = vocabulary.words[i]!;
    if (placeWords && !placeWords.has(word)) continue;
    if (best === undefined || uses(word) > uses(best)) best = word;
  }
  return best;
}

/**
 * The catalogue word a misspelt term most likely meant (the contract's closestWord: fewest edits within the term's
 * budget, then most used). A term that starts a catalogue word is no slip (the search matches prefixes), nor is a
 * common English word: 'whale shark' is not 'whale share', 'cape town' not 'care town' (the catalogue's vocabulary
 * alone would say they were), unless a slip of it names a place with the word beside it ('nosy bee').
 */
export function closestWord(vocabulary: Vocabulary, term: string, neighbours: { before?: string; after?: string } = {}, alsoKnown = NO_WORDS): string | undefined {
  const { names, after: following, before: preceding, position } = placeNamesOf(vocabulary);
  const { before, after } = neighbours;
  const namesPlace = (word: string) => (before !== undefined && names.has(`${before} ${word}`)) || (after !== undefined && names.has(`${word} ${after}`));
  if (knownPrefix(vocabulary.words, term) || isCommonEnglishWord(term)) {
    // Unless, beside the word typed next to it, a slip of it names a place: 'nosy bee' is Nosy Be, 'masai mare' Masai
    // Mara (the words of those names, not any catalogue word: 'whale shark' stays). The neighbour narrows the words
    // to a few, so a short word may have its one slip too.
    if (namesPlace(term)) return undefined;
    // The words that make a name with a neighbour, in the order of the place words, so ties break the same way always.
    const beside = new Set([...((before !== undefined && following.get(before)) || []), ...((after !== undefined && preceding.get(after)) || [])]);
    const named = [...beside].sort((a, b) => position.get(a)! - position.get(b)!);
    if (named.length) return closestOf(term, named, () => 0, term.length < 4 ? 1 : undefined);
    // An English word no catalogue word starts with, which the catalogue writes with a letter doubled or not: the
    // catalogue's word ('coking' is cooking, 'diner' dinner; 'coking' had found nothing). Any other slip of an English
    // word may be another English word meant ('rating' is not rafting).
    return knownPrefix(vocabulary.words, term) ? undefined : doubledOrNot(term, vocabulary.words, (word) => vocabulary.frequency.get(word) ?? 0);
  }
  // Between words as close, the one that makes a place's name with the word typed beside it: 'masaai mara' is Masai
  // Mara (a dropped letter), not Maasai (two swapped), though the catalogue says 'Maasai' more often.
  // Words the caller knows besides the catalogue's (`alsoKnown`, a traveller's words it reads in the catalogue's) count
  // no uses, so a catalogue word as close wins.
  const { words, uses } = correctionsOf(vocabulary, alsoKnown);
  // A word the corrections know, typed right ('reise', a word of `alsoKnown`), is no slip of itself.
  if (uses.has(term)) return undefined;
  const closest = (typed: string) =>
    closestOf(
      typed,
      words,
      (word) =>
        (uses.get(word) ?? 0) +
        (namesPlace(word) ? PLACE_BONUS : 0) +
        (isVowelSlip(typed, word) || isLetterTypedTwice(typed, word) || isSwap(typed, word) ? LIKELY_SLIP_BONUS : 0) +
        (word[0] === typed[0] ? FIRST_LETTER_BONUS : 0) +
        (word.length === typed.length + 1 ? DROPPED_LETTER_BONUS : 0),
    );
  // A doing written as it is said, without its last letter ('trekin', 'snorkelin'), when nothing is close as typed: 'trekin'
  // is two slips from 'trekking', past a six-letter word's budget, but one from it once the 'g' is back.
  return closest(term) ?? (term.length >= 5 && term.endsWith('in') ? closest(`${term}g`) : undefined);
}
/** More uses than any word has: a place's name wins a tie of edits. */
const PLACE_BONUS = 1e9;
/**
 * Fewer than PLACE_BONUS, more than the rest: the likelier slip wins a tie of edits, after a place's name: a vowel
 * typed for another (isVowelSlip), a letter typed twice ('diiving' is diving, not the more used 'driving') or two
 * swapped (between two such, the more used: 'masaai' is Maasai, not Masai).
 */
const LIKELY_SLIP_BONUS = 1e8;
/**
 * Fewer than LIKELY_SLIP_BONUS, more than any word's uses: a word that starts as the term does wins a tie of edits, as
 * a slip rarely falls on the first letter ('hking' is hiking, not the more used 'king').
 */
const FIRST_LETTER_BONUS = 1e7;

/**
 * Fewer than FIRST_LETTER_BONUS, more than any word's uses: a word the slip dropped a letter of wins a tie of edits,
 * the commonest slip ('tsiny' is Tsingy, not the more used 'tiny').
 */
const DROPPED_LETTER_BONUS = 1e6;

/** `term` is `word` with one of its letters typed twice ('diiving', 'diving'). */
function isLetterTypedTwice(term: string, word: string): boolean {
  if (term.length !== word.length + 1) return false;
  let i = 0;
  while (i < word.length && term[i] === word[i]) i++;
  return i > 0 && term[i] === term[i - 1] && term.slice(i + 1) === word.slice(i);
}
const VOWELS = new Set('aeiouy');
/**
 * `term` is `word` with one vowel typed for another: the slip of a name heard rather than read ('kibali' is Kibale,
 * not Kigali, which is as close and more used; 'kenia' Kenya). Not the first letter, where a slip rarely falls (as
 * FIRST_LETTER_BONUS says): 'iland' is island with a letter dropped, not eland (an animal the search reads as a safari).
 */
function isVowelSlip(term: string, word: string): boolean {
  if (term.length !== word.length) return false;
  let at = -1;
  for (let i = 0; i < term.length; i++) {
    if (term[i] === word[i]) continue;
    if (at >= 0) return false;
    at = i;
  }
  return at > 0 && VOWELS.has(term[at]!) && VOWELS.has(word[at]!);
}

/**
 * The words a slip may be corrected to, built once per vocabulary and caller's words: the catalogue's, the singular of
 * each plural it uses only as a plural, with the plural's uses, the '-ing' of a word ending in 'e' (below) and
 * `alsoKnown`, with none. 'lepard' is one slip from 'leopard', which the catalogue only says as 'leopards' (two edits,
 * past a six-letter word's budget); the singular finds the plural, as every word is matched as a prefix.
 */
function correctionsOf(vocabulary: Vocabulary, alsoKnown: readonly string[]): Corrections {
  let byKnown = correctionsMemo.get(vocabulary);
  if (!byKnown) correctionsMemo.set(vocabulary, (byKnown = new Map()));
  let corrections = byKnown.get(alsoKnown);
  if (!corrections) {
    const uses = new Map(vocabulary.frequency);
    for (const [word, n] of vocabulary.frequency) {
      const singular = word.length > MIN_COMPLETED && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : undefined;
      if (singular && !uses.has(singular)) uses.set(singular, n);
    }
    // The '-ing' of a word ending in 'e' that the catalogue never says so, when it is an English word: 'hike' is 'hiking'
    // ('hikking' was Biking, one slip nearer than 'hike'). Counted as never used, like `alsoKnown`, so a catalogue word
    // as close wins ('rafing' is rafting, not 'raring' from 'rare').
    for (const word of vocabulary.frequency.keys()) {
      const doing = word.length >= MIN_COMPLETED && word.endsWith('e') && !word.endsWith('ee') ? `${word.slice(0, -1)}ing` : undefined;
      if (doing && !uses.has(doing) && isCommonEnglishWord(doing)) uses.set(doing, 0);
    }
    for (const word of alsoKnown) if (!uses.has(word)) uses.set(word, 0);
    // In byte order, as the vocabulary's words are: of words as close and as used, the first is taken, the same on
    // either database whatever order ts_stat gave them in.
    corrections = { words: [...uses.keys()].sort(), uses };
    byKnown.set(alsoKnown, corrections);
  }
  return corrections;
}
type Corrections = { words: string[]; uses: Map<string, number> };
/** No caller's words: one array, since correctionsOf keeps its candidates per array (a new `[]` per call would build them again). */
const NO_WORDS: readonly string[] = [];
const correctionsMemo = new WeakMap<Vocabulary, Map<readonly string[], Corrections>>();

/** The catalogue's place names as the query words see them (queryTerms), derived once per vocabulary. */
export interface PlaceNames {
  /** Every word of every place name ('nosy', 'be', 'masai', 'mara', 'tanzania'). */
  words: Set<string>;
  /** Whole names, their words joined by a space ('masai mara', 'tanzania'). */
  names: Set<string>;
  /** Multi-word names by their words run together ('nosybe' → nosy, be). */
  runTogether: Map<string, string[]>;
  /** Multi-word names by their first word, longest first. */
  byFirstWord: Map<string, string[][]>;
  /** Multi-word names as the catalogue spells them, with their words. */
  multiWord: Array<{ name: string; words: string[] }>;
  /** Multi-word names as the catalogue spells them most often, by their words joined by a space ('masai mara' → Masai Mara). */
  spelling: Map<string, string>;
  /** The words that make a two-word name after a word ('nosy' → be, boraha) and before one ('mara' → masai). */
  after: Map<string, string[]>;
  before: Map<string, string[]>;
  /** Each word's place in `words`. */
  position: Map<string, number>;
}

const placeNamesMemo = new WeakMap<Vocabulary, PlaceNames>();
export function placeNamesOf(vocabulary: Vocabulary): PlaceNames {
  let names = placeNamesMemo.get(vocabulary);
  if (!names) {
    const all = vocabulary.places.map((p) => queryTerms(p.name));
    const multiWord = vocabulary.places.flatMap((p, i) => (all[i]!.length > 1 ? [{ name: p.name, words: all[i]! }] : []));
    const multi = multiWord.map((p) => p.words);
    const byFirstWord = new Map<string, string[][]>();
    for (const name of [...multi].sort((a, b) => b.length - a.length)) byFirstWord.set(name[0]!, [...(byFirstWord.get(name[0]!) ?? []), name]);
    // Places come most experiences first, so the first spelling of a name is its most used.
    const spelling = new Map<string, string>();
    for (const p of multiWord) if (!spelling.has(p.words.join(' '))) spelling.set(p.words.join(' '), p.name);
    const words = new Set(all.flat());
    const after = new Map<string, string[]>();
    const before = new Map<string, string[]>();
    const add = (map: Map<string, string[]>, key: string, word: string) => {
      const list = map.get(key);
      if (!list) map.set(key, [word]);
      else if (!list.includes(word)) list.push(word);
    };
    for (const [first, second] of all.filter((w) => w.length === 2)) {
      add(after, first!, second!);
      add(before, second!, first!);
    }
    names = {
      words,
      names: new Set(all.map((words) => words.join(' '))),
      runTogether: new Map(multi.map((words) => [words.join(''), words])),
      byFirstWord,
      multiWord,
      spelling,
      after,
      before,
      position: new Map([...words].map((w, i) => [w, i])),
    };
    placeNamesMemo.set(vocabulary, names);
  }
  return names;
}

/**
 * The places the query's words name in full whose name has a word the search drops: 'be' is a stop word, so 'nosy be'
 * alone also finds Nosy Boraha, Nosy Komba and Nosy Iranja, and 'nosy be weekend' only a short Nosy Boraha trip. The
 * search then requires the place too, as a destination filter matches it (as the catalogue spells it).
 */
export function placesNamedBy(vocabulary: Vocabulary, terms: readonly string[], stopWords: ReadonlySet<string>): string[] {
  const { multiWord, spelling } = placeNamesOf(vocabulary);
  const named = multiWord.filter(({ words }) => words.some((w) => stopWords.has(w)) && terms.some((_, i) => phraseAt(terms, i, words)));
  // One spelling per name, the most used.
  return [...new Set(named.map((p) => spelling.get(p.words.join(' '))!))];
}

/**
 * The words a term typed without its space was meant as: a place's name ('nosybe' → nosy be), else the two catalogue
 * words it splits into, the split whose rarer word is most used ('stonetown' → stone town, 'masaimara' → masai mara).
 */
export function splitWord(vocabulary: Vocabulary, term: string): string[] | undefined {
  if (term.length < 6 || knownPrefix(vocabulary.words, term) || isCommonEnglishWord(term)) return undefined;
  const place = placeNamesOf(vocabulary).runTogether.get(term);
  if (place) return place;
  let best: { words: string[]; uses: number } | undefined;
  for (let i = 3; i <= term.length - 3; i++) {
    const [left, right] = [term.slice(0, i), term.slice(i)];
    const uses = Math.min(vocabulary.frequency.get(left) ?? 0, vocabulary.frequency.get(right) ?? 0);
    if (uses > 0 && (!best || uses > best.uses)) best = { words: [left, right], uses };
  }
  return best?.words;
}

/** Endings a traveller adds to a word the catalogue writes as one ('kite surfing' for its 'Kitesurf'). */
const JOIN_ENDINGS = ['', 's', 'es', 'ing', 'ings', 'er', 'ers'];
/** Shorter parts are stop words or letters ('with in', 'a broad'), not halves of a word. */
const MIN_JOINED_PART = 3;

/**
 * The query with each two neighbouring words that the catalogue writes as one word joined ('wild life' → wildlife,
 * 'sun downer' → sundowner, 'kite surfing' → kitesurfing, the catalogue saying 'Kitesurf'); undefined when there are
 * none. The inverse of splitWord. Either half alone often finds something ('sun', 'life'), and both together a few
 * experiences that happen to use both, so this is tried before the words as typed, not only when they find nothing.
 */
export function joinWords(vocabulary: Vocabulary, q: string): string | undefined {
  const terms = queryTerms(q);
  const words: string[] = [];
  let joined = false;
  for (let i = 0; i < terms.length; i++) {
    const [a, b] = [terms[i]!, terms[i + 1]];
    const word = b !== undefined && [a, b].every((t) => t.length >= MIN_JOINED_PART && !isNumberTerm(t)) ? a + b : undefined;
    if (word && JOIN_ENDINGS.some((end) => word.endsWith(end) && vocabulary.frequency.has(word.slice(0, word.length - end.length)))) {
      joined = true;
      words.push(word);
      i++;
    } else words.push(a);
  }
  return joined ? words.join(' ') : undefined;
}

/**
 * A corrected word as the page shows it ('Showing results for …'): capitalised when it is a word of a catalogue place's
 * name ('serengetti' → Serengeti), as typed in lower case otherwise ('gorila' → gorilla, 'vaccation' → vacation). A
 * word of a place's name that is also common English ('stone', 'town', 'lake') stays lower case: 'stone twon' reads
 * "stone town", not "stone Town".
 */
export const shownWord = (vocabulary: Vocabulary, word: string) =>
  placeNamesOf(vocabulary).words.has(word) && !isCommonEnglishWord(word) ? shownCorrection(word) : word;

/**
 * The query with each misspelt term replaced by the word it most likely meant, or undefined when nothing needed
 * correcting ('serengetti balloon' → 'Serengeti balloon', 'gorila' → 'gorilla'; shownWord).
 */
export function correctQuery(vocabulary: Vocabulary, q: string): string | undefined {
  const terms = queryTerms(q);
  const corrected = terms.map((t, i) => closestWord(vocabulary, t, { before: terms[i - 1], after: terms[i + 1] }));
  return corrected.some(Boolean) ? corrected.map((word, i) => (word ? shownWord(vocabulary, word) : terms[i])).join(' ') : undefined;
}

/**
 * Places whose name, from any of its words on, starts with what was typed, punctuation aside ('ile sainte m' and
 * 'sainte m' are Île Sainte-Marie); most experiences first.
 */
export function suggestPlaces(vocabulary: Vocabulary, typed: string, limit: number): Vocabulary['places'] {
  const needle = queryTerms(typed).join(' ');
  if (!needle) return [];
  const starts = (key: string) => {
    const words = queryTerms(key);
    return words.some((_, i) => words.slice(i).join(' ').startsWith(needle));
  };
  return vocabulary.places.filter((p) => starts(p.key)).slice(0, limit);
}

/**
 * One vocabulary per catalogue version (version-memo.ts). A request that read an older version than the vocabulary's
 * gets the newer one: a vocabulary only proposes words, which the search then counts in its own version.
 */
export const vocabularyMemo = (db: () => DbOrTx, version: () => Promise<string>) => versionMemo(() => loadVocabulary(db()), version);

export type VocabularySource = ReturnType<typeof vocabularyMemo>;

/** One vocabulary source per database handle, shared by the routes and warmed with the catalogue index. */
export const vocabularyFor = perDatabase((database): VocabularySource => vocabularyMemo(() => database.db, responseCacheFor(database).version));
