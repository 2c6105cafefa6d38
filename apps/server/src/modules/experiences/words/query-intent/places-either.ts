import { namesOf, placesNamedIn } from '../../../ai/offline/gazetteer.js';
import { isCountryWord, queryTerms } from '../text-search.js';
import { READ_TERMS_MAX } from './phrases.js';

/** Where a run of places joined by 'or' starts: the places, each as typed, and how many words the run spans. */
export type PlacesEither = Map<number, { places: string[]; length: number }>;

/**
 * Places typed with 'or' between them ('kilimanjaro or mount kenya', 'rwanda or uganda', 'lamu or zanzibar'): a trip
 * to any of them, searched as alternatives (the filter's anyOf). Searched as words, every one required, 'kilimanjaro
 * or mount kenya' had found the two Amboseli trips that name both mountains, not the treks of either. The places are
 * the region's (the gazetteer's) and its countries.
 */
export function placesEither(terms: readonly string[]): PlacesEither {
  const at: PlacesEither = new Map();
  // Most searches have no 'or': the gazetteer is not read for them.
  if (!terms.includes('or')) return at;
  // Where each place named starts: where it ends (the longest name from there) and what to search it by, the words as
  // typed or, for a slip of its name ('kilimanjro'), the name (an alternative finding nothing had left the others').
  const spans = new Map<number, { to: number; text: string }>();
  const words = (name: string) => queryTerms(name).join(' ');
  for (const { entry, from, to } of placesNamedIn([...terms])) {
    if ((spans.get(from)?.to ?? 0) >= to) continue;
    const typed = terms.slice(from, to).join(' ');
    spans.set(from, { to, text: namesOf(entry).some((name) => words(name) === typed) ? typed : words(entry.name) });
  }
  terms.forEach((term, i) => {
    if (isCountryWord(term) && !spans.has(i)) spans.set(i, { to: i + 1, text: term });
  });
  for (let i = 0; i < terms.length; i++) {
    const first = spans.get(i);
    if (!first) continue;
    const places = [first.text];
    let end = first.to;
    for (let next = spans.get(end + 1); terms[end] === 'or' && next; next = spans.get(end + 1)) {
      places.push(next.text);
      end = next.to;
    }
    if (places.length < 2) continue;
    at.set(i, { places, length: end - i });
    i = end - 1;
  }
  return at;
}

/** Words that join two places into one trip ('tanzania and zanzibar'); '&' and '+' are read as 'and'. */
export const JOINS: ReadonlySet<string> = new Set(['and', 'plus']);

/** A place and the country it lies in, joined by the words (placeJoinedWithCountry): the place's words as typed, and the country's. */
export interface PlaceAndCountry {
  place: string[];
  country: string;
}

/**
 * The place and its country that the words join ('tanzania and zanzibar', 'zanzibar & tanzania', 'kenya plus masai
 * mara'): a trip to both, or to the place, or to more of the country (ExperienceFilter.combinedFirst). Typed side by
 * side without a join ('zanzibar tanzania'), the country only says where the place is: undefined.
 */
export function placeJoinedWithCountry(q: string): PlaceAndCountry | undefined {
  // Most searches join nothing: the gazetteer is not read for them.
  if (!/[&+]|\b(and|plus)\b/i.test(q)) return undefined;
  const terms = queryTerms(q.replace(/[&+]/g, ' and '), READ_TERMS_MAX);
  for (const { entry, from, to } of placesNamedIn(terms)) {
    const own = entry.country?.toLowerCase();
    if (own !== undefined && ((JOINS.has(terms[to]!) && terms[to + 1] === own) || (JOINS.has(terms[from - 1]!) && terms[from - 2] === own))) {
      // A slip of the place's name ('zanzibr') is left to the search's correction, which the page names.
      const place = terms.slice(from, to);
      return namesOf(entry).some((name) => queryTerms(name).join(' ') === place.join(' ')) ? { place, country: own } : undefined;
    }
  }
  return undefined;
}
