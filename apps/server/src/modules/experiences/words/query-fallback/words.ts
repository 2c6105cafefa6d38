import { MONTHS } from '@safari/contract';
import { ANY_TRIP_WORDS, FRAME_WORDS, GENERIC_WORDS, phraseAt, queryTerms } from '../text-search.js';
import { closestWord, completeWord, placeNamesOf, shownWord, splitWord, type Vocabulary } from '../vocabulary.js';
import { isForeignPlaceWord } from '../foreign-places.js';
import { CHEAPER } from '../query-intent/bounds.js';
import { MONTH_AND_HOLIDAY_WORDS } from '../when-words.js';
import { placesNamedIn } from '../../../ai/offline/gazetteer.js';
import { ALSO_KNOWN_WORDS, PHRASE_TABLE } from './phrases.js';

/**
 * The typed words read as the catalogue would say them, before query-fallback.ts tries which of them to search:
 * travellers' phrases put in its words, slips corrected, places grouped as one word (meantWords); which words name a
 * place; how 'Showing results for' names the words searched (labelOf).
 */

/**
 * A word of the query to search, how 'Showing results for' names it (a corrected word as vocabulary.ts shownWord shows
 * it), and whether the traveller typed it as it is (not a correction or a phrase's replacement).
 */
export interface Word {
  text: string;
  label: string;
  typed: boolean;
}

function replacePhrases(vocabulary: Vocabulary, words: Word[]): Word[] {
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
      out.push(...phrase.value.map((text) => ({ text, label: shownWord(vocabulary, text), typed: false })));
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
    // A place is shown as the catalogue spells it, typed so or with a word corrected ('ngorongoro crator' → Ngorongoro Crater).
    out.push({ text: name.join(' '), label: spelling.get(name.join(' ')) ?? parts.map((w) => w.label).join(' '), typed });
    i += name.length;
  }
  return out;
}

/**
 * The first words of a longer place name at `i`, as one word shown as the catalogue spells them: 'queen elizabth' had
 * been named 'queen Elizabeth' (Queen Elizabeth National Park). Undefined when no name starts so.
 */
function startOfName(names: string[][] | undefined, words: Word[], i: number, spelling: Map<string, string>): Word | undefined {
  for (const name of names ?? []) {
    let k = 0;
    while (k < name.length - 1 && words[i + k]?.text === name[k]) k++;
    const parts = words.slice(i, i + k);
    const spelt = spelling.get(name.join(' '))?.split(' ');
    if (k < 2 || spelt?.length !== name.length) continue;
    return { text: name.slice(0, k).join(' '), label: spelt.slice(0, k).join(' '), typed: parts.every((w) => w.typed) };
  }
  return undefined;
}

/**
 * When a trip is, which the words of an experience rarely say: the months and holidays read before the search
 * (WHEN_WORDS), and their short forms, which are read there as the start of a word ('mar' of Masai Mara) and are
 * words to drop here ('serengeti jul').
 */
export const WHEN_WORDS = new Set([...MONTH_AND_HOLIDAY_WORDS, ...MONTHS.map((m) => m.slice(0, 3).toLowerCase())]);

/** Words that, beside an English word, make it part of a place's name ('cape town', 'table mountain', 'crescent island'). */
const PLACE_HEADS = new Set(['town', 'city', 'island', 'islands', 'isle', 'lake', 'mount', 'mountain', 'mountains', 'river', 'bay', 'falls', 'park', 'reserve', 'valley', 'gorge', 'coast', 'point', 'peak', 'forest', 'national']);

/**
 * Typed words beside a place's head word, or in a name of the region's gazetteer ('mountains of the moon', the
 * Rwenzori: 'moon' had been dropped and 'mountains' found Kilimanjaro): parts of a place's name, not ordinary words.
 */
export function placeNameWords(typed: Word[]): Set<string> {
  const heads = (i: number) => PLACE_HEADS.has(typed[i]?.text ?? '');
  const named = new Set(placesNamedIn(typed.map((w) => w.text)).flatMap(({ from, to }) => typed.slice(from, to).map((w) => w.text)));
  return new Set(typed.filter((w, i) => !PLACE_HEADS.has(w.text) && (heads(i - 1) || heads(i + 1) || named.has(w.text))).map((w) => w.text));
}

/**
 * The words as the catalogue would say them: travellers' phrases put in its words, slips corrected, places grouped;
 * without stop words, which change nothing a search finds and would clutter 'Showing results for', nor a word twice
 * ('family holidays with kids' → family holidays, not 'family holidays family').
 */
