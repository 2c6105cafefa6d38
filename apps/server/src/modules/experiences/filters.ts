import { and, eq, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { COUNTRIES, searchKeywordsForTripType, type ExperienceSort } from '@safari/contract';
import * as s from '../../db/schema.js';
import { escapeLike } from '../../lib/search-text.js';
import { matchesTextQuery, namedForAny, namedMatch, textQueryOf } from './words/text-search.js';
import { bestInMonthsWhere } from './words/month-preference.js';


const containsPattern = (value: string) => `%${escapeLike(value)}%`;

/** 'tanzania' or 'TANZANIA' → 'Tanzania'; anything else → undefined. */
export function resolveCountry(value: string): string | undefined {
  const v = value.trim().toLowerCase();
  return COUNTRIES.find((c) => c.id === v || c.name.toLowerCase() === v)?.name;
}

/** Experiences the public may see: published, not hidden by an administrator, and not owned by a hidden (e.g. suspended) agent. */
export const isPubliclyVisible: SQL = and(
  eq(s.experiences.isPublished, true),
  isNull(s.experiences.moderationHiddenAt),
  sql`not exists (select 1 from ${s.agents} where ${s.agents.id} = ${s.experiences.agentId} and not ${s.agents.isPublished})`,
)!;

export function matchesTripType(tripType: string): SQL {
  const keywords = searchKeywordsForTripType(tripType);
  return or(...keywords.map((k) => sql`lower(${s.experiences.experienceType}) like ${containsPattern(k)}`))!;
}

/**
 * A country (name or id) or a place: the experience's country, destination name, named places or location.
 * Countries compare exactly on the country column but also match places that mention them ("Zanzibar, Tanzania").
 */
export function matchesDestination(destination: string): SQL {
  const country = resolveCountry(destination);
  const value = (country ?? destination).trim().toLowerCase();
  const pattern = containsPattern(value);
  const e = s.experiences;
  // The places as one text (migration 0009's search_places, trigram-indexed): its parts are separated by chr(1),
  // which no request can carry, so the pattern matches it exactly when it matches one part.
  if (!value.includes('\u0001')) {
    return or(sql`lower(${e.country}) = ${value}`, sql`search_places(${e.destinationName}, ${e.location}, ${e.destinations}) like ${pattern}`)!;
  }
  return or(
    sql`lower(${e.country}) = ${value}`,
    sql`lower(${e.destinationName}) like ${pattern}`,
    sql`lower(${e.location}) like ${pattern}`,
    sql`lower(array_to_string(${e.destinations}, ' | ')) like ${pattern}`,
  )!;
}

export interface ExperienceFilter {
  tripType?: string;
  destination?: string;
  /** Full-text: every specific term must match (text-search.ts). */
  q?: string;
  /** Full-text alternatives, one of which must match as q does: a search instead's places (query-fallback.ts). */
  anyOf?: string[];
  /**
   * The first of anyOf is what was asked for and the others widen the search to what it is part of ('zebra': any
   * safari, query-intent.ts EITHER): those rank as generic words do, so what was asked for comes first.
   */
  widening?: boolean;
  /**
   * The alternatives are places the traveller named together that no experience visits together ('kilimanjaro
   * zanzibar' → 'kilimanjaro or zanzibar': query-fallback.ts): a relevance search takes them in turn, the best of each
   * place, then the second of each… (the place whose best comes first leads each turn), so the first page shows every
   * place named; by relevance alone 'kilimanjaro zanzibar' had opened with six Zanzibar trips.
   */
  inTurn?: boolean;
  /**
   * Places the words name that the words alone cannot tell apart ('Nosy Be', whose 'be' the search drops:
   * vocabulary.ts placesNamedBy): each must match as a destination does. Part of the words, so facets keep them.
   */
  places?: string[];
  /**
   * What the traveller ruled out ('safari without camping', 'kenya without masai mara': query-intent.ts), as folded
   * phrases: no experience named for every word of one of them (in its name, places, type or location: text-search.ts
   * namedForAny) matches. One whose description only mentions it does: a lodge safari that mentions a camp is still a
   * safari without camping.
   */
  without?: string[];
  /**
   * Only the experiences named for every required word (in their name, places, type or location, not only their
   * description: text-search.ts namedMatch). A day trip said with words reads these first ('rwanda gorilla trek 1
   * day' had found the one Kigali city tour whose description mentions gorillas; query-intent.ts readingsOf), as does
   * what a traveller looks for beside a place no trip names (query-fallback.ts). No effect without required words.
   */
  namedOnly?: boolean;
  toursOnly?: boolean;
  agentId?: number;
  /** Whole US dollars; an experience without a price is outside any price range. */
  minPrice?: number;
  maxPrice?: number;
  /** Days; an experience without a length is outside any length range. */
  minDays?: number;
  maxDays?: number;
  /**
   * A length the traveller said ('3 days'): a relevance search ranks the matches nearest it first, each distance by
   * relevance (length-preference.ts). Not a condition: the reading pairs it with a range of lengths.
   */
  nearDays?: number;
  /**
   * With nearDays, among lengths about it (the reading's window): the experiences named for every word come before
   * the nearest length (text-search.ts namedMatch), those of them listed under a place the words name first
   * (listedMatch). Not when every length is looked at, closest first ('day trip from arusha': a 3-day trip that
   * starts there beats an 8-day one whose places name it).
   */
  namedFirst?: boolean;
  /**
   * A country and a place in it joined by the words ('tanzania and zanzibar', 'zanzibar & tanzania': query-intent.ts):
   * a relevance search ranks first the experiences named for every word that are listed under another place (the
   * trips that combine the place with more of its country: the Serengeti-and-Zanzibar bush-and-beach safaris), then
   * the rest by relevance. Every Zanzibar trip holds both words (its country is Tanzania), so by relevance alone the
   * two trips that go to both had come tenth and eleventh. The words read so search the country's trips, the place as
   * a widening alternative (query-intent.ts), whose words count here as the words. Not a condition.
   */
  combinedFirst?: boolean;
  /**
   * The traveller asked for the cheaper trips ('cheap safari tanzania'; budget.ts): a relevance search ranks the
   * experiences whose titles (name, destination) say every word first (namedMatch's `titled`), those listed under a
   * place the words name before the others (listedMatch), each cheapest first (no price last), then the rest by
   * relevance. Not a condition: the reading pairs it with a price bound.
   */
  cheaperFirst?: boolean;
  /**
   * The order the words asked for ('most expensive safari', 'longest safari', 'shortest trip': query-intent.ts): a
   * relevance search puts the experiences named for every word first in it (namedOrder), or, with no words left,
   * takes it as its sort; an order chosen on the page wins. Not a condition.
   */
  order?: Exclude<ExperienceSort, 'relevance'>;
  /**
   * The order of every match, not only of those named for the words: the trips that mention the words at any price,
   * the cheapest first, when none costs the most the words said to pay ('lemurs under 500': query-intent.ts
   * priceReadings). An order chosen on the page wins. Not a condition.
   */
  allInOrder?: Exclude<ExperienceSort, 'relevance'>;
  /**
   * Months the traveller said ('safari in november', 'christmas in zanzibar'; query-intent.ts), 1–12, ascending: of
   * the experiences named for every word, a relevance search ranks those whose agents name one of them among their
   * best months first, each group by relevance, after every preference above (month-preference.ts). Not a condition:
   * any trip can be taken then.
   */
  whenMonths?: number[];
  /**
   * Months said with no other words ('december', 'christmas', 'dry season'): a condition, the experiences whose agents
   * name one of them among their best months (month-preference.ts). With nothing else to rank, a preference would only
   * have reordered the whole catalogue; the reading without it follows when none is best then (query-intent.ts).
   */
  bestIn?: number[];
}

/**
 * What a relevance search with words puts first among the experiences named for every word (text-search.ts
 * namedMatch), after a length said: the cheaper trips asked for, cheapest first, named in their titles (budget.ts), or
 * the order the words asked for ('longest safari'). Experiences without the price or length come after those with it.
 * Undefined when the words asked for neither. The SQL window and the catalogue index both order by it.
 */
export function namedOrder(filter: ExperienceFilter): { by: 'price' | 'days'; descending: boolean; titled: boolean } | undefined {
  if (filter.cheaperFirst) return { by: 'price', descending: false, titled: true };
  if (!filter.order) return undefined;
  return { by: filter.order.startsWith('price') ? 'price' : 'days', descending: filter.order.endsWith('desc'), titled: false };
}

/** Every condition of the filter except the trip type and the destination, which facets count across. */
export function baseConditions(filter: ExperienceFilter): SQL[] {
  const conditions: SQL[] = [isPubliclyVisible];
  if (filter.q || filter.anyOf) {
    // A query of punctuation alone ('%', '--') names no word, so nothing matches it.
    const text = textQueryOf(filter);
    conditions.push(text ? matchesTextQuery(text) : sql`false`);
    const named = filter.namedOnly && text ? namedMatch(text) : undefined;
    if (named) conditions.push(named);
  }
  for (const place of filter.places ?? []) conditions.push(matchesDestination(place));
  if (filter.without?.length) conditions.push(sql`not ${namedForAny(filter.without)}`);
  if (filter.toursOnly) conditions.push(eq(s.experiences.isTour, true));
  if (filter.agentId !== undefined) conditions.push(eq(s.experiences.agentId, filter.agentId));
  if (filter.minPrice !== undefined) conditions.push(gte(s.experiences.priceCents, filter.minPrice * 100));
  if (filter.maxPrice !== undefined) conditions.push(lte(s.experiences.priceCents, filter.maxPrice * 100));
  if (filter.minDays !== undefined) conditions.push(gte(s.experiences.durationDays, filter.minDays));
  if (filter.maxDays !== undefined) conditions.push(lte(s.experiences.durationDays, filter.maxDays));
  if (filter.bestIn?.length) conditions.push(bestInMonthsWhere(filter.bestIn));
  return conditions;
}

export function buildExperienceWhere(filter: ExperienceFilter): SQL {
  const conditions = baseConditions(filter);
  if (filter.tripType) conditions.push(matchesTripType(filter.tripType));
  if (filter.destination) conditions.push(matchesDestination(filter.destination));
  return and(...conditions)!;
}
