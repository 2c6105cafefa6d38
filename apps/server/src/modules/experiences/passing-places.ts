import { foldForSearch } from '@safari/contract';
import { placesNamedIn } from '../ai/offline/gazetteer.js';
import { GAZETTEER } from '../ai/offline/gazetteer-data.js';
import { queryTerms } from './text-search.js';
import type { Vocabulary } from './vocabulary.js';

/**
 * Towns and sites beside a covered place that the catalogue's words hold only in passing: 'musanze', the gateway to
 * Volcanoes, is in the catalogue as the town an agency works from ("Designed by Virunga Gorilla Trails in Musanze"),
 * so the search found a Kigali city tour and a Lake Kivu escape, not the gorilla treks a traveller naming it wants.
 * The gazetteer puts such a place beside the covered one (GazetteerEntry.near), which the search reads it as when the
 * catalogue does not know it at all (query-fallback.ts placesElsewhere); this is the same reading for a place it
 * knows, when no experience is named for it (service.ts checks that, in its name, places, type or location).
 */

/** The words a passing place's name can start with, per vocabulary: most searches name none, and stop at one lookup. */
const startsMemo = new WeakMap<Vocabulary, ReadonlySet<string>>();

function startingWords(vocabulary: Vocabulary): ReadonlySet<string> {
  let starts = startsMemo.get(vocabulary);
  if (!starts) {
    const names = GAZETTEER.filter((entry) => entry.near).flatMap((entry) => [entry.name, ...(entry.aliases ?? [])].map((name) => queryTerms(name)));
    starts = new Set(names.filter((words) => words.length > 0 && words.every((w) => vocabulary.frequency.has(w))).map((words) => words[0]!));
    startsMemo.set(vocabulary, starts);
  }
  return starts;
}

export interface PassingPlace {
  /** The place's words as typed (folded), which must be named by no experience for the reading to apply. */
  named: string;
  /** The query's words with the place put as the covered place beside it ('musanze gorillas' → 'Volcanoes gorillas'). */
  q: string;
  /** The covered place, as the gazetteer spells it. */
  near: string;
}

/** How the page names the reading: the covered place as spelt, though the reading's words are folded ('Volcanoes · about 3 days'). */
export const passingLabel = (label: string, place: PassingPlace) => label.replace(foldForSearch(place.near), place.near);

/**
 * The first place of `q` that the gazetteer puts beside a covered place and whose every word the catalogue holds
 * (a place it does not hold is the fallback's: placesElsewhere), with the query read with the covered place instead.
 */
export function passingPlaceIn(vocabulary: Vocabulary, q: string): PassingPlace | undefined {
  const terms = queryTerms(q);
  const starts = startingWords(vocabulary);
  if (!terms.some((t) => starts.has(t))) return undefined;
  const span = placesNamedIn(terms).find(({ entry, from, to }) => entry.near && terms.slice(from, to).every((w) => vocabulary.frequency.has(w)));
  if (!span) return undefined;
  const { entry, from, to } = span;
  return { named: terms.slice(from, to).join(' '), q: [...terms.slice(0, from), entry.near!, ...terms.slice(to)].join(' '), near: entry.near! };
}
