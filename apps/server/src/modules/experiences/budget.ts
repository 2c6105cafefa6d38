import type { ExperienceFilter } from './filters.js';
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
 * tours whose descriptions mention gorillas, and 'affordable gorilla trekking' must still show gorilla treks.
 * `bestPrices` gives the prices of a filter's first BEST_MATCHES by relevance (the index, or SQL).
 */
export async function cheaperWhenAsked({ cheaper, ...filter }: Reading, bestPrices: (filter: ExperienceFilter) => Promise<number[]>): Promise<ExperienceFilter> {
  if (!cheaper) return filter;
  const prices = (await bestPrices(filter)).sort((a, b) => a - b);
  if (prices.length === 0) return filter;
  const cheaperFirst = { ...filter, cheaperFirst: true };
  const enough = prices[Math.min(prices.length, Math.max(AT_LEAST, Math.ceil(prices.length * SHARE))) - 1]!;
  const step = PRICE_STEPS.find((p) => p >= enough && (filter.minPrice === undefined || p > filter.minPrice));
  if (step === undefined || (filter.maxPrice !== undefined && step >= filter.maxPrice)) return cheaperFirst;
  return { ...cheaperFirst, maxPrice: step };
}
