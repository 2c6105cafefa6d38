import { z } from 'zod';
import { optionalText, singleLineText } from './text.js';
import { CATEGORY_FILTERS, LENGTH_OF_STAY_OPTIONS, MONTHS, ONBOARDING_TRIP_TYPES, PREFERENCE_TRIP_TYPES, splitTripTypes } from './constants.js';
import { MESSAGES } from './messages.js';

/** Every trip-type name a client may send: the wizard's list, the preferences form's list and the search categories. */
export const KNOWN_TRIP_TYPES: readonly string[] = [
  ...ONBOARDING_TRIP_TYPES.map((t) => t.name),
  ...PREFERENCE_TRIP_TYPES,
  ...CATEGORY_FILTERS.map((c) => c.name),
];

/** preferred_trip_type is a comma-joined list of names (spec §3); each must be a known trip type. */
const tripTypeList = z
  .string()
  .max(500)
  .refine(
    (value) =>
      splitTripTypes(value).every((name) => KNOWN_TRIP_TYPES.includes(name)),
    { message: 'preferred_trip_type contains an unknown trip type' },
  )
  .nullable()
  .optional();

/** preferred_destinations arrives as a list or a comma-separated string (spec §3); stored as a list. */
const destinationList = z
  .union([z.array(singleLineText(100)).max(30), singleLineText(2000)])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.string().max(100)).max(30))
  .nullable()
  .optional();

export const travelerPreferencesInput = z.object({
  preferred_trip_type: tripTypeList,
  ideal_budget: z.coerce.number().min(0).max(1_000_000).nullable().optional(),
  preferred_destinations: destinationList,
  preferred_departure_airport: optionalText(100, { singleLine: true }),
  number_of_travelers: z.coerce.number().int().min(1).max(100).nullable().optional(),
  number_of_adults: z.coerce.number().int().min(1).max(100).optional(),
  number_of_children: z.coerce.number().int().min(0).max(100).optional(),
  travel_year: z.coerce.number().int().min(2000).max(2100).nullable().optional(),
  travel_month: z.enum(MONTHS).nullable().optional(),
  travel_window: optionalText(40, { singleLine: true }),
  length_of_stay: z.coerce
    .number()
    .int()
    .min(1)
    .max(LENGTH_OF_STAY_OPTIONS.length)
    .nullable()
    .optional(),
  whatsapp_contact: optionalText(40, { singleLine: true }),
  instagram_username: optionalText(60, { singleLine: true }),
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

/** A traveller's e-mail address as the wizard's first step and POST /travelers both check it (traveller-side.md §5). */
export const travelerEmailField = z.string().trim().max(254, MESSAGES.invalidEmail).pipe(z.email({ message: MESSAGES.invalidEmail }));
const email = travelerEmailField.transform((v) => v.toLowerCase());

export const createTravelerBody = z.object({ email });
export const createTravelerResponse = z.object({ id: z.uuid() });

/** PUT accepts the whole fetched traveller back (spec §7); unknown fields are dropped, never stored. */
export const updateTravelerBody = z.object({
  first_name: optionalText(100, { singleLine: true }),
  last_name: optionalText(100, { singleLine: true }),
  email: email.optional(),
  phone: optionalText(40, { singleLine: true }),
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

/**
 * The preferences form's own checks (traveller-side.md §5 "Preferences form"), in the spec's order, over the values
 * as typed. Other fields pass through untouched; their bounds are `travelerPreferencesInput`'s.
 */
export const preferencesFormChecks = z
  .object({
    number_of_travelers: z.string().refine((v) => v.trim() !== '' && Number.isFinite(Number(v)) && Number(v) >= 1, MESSAGES.prefsTravelers),
    preferred_trip_type: z.string().min(1, MESSAGES.prefsTripType),
  })
  .loose();

/** The wizard's e-mail step. */
export const travelerEmailStep = z.object({ email: travelerEmailField });
