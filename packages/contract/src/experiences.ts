import { z } from 'zod';
import { imageSchema } from './common.js';
import { EXPERIENCE_SORTS, LIMITS } from './constants.js';

export const activitySchema = z.object({
  id: z.number().int(),
  activity_name: z.string(),
  activity_description: z.string().nullable(),
  location: z.string().nullable().optional(),
});
export const foodBeverageSchema = z.object({
  id: z.number().int(),
  meal_type: z.string(),
  meal_details: z.string().nullable(),
});

/** What a card needs: kept small because search lists can be long. */
export const experienceCardSchema = z.object({
  id: z.number().int(),
  experience_name: z.string(),
  experience_type: z.string().nullable(),
  description: z.string().nullable(),
  price: z.number().nullable(),
  duration_days: z.number().int().nullable(),
  location: z.string().nullable(),
  destination_name: z.string().nullable(),
  country: z.string().nullable(),
  is_tour: z.boolean(),
  agent_id: z.number().int().nullable(),
  agency_name: z.string().nullable(),
  agent_name: z.string().nullable(),
  primary_image: z.string().nullable(),
  images: z.array(imageSchema),
  activities: z.array(activitySchema.pick({ id: true, activity_name: true })),
  destinations: z.array(z.string()),
});
export type ExperienceCard = z.infer<typeof experienceCardSchema>;

export const travelAgentSummarySchema = z.object({
  id: z.number().int(),
  agency_name: z.string(),
  agency_description: z.string().nullable(),
  images: z.array(imageSchema),
  profile_images: z.array(z.string()),
  agent_logotype: z.string().nullable(),
});

export const experienceDetailSchema = experienceCardSchema.extend({
  activities: z.array(activitySchema),
  food_beverages: z.array(foodBeverageSchema),
  experience_images: z.array(z.object({ image_url: z.string(), is_primary: z.boolean() })),
  travel_agent: travelAgentSummarySchema.nullable(),
  itinerary: z.array(z.object({ day: z.number().int(), place: z.string(), description: z.string(), lodging: z.string().nullable() })),
  included: z.array(z.string()),
  excluded: z.array(z.string()),
  /** private | small_group */
  group_style: z.string().nullable(),
  group_max_size: z.number().int().nullable(),
  /** Month names, January first. */
  best_months: z.array(z.string()),
  /** draft | published; the public answer only ever holds published experiences. */
  status: z.enum(['draft', 'published']),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ExperienceDetail = z.infer<typeof experienceDetailSchema>;

/** Control characters (NUL above all, which PostgreSQL text cannot hold) become spaces; then trimmed. */
export const cleanText = (s: string) => s.replace(/\p{Cc}/gu, ' ').trim();

const trimmedOptional = z.string().max(200).transform(cleanText).optional();

const optionalWhole = (max: number) => z.coerce.number().int().min(0).max(max).optional();

/** What narrows a search, shared by the list and its facet counts. Prices in whole US dollars, lengths in days. */
export const experienceSearchFilters = z.object({
  tripType: trimmedOptional,
  destination: trimmedOptional,
  q: trimmedOptional,
  minPrice: optionalWhole(1_000_000),
  maxPrice: optionalWhole(1_000_000),
  minDays: optionalWhole(365),
  maxDays: optionalWhole(365),
});

export type ExperienceSearchFilters = z.infer<typeof experienceSearchFilters>;

export const listExperiencesQuery = experienceSearchFilters.extend({
  limit: z.coerce.number().int().min(1).max(LIMITS.experiencesPageMax).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  sort: z.enum(EXPERIENCE_SORTS).default('relevance'),
});
export type ListExperiencesQuery = z.infer<typeof listExperiencesQuery>;

export const listExperiencesResponse = z.object({
  experiences: z.array(experienceCardSchema),
  /** Exact up to 500 matches; past that an estimate, and `total_estimated` is true. */
  total: z.number().int(),
  /** `total` is an estimate (more than 500 match): show it as approximate and page until a short page. */
  total_estimated: z.boolean().optional(),
  limit: z.number().int(),
  offset: z.number().int(),
  /** Set when the text query found nothing as typed and a corrected one was searched instead ('Serengeti'). */
  searched_for: z.string().nullable().optional(),
  /**
   * Set when the words were read as a price or length bound the page's own filters did not set ('safari under $2,000'
   * → 'safari · up to $2,000', 'day trip zanzibar' → 'zanzibar · 1 day'), or two of them as the one word the catalogue
   * writes ('wild life' → 'wildlife'): the page shows it ('Showing results for …').
   */
  read_as: z.string().nullable().optional(),
  /**
   * Set when the search found nothing and its words name a place outside the five countries the agents cover
   * ('honeymoon seychelles' → 'Seychelles'): the page says so.
   */
  outside_region: z.string().nullable().optional(),
});

/**
 * Counts for the current search: per category chip (ignoring the chosen category) and per popular destination (ignoring
 * the chosen one). The facets take the search's own filters.
 * @alias
 */
export const experienceFacetsQuery = experienceSearchFilters;
export const experienceFacetsResponse = z.object({
  total: z.number().int(),
  categories: z.array(z.object({ name: z.string(), count: z.number().int() })),
  destinations: z.array(z.object({ name: z.string(), count: z.number().int() })),
});
export type ExperienceFacets = z.infer<typeof experienceFacetsResponse>;

/** As-you-type suggestions for the search box: places and experiences. */
export const searchSuggestionsQuery = z.object({ q: z.string().max(100).transform(cleanText) });
export const searchSuggestionsResponse = z.object({
  places: z.array(z.object({ name: z.string(), country: z.string().nullable(), count: z.number().int() })),
  experiences: z.array(z.object({ id: z.number().int(), experience_name: z.string(), location: z.string().nullable() })),
});
export type SearchSuggestions = z.infer<typeof searchSuggestionsResponse>;
export type ListExperiencesResponse = z.infer<typeof listExperiencesResponse>;

export const toursQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(LIMITS.toursFirstPage),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export const toursResponse = z.object({
  experiences: z.array(experienceCardSchema),
  pagination: z.object({
    currentPage: z.number().int(),
    totalPages: z.number().int(),
    hasMore: z.boolean(),
    total: z.number().int(),
  }),
});
export type ToursResponse = z.infer<typeof toursResponse>;

export const samplesQuery = z.object({ destination: trimmedOptional });
export const sampleExperienceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  headline: z.string(),
  experience_image: z.string().nullable(),
  agent_image: z.string().nullable(),
});
export const samplesResponse = z.object({ experiences: z.array(sampleExperienceSchema) });

/** GET /api/experiences/recommendations/{travelerId}: experiences ranked by the traveller's preferences. */
export const recommendationsParams = z.object({ travelerId: z.uuid() });
export const recommendationsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(24),
});
export const recommendedExperienceSchema = experienceCardSchema.extend({
  score: z.number(),
  /** Human-readable reasons, e.g. "In Tanzania, one of your destinations", "Matches your interest in Nature & Wildlife", "Within your budget of $3,000". */
  reasons: z.array(z.string()),
});
export const recommendationsResponse = z.object({
  experiences: z.array(recommendedExperienceSchema),
  basis: z.object({
    first_name: z.string().nullable(),
    destinations: z.array(z.string()),
    trip_types: z.array(z.string()),
    budget: z.number().nullable(),
  }),
});
export type RecommendationsResponse = z.infer<typeof recommendationsResponse>;
