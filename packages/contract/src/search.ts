import { distance } from 'fastest-levenshtein';
import type { AgentSummary } from './agents.js';

/** Lower case without accents: 'Île Sainte-Marie' and 'ile sainte-marie' compare equal ('Nosy Bé', 'nosy be'). */
export const foldForSearch = (value: string): string => value.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();

/**
 * Edits a word of this length may hold and still be called a slip: none below four letters, one up to six, two from
 * seven (Typesense's defaults). A larger budget for shorter words turns ordinary words into words that were not meant
 * ('things' into 'tsingy'); a smaller one for longer words misses slips travellers make ('gorrila').
 */
const editBudget = (length: number) => (length < 4 ? 0 : length <= 6 ? 1 : 2);

/**
 * `a` is `b` with two letters swapped, neighbours ('ugnada', 'uganda') or one apart ('sarafi', 'safari'): one slip,
 * though Levenshtein counts two.
 */
export function isSwap(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const at = [...a].flatMap((ch, i) => (ch === b[i] ? [] : [i]));
  return at.length === 2 && at[1]! - at[0]! <= 2 && a[at[0]!] === b[at[1]!] && a[at[1]!] === b[at[0]!];
}

/**
 * The word of `words` a misspelt `term` most likely meant: fewest slips within the term's budget (or `budget`), then
 * the most `uses`. Both folded (foldForSearch). A slip is one of Levenshtein's edits or a swap of two letters at most
 * one apart; when no word is so close, a word that differs only in letters doubled or not, however many, is one slip
 * away: a writer unsure of the doubles is so all through the word ('balon' is 'balloon': two edits, past a short
 * word's budget). The experiences search (the catalogue's vocabulary) and the agents search use it.
 */
export function closestWord(term: string, words: Iterable<string>, uses: (word: string) => number, budget = editBudget(term.length)): string | undefined {
  if (budget === 0) return undefined;
  let best: { word: string; edits: number; uses: number } | undefined;
  const termLetters = lettersOf(term);
  const kept = Array.isArray(words) && words.length >= LETTERS_KEPT_FROM ? lettersOfWords(words) : undefined;
  let i = -1;
  for (const word of words) {
    i++;
    if (Math.abs(word.length - term.length) > budget) continue;
    if (bitCount((kept ? kept[i]! : lettersOf(word)) ^ termLetters) > 2 * budget) continue;
    let edits = distance(word, term);
    if (edits === 2 && isSwap(word, term)) edits = 1;
    if (edits > budget) continue;
    const n = uses(word);
    if (!best || edits < best.edits || (edits === best.edits && n > best.uses)) best = { word, edits, uses: n };
  }
  if (best) return best.word;
  // Looked up, not compared with every word: only the few terms no word is an edit or two from get this far.
  return doubledOrNot(term, words, uses);
}

/**
 * The letters a word holds, as bits (a character's code mod 32: a–z each its own). A slip changes at most two of them
 * (a letter typed for another: one may go, one come), a letter added or dropped one, two letters swapped none; so a
 * word more than twice the budget's bits away from the term is no slip of it, and closestWord spares computing its
 * distance. Computing it for every word of a near length had been four in ten of a misspelt search's CPU; on a
 * 2,569-word vocabulary a slip now takes 15 µs instead of 92–106, with the same answers (stop 94, one machine).
 * Characters that share a bit only let more words through to the distance.
 */
function lettersOf(word: string): number {
  let bits = 0;
  for (let i = 0; i < word.length; i++) bits |= 1 << (word.charCodeAt(i) & 31);
  return bits;
}

function bitCount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Word lists this long have their letters kept (a vocabulary's words, corrected against many times); shorter ones are read as they come. */
const LETTERS_KEPT_FROM = 64;
const lettersMemo = new WeakMap<readonly string[], Int32Array>();

function lettersOfWords(words: readonly string[]): Int32Array {
  let kept = lettersMemo.get(words);
  if (!kept) lettersMemo.set(words, (kept = Int32Array.from(words, lettersOf)));
  return kept;
}

/** The most used word of `words` that differs from `term` only in letters doubled or not ('coking', 'cooking'). */
export function doubledOrNot(term: string, words: Iterable<string>, uses: (word: string) => number): string | undefined {
  let doubled: string | undefined;
  for (const word of byUndoubled(words).get(undoubled(term)) ?? []) if (word !== term && (doubled === undefined || uses(word) > uses(doubled))) doubled = word;
  return doubled;
}

/** `word` with every run of one letter written once ('balloon' → 'balon'). */
const undoubled = (word: string) => word.replace(/(.)\1+/g, '$1');

/** The words by their undoubled form, kept per array (a vocabulary's words are one array, corrected against many times). */
function byUndoubled(words: Iterable<string>): Map<string, string[]> {
  const kept = Array.isArray(words) ? undoubledMemo.get(words) : undefined;
  if (kept) return kept;
  const index = new Map<string, string[]>();
  for (const word of words) {
    const key = undoubled(word);
    const list = index.get(key);
    if (list) list.push(word);
    else index.set(key, [word]);
  }
  if (Array.isArray(words)) undoubledMemo.set(words, index);
  return index;
}
const undoubledMemo = new WeakMap<readonly string[], Map<string, string[]>>();

/** A corrected word as 'Showing results for …' shows it: capitalised ('Serengeti'), so the correction stands out. */
export const shownCorrection = (word: string) => word[0]!.toUpperCase() + word.slice(1);

type SearchableAgent = Pick<AgentSummary, 'agency_name' | 'address' | 'country' | 'destinations'>;

const agentText = (agent: SearchableAgent) =>
  foldForSearch([agent.agency_name, agent.address, agent.country, ...agent.destinations.map((d) => d.destination_name)].filter(Boolean).join(' \u2022 '));
const queryWords = (query: string) => foldForSearch(query).split(/\s+/).filter(Boolean);

const isWordCharacter = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/** `text` holds `word` as a whole word (or the words of a place: 'nosy be'), not only inside a longer one. */
function holdsWhole(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    if (!isWordCharacter(text[at - 1]) && !isWordCharacter(text[at + word.length])) return true;
  }
  return false;
}

