import { z } from 'zod';
import { COUNTRY_NAMES, MONTHS } from './constants.js';
import { ONBOARDING_TRIP_TYPES } from './form-options.js';

/**
 * What the AI engines understand from a traveller's trip request (issue 12; agent-side.md §3 "AI reply":
 * extractedPreferences). Every engine answers with exactly this shape, validated by this schema, so an offline
 * engine and a language model are interchangeable and scored by the same evaluation.
 *
 * A slot is null (or an empty list) when the message does not say it: an engine never fills in a default.
 */
export const AI_CURRENCIES = ['USD', 'EUR', 'GBP', 'KES', 'TZS', 'UGX', 'RWF', 'MGA', 'CHF', 'CAD', 'AUD', 'ZAR'] as const;
export type AiCurrency = (typeof AI_CURRENCIES)[number];

export const AI_TRIP_TYPES = ONBOARDING_TRIP_TYPES.map((t) => t.name) as [
  (typeof ONBOARDING_TRIP_TYPES)[number]['name'],
  ...(typeof ONBOARDING_TRIP_TYPES)[number]['name'][],
];
export type AiTripType = (typeof AI_TRIP_TYPES)[number];

const countryName = z.enum(COUNTRY_NAMES as [string, ...string[]]);
const month = z.enum(MONTHS);

export const tripBudgetSchema = z.object({
  /** In units of `currency` (not cents): a traveller's round figure. */
  amount: z.number().positive().max(1_000_000_000),
  /** null when the traveller gives a figure without a currency: never assumed. */
  currency: z.enum(AI_CURRENCIES).nullable(),
  /** 'person' for "pp", "each", "per person"; 'total' for "in total", "for both of us"; null when not said. */
  per: z.enum(['person', 'total']).nullable(),
});
export type TripBudget = z.infer<typeof tripBudgetSchema>;

export const tripSlotsSchema = z.object({
  /** Of the five countries only (COUNTRIES), named or implied by a named place; never guessed. */
  countries: z.array(countryName).max(5),
  /** Named places of the region by their canonical gazetteer name (parks, islands, mountains, lakes, towns). */
  places: z.array(z.string().max(80)).max(30),
  /** The onboarding wizard's seven trip types (ONBOARDING_TRIP_TYPES). */
  tripTypes: z.array(z.enum(AI_TRIP_TYPES)).max(7),
  budget: tripBudgetSchema.nullable(),
  adults: z.number().int().min(1).max(100).nullable(),
  children: z.number().int().min(0).max(100).nullable(),
  /** First month of travel (the spec's travel_month); with `travelMonthEnd` when a range such as a season. */
  travelMonth: month.nullable(),
  travelMonthEnd: month.nullable(),
  travelYear: z.number().int().min(2000).max(2100).nullable(),
  /** Length of the trip in days ("a fortnight" 14; "10 nights" 11; a range gives its upper bound). */
  lengthDays: z.number().int().min(1).max(365).nullable(),
});
export type TripSlots = z.infer<typeof tripSlotsSchema>;

export const EMPTY_TRIP_SLOTS: TripSlots = {
  countries: [],
  places: [],
  tripTypes: [],
  budget: null,
  adults: null,
  children: null,
  travelMonth: null,
  travelMonthEnd: null,
  travelYear: null,
  lengthDays: null,
};

/** Slots scored by `npm run eval:ai`: list slots per element, the others as whole values. */
export const SCORED_SLOTS = [
  'countries', 'places', 'tripTypes', 'budget', 'budgetPer', 'adults', 'children', 'travelMonth', 'travelYear', 'lengthDays',
] as const;
export type ScoredSlot = (typeof SCORED_SLOTS)[number];
