import { COUNTRY_ALIASES, GAZETTEER, type GazetteerCountry, type GazetteerEntry } from './gazetteer-data.js';
import { editDistance, isNegatedAt, type Mention } from './shared.js';
import { groupBy } from '../../../lib/group-by.js';
import { KeptMap } from '../../../lib/kept-map.js';


interface Alias {
  words: string[];
  entry?: GazetteerEntry;
  country?: GazetteerCountry;
}

/** Every name a place goes by: its own and its aliases. */
export const namesOf = (entry: GazetteerEntry): string[] => [entry.name, ...(entry.aliases ?? [])];

/** Names that are also ordinary words: only matched when qualified ("Volcanoes National Park"). */
const BARE_NAME_NEEDS_QUALIFIER = new Set(['Volcanoes']);

function aliasWords(alias: string): string[] {
  return alias.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9' ]+/g, ' ').split(' ').filter(Boolean);
}

/**
 * A lake's name as travellers also write it, the word 'lake' last ('natron lake'): left as two words, the place was
 * read from 'natron' and 'lake' searched beside it ("Tanzania lakes lake").
 */
const withLakeLast = (words: string[]): string[][] =>
  words[0] === 'lake' && words.length > 1 ? [words, [...words.slice(1), 'lake']] : [words];

const ALIASES: Alias[] = [
  ...GAZETTEER.flatMap((entry) =>
    [...(BARE_NAME_NEEDS_QUALIFIER.has(entry.name) ? [] : [entry.name]), ...(entry.aliases ?? [])].flatMap((a) =>
      withLakeLast(aliasWords(a)).map((words) => ({ words, entry })),
    ),
  ),
  ...(Object.entries(COUNTRY_ALIASES) as [GazetteerCountry, string[]][]).flatMap(([country, names]) =>
    names.map((a) => ({ words: aliasWords(a), country })),
  ),
].sort((a, b) => b.words.length - a.words.length || b.words.join(' ').length - a.words.join(' ').length);

const BY_FIRST_WORD = groupBy(ALIASES, (alias) => alias.words[0]!);

/**
 * The aliases a slip may reach (fuzzyMatch), by their first letter, in ALIASES' order, each with its words joined:
 * a misspelling keeps its first letter, and names shorter than six letters are too close to ordinary words. Every
 * unknown word of a search is tried against them, so this spares joining and testing hundreds of names per word.
 */
const FUZZY_BY_FIRST_LETTER = groupBy(
  ALIASES.flatMap((alias) => {
    const target = alias.words.join(' ');
    return target.length < 6 ? [] : [{ alias, target, budget: fuzzyBudget(target.length) }];
  }),
  ({ target }) => target[0]!,
);

/** Everyday words a typo-tolerant match must never turn into a place. */
const COMMON_WORDS = new Set(['tanzanian', 'serene', 'general', 'america', 'kenyan', 'mountain', 'mountains', 'volcano', 'volcanos', 'natural', 'national', 'malaria', 'maria', 'marathon', 'dinner', 'diana', 'samurai', 'zambia', 'gambia', 'angola', 'namibia', 'nigeria', 'liberia', 'somalia', 'tsavorite', 'meerkat', 'amazing', 'itinerary', 'caravan', 'maldives']);

