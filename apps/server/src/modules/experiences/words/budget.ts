import type { ExperienceFilter } from '../filters.js';
import type { Reading } from './query-intent.js';

/** Price bounds a cheaper search may set, in US dollars: round figures a traveller would pick on the page. */
const PRICE_STEPS = [250, 500, 750, 1000, 1500, 2000, 2500, 3000, 4000, 5000, 7500, 10000];
/** How many of the best matches set the bound: about two rows of cards. */
export const BEST_MATCHES = 12;
/** 'Cheap' is the cheaper third of the best matches, and never fewer than three of them when there are. */
const SHARE = 1 / 3;
const AT_LEAST = 3;

/**
 * The reading as a filter. A search for the cheaper trips ('cheap safari tanzania', query-intent.ts) gets the lowest
 * price step that at least a third of the best matches of the other words cost no more than; the page then shows
 * 'safari tanzania · up to $2,500' and ranks the trips whose titles (name, destination) say every word first,
 * cheapest first, then the rest by relevance (ExperienceFilter.cheaperFirst): a 'Luxury' safari at $2,410 must not
 * lead a cheap search. The bound comes from the best matches, not all of them: gorilla treks cost more than the city
 * tours whose descriptions mention gorillas, and 'affordable gorilla trekking' must still show gorilla treks. When
 * the best matches are mostly such mentions, their bound may lie under every experience named for the words (in its
 * name, places, type or location: ExperienceFilter.namedOnly): then those named set it. 'cheap gorilla trekking
 * rwanda' finds two Rwanda gorilla treks and eight trips that mention gorillas, whose bound ($1,500) had left only
 * the mentions, led by a Kigali city tour.
 * `bestPrices` gives the prices of a filter's first BEST_MATCHES by relevance (the index, or SQL).
 */
export async function cheaperWhenAsked({ cheaper, ...filter }: Reading, bestPrices: (filter: ExperienceFilter) => Promise<number[]>): Promise<ExperienceFilter> {
  if (!cheaper) return filter;
  const cheaperFirst = { ...filter, cheaperFirst: true };
  // The most the traveller said they would pay, in the words or on the page, is the bound: 'cheap' only puts the
  // cheaper trips first ('cheap kenya safari under 1000' had been 'kenya safari · up to $500', 'budget safari under
  // 3000' up to $1,000, hiding trips the traveller had said they could afford).
  if (filter.maxPrice !== undefined) return cheaperFirst;
  const prices = await bestPrices(filter);
  if (prices.length === 0) return filter;
  let step = boundOf(prices, filter);
  if (step !== undefined) {
    const named = await bestPrices({ ...filter, namedOnly: true });
    // The cheaper third of those named, however few: the cheapest Rwanda trek ($2,960) sets $3,000.
    if (named.length > 0 && step < Math.min(...named)) step = boundOf(named, filter, 1);
  }
  if (step === undefined) return cheaperFirst;
  return { ...cheaperFirst, maxPrice: step };
}

/** The lowest price step that the cheaper third of `prices` (at least `atLeast` when there are) cost no more than. */
function boundOf(prices: number[], filter: ExperienceFilter, atLeast = AT_LEAST): number | undefined {
  const sorted = [...prices].sort((a, b) => a - b);
  const enough = sorted[Math.min(sorted.length, Math.max(atLeast, Math.ceil(sorted.length * SHARE))) - 1]!;
  return PRICE_STEPS.find((p) => p >= enough && (filter.minPrice === undefined || p > filter.minPrice));
}