/**
 * The agents search (traveller-side.md §2 "Agents page"), the same on the server and in the browser: the agents in
 * whose name, address, country or destinations every word typed appears, case and accents ignored. In three groups:
 * those whose name holds every word ('nosy be': Nosy Be Island Escapes before the agencies that only travel there);
 * then those whose text holds every word whole; then those that hold a word only inside a longer one ('kenya' in a
 * Zanzibar agency's 'Kenyatta Road' had put it before Kenya's own agencies). Within a group, those whose name holds
 * more of the words first ('ile sainte marie': Sainte-Marie Lagoon Travel before Nosy Be Island Escapes, which also
 * travels there), then the order given.
 */
function matchingNamesFirst<T extends SearchableAgent>(agents: readonly T[], query: string, find: AgentFinder): T[] {
  const words = queryWords(query);
  const { texts, names } = agentTexts(agents);
  // Group first, then fewer of the words missing from the name; the sort is stable, so the given order breaks ties.
  const rank = new Map<T, number>();
  for (const i of find(texts, words)) {
    const missing = words.filter((w) => !names[i]!.includes(w)).length;
    rank.set(agents[i]!, missing === 0 ? 0 : (words.every((w) => holdsWhole(texts[i]!, w)) ? 1 : 2) * 1e3 + missing);
  }
  return [...rank.keys()].sort((a, b) => rank.get(a)! - rank.get(b)!);
}

/**
 * How the agents search finds the agents whose folded text (`texts`, one list's, the same array every time the list is
 * searched) holds every one of `words` (folded): their positions, ascending; all of them for no word. The browser's
 * lists are short and scanned (scanTexts); the server's, 10,000 agencies at the bench's size, are indexed
 * (agents/agent-finder.ts).
 */
export type AgentFinder = (texts: readonly string[], words: readonly string[]) => number[];

export const scanTexts: AgentFinder = (texts, words) => texts.flatMap((text, i) => (words.every((w) => text.includes(w)) ? [i] : []));

/**
 * Each agent's folded text and name, once per list searched: the server searches one list per catalogue version, so
 * a stream of searches (slips each searched whole) folds no agency's text or name again.
 */
function agentTexts(agents: readonly SearchableAgent[]): { texts: string[]; names: string[] } {
  let kept = agentTextsMemo.get(agents);
  if (!kept) agentTextsMemo.set(agents, (kept = { texts: agents.map(agentText), names: agents.map((a) => foldForSearch(a.agency_name)) }));
  return kept;
}
const agentTextsMemo = new WeakMap<readonly SearchableAgent[], { texts: string[]; names: string[] }>();

/** Some agent's text holds `word` (folded). */
const anyHolds = (agents: readonly SearchableAgent[], word: string, find: AgentFinder) => find(agentTexts(agents).texts, [word]).length > 0;

/** The words the agents use (three letters or more) with how many use each, once per list: only a search of slips needs them. */
function agentWordUses(agents: readonly SearchableAgent[]): Map<string, number> {
  let uses = agentUsesMemo.get(agents);
  if (!uses) {
    uses = new Map<string, number>();
    for (const text of agentTexts(agents).texts) for (const word of new Set(text.split(/[^\p{L}\p{N}]+/u))) if (word.length >= 3) uses.set(word, (uses.get(word) ?? 0) + 1);
    agentUsesMemo.set(agents, uses);
  }
  return uses;
}
const agentUsesMemo = new WeakMap<readonly SearchableAgent[], Map<string, number>>();

/** GET /api/agents?q= answers an array (spec §7); the words it searched instead of those typed are in this header, URI-encoded. */
export const SEARCHED_FOR_HEADER = 'x-searched-for';

/**
 * The agents search with slips forgiven: the agents every word matches (matchingNamesFirst), or, when none does,
 * those of the query with each word no agent has replaced by the closest word the agents use ('serengetti' →
 * serengeti), or else of as many of its words as some agents have together ('zanzibar beach' → zanzibar: the
 * agencies in Diani Beach are not in Zanzibar), as `searchedFor`.
 */
