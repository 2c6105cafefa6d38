import { foldForSearch } from '@safari/contract';
import { queryTerms } from '../text-search.js';
import { countriesNamedIn, placesNamedIn } from '../../../ai/offline/gazetteer.js';
import type { GazetteerCountry, PlaceKind } from '../../../ai/offline/gazetteer-data.js';
import type { Word } from './words.js';

/**
 * Places and animals of the region the catalogue does not have together (query-fallback.ts): an animal's places out
 * of its range (withoutPlacesOutOfRange), and a place no experience names read as what it offers closest
 * (placesElsewhere).
 */

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
export function withoutPlacesOutOfRange(words: Word[]): Word[] {
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
 * How a traveller spends time at a place, not what they go to it for: beside a place no experience names, kept with
 * what the place offers rather than searched elsewhere ('lake naivasha boat' had shown a Selous boat safari in
 * Tanzania, 'bagamoyo history' a Kigali history tour, 'gisenyi beach' Diani's; 'gombe chimps' still goes where the
 * chimpanzees are).
 */
export const DONE_THERE: ReadonlySet<string> = new Set(
  [
    'boat', 'cruise', 'canoe', 'canoeing', 'kayak', 'kayaking', 'cycling', 'bike', 'biking', 'walk', 'walking', 'hike', 'hiking', 'swim', 'swimming',
    'picnic', 'ride', 'riding', 'drive', 'sunset', 'sunrise', 'photography', 'picture', 'photo', 'beach', 'history', 'historic', 'historical',
    'heritage', 'culture', 'cultural', 'museum', 'market', 'city', 'town', 'food', 'sightseeing',
  ].flatMap((w) => [w, `${w}s`, `${w}es`]),
);

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
export function placesElsewhere(typed: Word[], unknown: ReadonlySet<string>): Word[][] {
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