export function meantWords(vocabulary: Vocabulary, typed: Word[], stopWords: ReadonlySet<string>): Word[] {
  const words = groupPlaces(vocabulary, replacePhrases(vocabulary, correctWords(vocabulary, replacePhrases(vocabulary, typed)))).filter((w) => !stopWords.has(w.text));
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
export const labelOf = (ws: Word[]) => {
  const shown = ws.filter((w) => !(w.typed && (ANY_TRIP_WORDS.has(w.text) || FRAME_WORDS.has(w.text))));
  return namedAsPlaces((shown.length > 0 ? shown : ws).map((w) => w.label)).join(' ');
};

/**
 * Words as the page shows them, every one kept: each place's name as the catalogue spells it, a place's word as
 * shownWord shows it, the head words beside a name as the name is ('safari in kenya' → "safari in Kenya", 'mt
 * kilimanjaro climb' → "Mount Kilimanjaro climb"), as labelOf shows the words a search searched instead.
 */
export function shownText(vocabulary: Vocabulary, text: string): string {
  const texts = text.split(' ').filter(Boolean);
  const labels = texts.map((t) => shownWord(vocabulary, t));
  // A place of the region named whole, which the catalogue does not list, as the gazetteer spells it ('stone town' →
  // Stone Town, whose words alone are common English).
  for (const { entry, from, to } of placesNamedIn(texts)) {
    const spelt = entry.name.split(' ');
    if (queryTerms(entry.name).join(' ') === texts.slice(from, to).join(' ') && spelt.length === to - from) labels.splice(from, to - from, ...spelt);
  }
  const words = texts.map((t, i) => ({ text: t, label: labels[i]!, typed: true }));
  return namedAsPlaces(groupPlaces(vocabulary, words).map((w) => w.label)).join(' ');
}

/** Words that name a place with a capitalised name after them ('mount', of 'mount Kilimanjaro') or before them ('national park'). */
const HEADS_BEFORE = new Set(['mount', 'lake']);
const HEADS_AFTER = new Set(['national', 'park', 'crater', 'falls']);
const capitalised = (label: string | undefined) => label !== undefined && /^\p{Lu}/u.test(label);

/**
 * Labels with the head words of a place named beside it capitalised as the name is ('mt kilimanjaro' is shown "Mount
 * Kilimanjaro", not "mount Kilimanjaro"; 'serengeti national park' "Serengeti National Park").
 */
function namedAsPlaces(labels: string[]): string[] {
  const out = [...labels];
  const upper = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);
  for (let i = out.length - 2; i >= 0; i--) if (HEADS_BEFORE.has(out[i]!) && capitalised(out[i + 1])) out[i] = upper(out[i]!);
  for (let i = 1; i < out.length; i++) if (HEADS_AFTER.has(out[i]!) && capitalised(out[i - 1])) out[i] = upper(out[i]!);
  return out;
}

/** Words that join two wishes in one query ('gorilla trekking and beach', 'safari then beach'). */
const JOINERS = new Set(['and', 'or', 'then', 'plus', 'followed']);

/**
 * The two wishes of `typed` joined by one word of JOINERS, each read as the query's words are (meantWords), or
 * undefined when there is no one such join or a side says only 'a trip'.
 */
export function joinedWishes(vocabulary: Vocabulary, typed: Word[], stopWords: ReadonlySet<string>): [Word[], Word[]] | undefined {
  const at = typed.findIndex((w, i) => i > 0 && i < typed.length - 1 && JOINERS.has(w.text));
  if (at < 0 || typed.slice(at + 1).some((w) => JOINERS.has(w.text))) return undefined;
  const [left, right] = [meantWords(vocabulary, typed.slice(0, at), stopWords), meantWords(vocabulary, typed.slice(at + 1), stopWords)];
  const says = (side: Word[]) => side.some((w) => !ANY_TRIP_WORDS.has(w.text));
  return says(left) && says(right) ? [left, right] : undefined;
}

/** `words` without the stop words at either end. */
export function trimmedOf(words: Word[], stopWords: ReadonlySet<string>): Word[] {
  let [from, to] = [0, words.length];
  while (from < to && stopWords.has(words[from]!.text)) from++;
  while (to > from && stopWords.has(words[to - 1]!.text)) to--;
  return words.slice(from, to);
}
