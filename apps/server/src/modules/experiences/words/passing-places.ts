import { foldForSearch } from '@safari/contract';
import { namesOf, placesNamedIn } from '../../ai/offline/gazetteer.js';
import { GAZETTEER } from '../../ai/offline/gazetteer-data.js';
import { phraseAt, queryTerms } from './text-search.js';
import { knownPrefix, type Vocabulary } from './vocabulary.js';

/**
 * Towns and sites beside a covered place that the catalogue's words hold only in passing: 'musanze', the gateway to
 * Volcanoes, is in the catalogue as the town an agency works from ("Designed by Virunga Gorilla Trails in Musanze"),
 * so the search found a Kigali city tour and a Lake Kivu escape, not the gorilla treks a traveller naming it wants.
 * The gazetteer puts such a place beside the covered one (GazetteerEntry.near), which the search reads it as when the
 * catalogue does not know it at all (query-fallback.ts placesElsewhere); this is the same reading for a place it
 * knows, when no experience is named for it (service.ts checks that, in its name, places, type or location).
 */

/**
 * The words a name of a place beside a covered one starts with: a search naming none (most) is told so by one lookup
 * per word, without the vocabulary, which is still being built for a while after a catalogue write.
 */
const STARTS: ReadonlySet<string> = new Set(
  GAZETTEER.filter((entry) => entry.near).flatMap((entry) => namesOf(entry).flatMap((name) => queryTerms(name).slice(0, 1))),
);

/** Words that lead to a place ('from moshi', 'near musanze'). */
const LEADING_TO: ReadonlySet<string> = new Set(['from', 'in', 'near', 'around', 'at', 'via', 'to', 'by']);

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
 * The first place of `q` that the gazetteer puts beside a covered place and whose every word the catalogue holds, or
 * holds the start of (a place it does not hold is the fallback's: placesElsewhere), with the query read with the covered place instead.
 */
export async function passingPlaceIn(vocabulary: () => Promise<Vocabulary>, q: string): Promise<PassingPlace | undefined> {
  const terms = queryTerms(q);
  if (!terms.some((t) => STARTS.has(t))) return undefined;
  const spans = placesNamedIn(terms).filter(({ entry }) => entry.near);
  if (spans.length === 0) return undefined;
  // Held as a word or as the start of one, which the search matches too ('north' of 'northern': 'mara north' had found
  // the one trip that says 'Mara' and 'northern').
  const { frequency, words } = await vocabulary();
  const span = spans.find(({ from, to }) => terms.slice(from, to).every((w) => frequency.has(w) || knownPrefix(words, w)));
  if (!span) return undefined;
  const { entry, from, to } = span;
  const near = entry.near!;
  const after = terms.slice(to);
  // The covered place named beside it too ('musanze volcanoes', 'kilimanjaro from moshi'): said once, with the word that
  // led to the town ('Volcanoes Volcanoes' and 'Kilimanjaro from' had been shown).
  const nearTerms = queryTerms(near);
  const rest = [...terms.slice(0, from), ...after];
  if (rest.some((_, i) => phraseAt(rest, i, nearTerms))) {
    const before = terms.slice(0, from);
    if (LEADING_TO.has(before.at(-1) ?? '')) before.pop();
    return { named: terms.slice(from, to).join(' '), q: [...before, ...after].join(' '), near };
  }
  return { named: terms.slice(from, to).join(' '), q: [...terms.slice(0, from), near, ...after].join(' '), near };
}
