import { placesNamedIn } from '../../ai/offline/gazetteer.js';
import { isCountryWord } from '../text-search.js';

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
  // Where each place named starts, and where it ends (the longest name from there).
  const spans = new Map<number, number>();
  for (const { from, to } of placesNamedIn([...terms])) spans.set(from, Math.max(to, spans.get(from) ?? 0));
  terms.forEach((term, i) => {
    if (isCountryWord(term) && !spans.has(i)) spans.set(i, i + 1);
  });
  for (let i = 0; i < terms.length; i++) {
    const to = spans.get(i);
    if (to === undefined) continue;
    const places = [terms.slice(i, to).join(' ')];
    let end = to;
    while (terms[end] === 'or' && spans.has(end + 1)) {
      const next = spans.get(end + 1)!;
      places.push(terms.slice(end + 1, next).join(' '));
      end = next;
    }
    if (places.length < 2) continue;
    at.set(i, { places, length: end - i });
    i = end - 1;
  }
  return at;
}
