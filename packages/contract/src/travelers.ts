import { z } from 'zod';
import { CATEGORY_FILTERS, LENGTH_OF_STAY_OPTIONS, MONTHS, ONBOARDING_TRIP_TYPES, PREFERENCE_TRIP_TYPES } from './constants.js';

/** Every trip-type name a client may send: the wizard's list, the preferences form's list and the search categories. */
export const KNOWN_TRIP_TYPES: readonly string[] = [
  ...ONBOARDING_TRIP_TYPES.map((t) => t.name),
  ...PREFERENCE_TRIP_TYPES,
  ...CATEGORY_FILTERS.map((c) => c.name),
];

const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .transform((s) => s.trim())
    .transform((s) => (s === '' ? null : s))
    .nullable()
    .optional();

/** preferred_trip_type is a comma-joined list of names (spec §3); each must be a known trip type. */
const tripTypeList = z
  .string()
  .max(500)
  .refine(
    (value) =>
      value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .every((name) => KNOWN_TRIP_TYPES.includes(name)),
    { message: 'preferred_trip_type contains an unknown trip type' },
  )
  .nullable()
  .optional();

/** preferred_destinations arrives as a list or a comma-separated string (spec §3); stored as a list. */
const destinationList = z
  .union([z.array(z.string().max(100)).max(30), z.string().max(2000)])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.string().max(100)).max(30))
  .nullable()
  .optional();

export const travelerPreferencesInput = z.object({
  preferred_trip_type: tripTypeList,
  ideal_budget: z.coerce.number().min(0).max(1_000_000).nullable().optional(),
  preferred_destinations: destinationList,
  preferred_departure_airport: optionalText(100),
  number_of_travelers: z.coerce.number().int().min(1).max(100).nullable().optional(),
  number_of_adults: z.coerce.number().int().min(1).max(100).optional(),
  number_of_children: z.coerce.number().int().min(0).max(100).optional(),
  travel_year: z.coerce.number().int().min(2000).max(2100).nullable().optional(),
  travel_month: z.enum(MONTHS).nullable().optional(),
  travel_window: optionalText(40),
  length_of_stay: z.coerce
    .number()
    .int()
    .min(1)
    .max(LENGTH_OF_STAY_OPTIONS.length)
    .nullable()
    .optional(),
  whatsapp_contact: optionalText(40),
  instagram_username: optionalText(60),
  experience_id: z.coerce.number().int().positive().nullable().optional(),
  selected_experiences: z.array(z.coerce.number().int().positive()).max(200).optional(),
  agent_id: z.coerce.number().int().positive().nullable().optional(),
  last_enquiry_date: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type TravelerPreferencesInput = z.infer<typeof travelerPreferencesInput>;

export const travelerPreferencesSchema = z.object({
  preferred_trip_type: z.string().nullable(),
  ideal_budget: z.number().nullable(),
  preferred_destinations: z.array(z.string()),
  preferred_departure_airport: z.string().nullable(),
  number_of_travelers: z.number().int().nullable(),
  number_of_adults: z.number().int(),
  number_of_children: z.number().int(),
  travel_year: z.number().int().nullable(),
  travel_month: z.string().nullable(),
  travel_window: z.string().nullable(),
  length_of_stay: z.number().int().nullable(),
  whatsapp_contact: z.string().nullable(),
  instagram_username: z.string().nullable(),
  experience_id: z.number().int().nullable(),
  selected_experiences: z.array(z.number().int()),
  agent_id: z.number().int().nullable(),
  last_enquiry_date: z.string().nullable(),
  last_updated: z.string().nullable(),
});
export type TravelerPreferences = z.infer<typeof travelerPreferencesSchema>;

const email = z.string().trim().toLowerCase().max(254).pipe(z.email());

export const createTravelerBody = z.object({ email });
export const createTravelerResponse = z.object({ id: z.uuid() });

/** PUT accepts the whole fetched traveller back (spec §7); unknown fields are dropped, never stored. */
export const updateTravelerBody = z.object({
  first_name: optionalText(100),
  last_name: optionalText(100),
  email: email.optional(),
  phone: optionalText(40),
  preferences: travelerPreferencesInput.optional(),
});
export type UpdateTravelerBody = z.infer<typeof updateTravelerBody>;

export const travelerSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  inquiry_number: z.string(),
  preferences: travelerPreferencesSchema,
  created_at: z.string(),
});
export type Traveler = z.infer<typeof travelerSchema>;

export const travelerParams = z.object({ id: z.uuid() });