export function searchAgents<T extends SearchableAgent>(agents: readonly T[], query: string, find: AgentFinder = scanTexts): { agents: T[]; searchedFor: string | null } {
  const found = matchingNamesFirst(agents, query, find);
  const words = queryWords(query);
  if (found.length > 0 || words.length === 0) return { agents: found, searchedFor: null };
  const uses = agentWordUses(agents);
  let corrected = false;
  const meant = words.map((w) => {
    if (anyHolds(agents, w, find)) return w;
    const word = closestWord(w, uses.keys(), (u) => uses.get(u) ?? 0);
    corrected ||= word !== undefined;
    return word ? shownCorrection(word) : w;
  });
  const instead = corrected ? matchingNamesFirst(agents, meant.join(' '), find) : [];
  if (instead.length > 0) return { agents: instead, searchedFor: placesAsWritten(agents, meant) };
  return fewerWords(agents, meant, find) ?? { agents: [], searchedFor: null };
}

/**
 * The words searched instead, as 'Showing agents for' names them: a run of them that is a whole destination, country
 * or part of an address between commas written as the agents write it ('zanzibar beach' → "Zanzibar", 'nosy be
 * hotels' → "Nosy Be", 'travel agents kigali' → "Kigali"), the others as they are (typed, or a correction as
 * shownCorrection shows it).
 */
function placesAsWritten(agents: readonly SearchableAgent[], words: string[]): string {
  const names = placeNamesOf(agents);
  const out: string[] = [];
  for (let i = 0; i < words.length; ) {
    let k = Math.min(words.length - i, LONGEST_PLACE_NAME);
    while (k > 0 && !names.has(foldForSearch(words.slice(i, i + k).join(' ')))) k--;
    if (k === 0) out.push(words[i++]!);
    else {
      out.push(names.get(foldForSearch(words.slice(i, i + k).join(' ')))!);
      i += k;
    }
  }
  return out.join(' ');
}

/** The most words of a place's name placesAsWritten looks for ('Queen Elizabeth National Park'). */
const LONGEST_PLACE_NAME = 4;

/** The agents' destinations, countries and the parts of their addresses by their folded words, each as first written; once per list. */
function placeNamesOf(agents: readonly SearchableAgent[]): Map<string, string> {
  let names = placeNamesMemo.get(agents);
  if (!names) {
    names = new Map<string, string>();
    for (const agent of agents) {
      for (const name of [agent.country, ...agent.destinations.map((d) => d.destination_name), ...(agent.address?.split(',') ?? [])]) {
        const key = name && queryWords(name).join(' ');
        if (key && !names.has(key)) names.set(key, name.trim());
      }
    }
    placeNamesMemo.set(agents, names);
  }
  return names;
}
const placeNamesMemo = new WeakMap<readonly SearchableAgent[], Map<string, string>>();

/** Past this many words a search is a sentence, not a name and a place: no shorter one is tried. */
const MOST_WORDS_DROPPED_FROM = 6;

/**
 * Words that say nothing of which agency: any of them is a tour operator and a guide ('tour operator rwanda' had kept
 * 'tour', the one Rwanda agency named for tours). Kept only beside another word, as is a word of one or two letters,
 * which most agents' text holds inside a longer one ('in', 'de'), unless it finishes a name ('nosy be').
 */
const ANY_AGENCY_WORDS = new Set(['agent', 'agents', 'agency', 'agencies', 'operator', 'operators', 'company', 'companies', 'tour', 'tours', 'travel', 'travels', 'guide', 'guides', 'local', 'best', 'top', 'good']);
const namesAgency = (word: string) => word.length > 2 && !ANY_AGENCY_WORDS.has(word);

/**
 * The agents of the query with words dropped: the set that keeps the most words that name something, then finds the
 * most agents, then keeps the most words; undefined when no set of them finds an agent.
 */
function fewerWords<T extends SearchableAgent>(agents: readonly T[], typed: string[], find: AgentFinder): { agents: T[]; searchedFor: string } | undefined {
  if (typed.length > MOST_WORDS_DROPPED_FROM) return undefined;
  // Only words some agent has can be in a set that finds one: one pass over the agents' text for each word typed.
  const words = typed.filter((w) => anyHolds(agents, foldForSearch(w), find));
  let best: { agents: T[]; searchedFor: string; naming: number; size: number } | undefined;
  // Every set but the whole query, which found nothing.
  for (let mask = 1; mask < (1 << words.length) - (words.length === typed.length ? 1 : 0); mask++) {
    const kept = words.filter((_, i) => mask & (1 << i));
    const naming = kept.filter((w) => namesAgency(foldForSearch(w))).length;
    if (naming === 0 || (best && naming < best.naming)) continue;
    const found = matchingNamesFirst(agents, kept.join(' '), find);
    if (found.length === 0) continue;
    if (!best || (naming - best.naming || found.length - best.agents.length || kept.length - best.size) > 0) {
      best = { agents: found, searchedFor: placesAsWritten(agents, kept), naming, size: kept.length };
    }
  }
  return best && { agents: best.agents, searchedFor: best.searchedFor };
}