interface Token {
  word: string;
  start: number;
  end: number;
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(/[a-z0-9']+/g)) {
    const word = m[0].replace(/^'+|'+$/g, '').replace(/'s$/, (s) => (m[0] === "hell's" ? s : ''));
    if (word) tokens.push({ word, start: m.index, end: m.index + m[0].length });
  }
  return tokens;
}

function fuzzyBudget(length: number): number {
  return length >= 10 ? 2 : length >= 6 ? 1 : 0;
}

/** Places and countries named in a normalised message, in order, each with whether it was ruled out. */
export function findPlaces(text: string): { places: Mention<GazetteerEntry>[]; countries: Mention<GazetteerCountry>[] } {
  const tokens = tokenize(text);
  const places: Mention<GazetteerEntry>[] = [];
  const countries: Mention<GazetteerCountry>[] = [];
  const record = (alias: Alias, from: number, to: number) => {
    const index = tokens[from]!.start;
    const length = tokens[to - 1]!.end - index;
    const negated = isNegatedAt(text, index, length) || isMerelyAView(text, index, length);
    if (alias.entry) places.push({ value: alias.entry, index, negated });
    if (alias.country) countries.push({ value: alias.country, index, negated });
  };
  scanAliases(tokens.map((t) => t.word), record);
  return { places, countries };
}

/** Each name or country found in `words`, in order, as the words `from` to `to` (not included) it spans. */
function scanAliases(words: string[], visit: (alias: Alias, from: number, to: number) => void) {
  for (const [alias, from, to] of namesFoundIn(words)) visit(alias, from, to);
}

type Found = ReadonlyArray<readonly [alias: Alias, from: number, to: number]>;

/**
 * scanAliases' finds for the few words of a search, kept: a search's words are read for places several times over
 * (as typed, then each reading and correction the fallback tries: query-fallback/words.ts, query-intent), and each
 * word is tried against every name a slip could reach. A word the catalogue does not know sends a search through
 * every reading, and the same words were scanned again for each: 9 % of the search's own CPU at 100,000 experiences
 * on pairs of words some of which it did not know; kept, those searches took 10–30 % less time (stop 94, one
 * machine). New pairs of known words scan new word lists, so little changes for them (3.5 % of their search). The
 * gazetteer never changes, so a kept find is never stale. Longer texts (an agency's page, an AI message) are scanned
 * each time and not kept.
 */
const foundIn = new KeptMap<string, Found>(4096);
const KEPT_WORDS_MAX = 16;

function namesFoundIn(words: string[]): Found {
  const key = words.length <= KEPT_WORDS_MAX ? words.join('\u0000') : undefined;
  const kept = key === undefined ? undefined : foundIn.get(key);
  if (kept) return kept;
  const found: Array<readonly [Alias, number, number]> = [];
  for (let i = 0; i < words.length; ) {
    const alias = (BY_FIRST_WORD.get(words[i]!) ?? []).find((a) => a.words.every((w, k) => words[i + k] === w)) ?? fuzzyMatch(words, i);
    if (alias) {
      found.push([alias, i, i + alias.words.length]);
      i += alias.words.length;
    } else i++;
  }
  if (key !== undefined) foundIn.set(key, found);
  return found;
}

/**
 * The places of the region named in a search's words (lower-cased, accent-free: queryTerms), with the words each
 * spans: the search reads a place its catalogue does not cover as the place it lies in, or its country
 * (query-fallback.ts). Misspellings are read as findPlaces reads them.
 */
export function placesNamedIn(words: string[]): Array<{ entry: GazetteerEntry; from: number; to: number }> {
  const found: Array<{ entry: GazetteerEntry; from: number; to: number }> = [];
  scanAliases(words, (alias, from, to) => {
    if (alias.entry) found.push({ entry: alias.entry, from, to });
  });
  return found;
}

/** The countries of the places and countries named in `words` (as placesNamedIn reads them), each once. */
export function countriesNamedIn(words: string[]): Set<GazetteerCountry> {
  const countries = new Set<GazetteerCountry>();
  scanAliases(words, (alias) => {
    const country = alias.country ?? alias.entry?.country;
    if (country) countries.add(country);
  });
  return countries;
}

function fuzzyMatch(words: string[], i: number): Alias | undefined {
  const aliases = FUZZY_BY_FIRST_LETTER.get(words[i]![0]!);
  if (!aliases) return undefined;
  // The words from i spanning as many words as the alias, joined (one join per length).
  const candidates: Array<string | null> = [];
  const candidateOf = (n: number) => {
    if (candidates[n] === undefined) {
      const candidate = words.slice(i, i + n).join(' ');
      candidates[n] = i + n > words.length || COMMON_WORDS.has(candidate) || /\d/.test(candidate) ? null : candidate;
    }
    return candidates[n];
  };
  for (const { alias, target, budget } of aliases) {
    if (i + alias.words.length > words.length) continue;
    const candidate = candidateOf(alias.words.length);
    if (candidate !== null && Math.abs(candidate.length - target.length) <= budget && editDistance(candidate, target, budget) <= budget) return alias;
  }
  return undefined;
}

/** "Kilimanjaro views" from Amboseli name a mountain the traveller looks at, not a place they go to. */
function isMerelyAView(text: string, index: number, length: number): boolean {
  const after = text.slice(index + length, index + length + 12);
  const before = text.slice(Math.max(0, index - 16), index);
  return /^\s*(?:views?|in the background|backdrop)\b/.test(after) || /\b(?:views? (?:of|to|over)|view of)\s*(?:the |mount |mt\.? )?$/.test(before);
}
