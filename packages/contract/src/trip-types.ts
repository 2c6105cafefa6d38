/** Trip-type names and the keywords they match (server-side ranking, matching and filters; the preferences form). */
import { CATEGORY_FILTERS } from './constants.js';

/**
 * The one trip-type mapping: every trip-type name a traveller can pick (the wizard's and the preferences form's
 * lists differ, spec §3; the search categories too) mapped to words found in experience types and agent
 * specialisations. Recommendations and enquiry matching use it whole; the search filter uses its category part.
 */
const TRIP_TYPE_KEYWORDS: Record<string, readonly string[]> = {
  adventure: ['adventure', 'trekking', 'mountain', 'hiking', 'climb'],
  'food & cuisine': ['food', 'cuisine', 'cooking', 'culinary'],
  'food & culinary': ['food', 'cuisine', 'cooking', 'culinary'],
  'cultural exploration': ['culture', 'cultural', 'heritage'],
  'cultural & heritage': ['culture', 'cultural', 'heritage'],
  'nature & wildlife': ['safari', 'wildlife', 'nature'],
  'relaxation/wellness': ['wellness', 'relaxation', 'spa'],
  'beach & relaxation': ['beach', 'relaxation', 'wellness', 'spa'],
  'water activities': ['beach', 'diving', 'water', 'snorkel'],
  'gorilla tours': ['gorilla', 'chimpanzee', 'primate'],
  'city break': ['city', 'town', 'urban'],
  ...Object.fromEntries(CATEGORY_FILTERS.map((c) => [c.name.toLowerCase(), c.keywords])),
};

/** Keywords for one trip-type name; an unknown name stands for itself. */
export function keywordsForTripType(name: string): string[] {
  const key = name.trim().toLowerCase();
  return [...(TRIP_TYPE_KEYWORDS[key] ?? [key])];
}

/**
 * Keywords an experience_type must contain for the search's trip-type filter (traveller-side.md §5): a category
 * name maps to its keywords; any other value (a keyword such as "beach" or a trip-type name such as "Gorilla
 * Tours") is itself the keyword.
 */
export function searchKeywordsForTripType(value: string): string[] {
  const key = value.trim().toLowerCase();
  const category = CATEGORY_FILTERS.find((c) => c.name.toLowerCase() === key);
  return category ? [...category.keywords] : [key];
}

/** preferred_trip_type is a comma-joined list of names (spec §3); names themselves contain no commas. */
export function splitTripTypes(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

export interface TripTypeWish {
  name: string;
  keywords: string[];
}

/** A traveller's preferred_trip_type as names with their keywords, for ranking and matching. */
export function parseTripTypeWishes(value: string | null | undefined): TripTypeWish[] {
  return splitTripTypes(value).map((name) => ({ name, keywords: keywordsForTripType(name) }));
}
