import { z } from 'zod';
import { optionalText, singleLineText } from './text.js';
import { CATEGORY_FILTERS, LENGTH_OF_STAY_OPTIONS, MONTHS } from './constants.js';
import { ONBOARDING_TRIP_TYPES, PREFERENCE_TRIP_TYPES } from './form-options.js';
import { splitTripTypes } from './trip-types.js';
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
 * Each /preferences field's message (issue 15): shown next to the field when the form's check fails, and when the
 * server answers 400 naming the field, so neither a bare "Server error (400)" nor a server's wording is shown.
 * Travellers and trip type keep the spec's words (traveller-side.md §5 "Preferences form").
 */
export const PREFERENCE_FIELD_MESSAGES = {
  number_of_travelers: MESSAGES.prefsTravelers,
  preferred_trip_type: MESSAGES.prefsTripType,
  ideal_budget: 'Enter a budget per person in US dollars, from $0 to $1,000,000.',
  preferred_destinations: 'Choose at most 30 destinations.',
  number_of_adults: 'Enter a number of adults from 1 to 100.',
  number_of_children: 'Enter a number of children from 0 to 100.',
  preferred_departure_airport: 'Enter an airport name of at most 100 characters.',
  travel_month: 'Choose a travel month from the list.',
  travel_year: 'Choose a travel year from the list.',
  length_of_stay: 'Choose a length of stay from the list.',
  whatsapp_contact: 'Enter a WhatsApp number of at most 40 characters.',
  instagram_username: 'Enter an Instagram name of at most 60 characters.',
} as const;
export type PreferenceFormField = keyof typeof PREFERENCE_FIELD_MESSAGES;

/** The order the form checks and focuses its fields: the spec's two checks first (§5), then the form's order. */
export const PREFERENCE_FIELD_ORDER: readonly PreferenceFormField[] = [
  'number_of_travelers', 'preferred_trip_type', 'ideal_budget', 'preferred_destinations', 'number_of_adults', 'number_of_children',
  'preferred_departure_airport', 'travel_month', 'travel_year', 'length_of_stay', 'whatsapp_contact', 'instagram_username',
];

/** The field a server 400 names ('preferences.ideal_budget: …'), if it is one the form shows. */
export function preferenceFieldOf(serverError: string): PreferenceFormField | null {
  const key = /^(?:preferences\.)?([a-z_]+)/.exec(serverError)?.[1];
  if (key === 'travel_window') return 'travel_month';
  return key && key in PREFERENCE_FIELD_MESSAGES ? (key as PreferenceFormField) : null;
}

const M = PREFERENCE_FIELD_MESSAGES;
/** A number typed into a text box: blank allowed unless required; otherwise within bounds (and whole if asked). */
const typedNumber = (message: string, o: { min: number; max: number; int?: boolean; required?: boolean }) =>
  z.string().refine((raw) => {
    const v = raw.trim();
    if (v === '') return !o.required;
    const n = Number(v);
    return Number.isFinite(n) && n >= o.min && n <= o.max && (!o.int || Number.isInteger(n));
  }, message);
const typedText = (message: string, max: number) => z.string().refine((v) => v.trim().length <= max, message);

/**
 * The preferences form's checks over the values as typed (strings, the trip types as a list), one message per
 * field. The bounds are `travelerPreferencesInput`'s, so what passes here the server accepts. The budget has no
 * spec bound (§5); it is a non-negative amount up to the server's limit.
 */
export const preferencesFormChecks = z
  .object({
    number_of_travelers: typedNumber(M.number_of_travelers, { min: 1, max: 100, int: true, required: true }),
    preferred_trip_type: z.array(z.string()).min(1, M.preferred_trip_type),
    ideal_budget: typedNumber(M.ideal_budget, { min: 0, max: 1_000_000 }),
    preferred_destinations: z.array(z.string()).max(30, M.preferred_destinations),
    number_of_adults: typedNumber(M.number_of_adults, { min: 1, max: 100, int: true }),
    number_of_children: typedNumber(M.number_of_children, { min: 0, max: 100, int: true }),
    preferred_departure_airport: typedText(M.preferred_departure_airport, 100),
    whatsapp_contact: typedText(M.whatsapp_contact, 40),
    instagram_username: typedText(M.instagram_username, 60),
  })
  .loose();

/** The wizard's e-mail step. */
export const travelerEmailStep = z.object({ email: travelerEmailField });
