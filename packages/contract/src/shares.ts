import { z } from 'zod';
import { LIMITS } from './constants.js';
import { multiLineText, singleLineText } from './text.js';

const text = (max: number) => singleLineText(max).nullable().optional();
const longText = (max: number) => multiLineText(max).nullable().optional();
const count = z.number().int().min(0).max(1_000_000).nullable().optional();

/** One experience of a shared plan (traveller-side.md §3): what a card needs, nothing else. */
const sharedExperienceSchema = z.object({
  id: z.number().int(),
  name: text(300),
  experience_name: text(300),
  type: text(200),
  experience_type: text(200),
  price: z.number().min(0).max(10_000_000).nullable().optional(),
  location: text(300),
  primary_image: text(1000),
  description: longText(1000),
  agent_name: text(300),
  agency_name: text(300),
});

/** The traveller's brief preferences: the trip, never contact details or ids. */
const sharedPreferencesSchema = z.object({
  preferred_destinations: z.union([z.array(singleLineText(100)).max(30), singleLineText(2000)]).nullable().optional(),
  preferred_trip_type: text(500),
  ideal_budget: z.number().min(0).max(10_000_000).nullable().optional(),
  length_of_stay: count,
  number_of_travelers: count,
  number_of_adults: count,
  number_of_children: count,
  travel_month: text(20),
  travel_year: count,
  travel_window: text(100),
});

/**
 * share_data exactly as the spec's share dialog builds it (§3): the traveller's first name and brief
 * preferences, up to 15 experiences, the current experience, the agent, when and where it was shared, and
 * the counts. Anyone with the link reads it back, so every other key — a traveller id, an e-mail, a phone
 * number — is dropped before it is stored, at every level.
 */
export const shareDataSchema = z.object({
  traveler: z
    .object({ first_name: text(100), preferences: sharedPreferencesSchema.nullable().optional() })
    .nullable()
    .optional(),
  experiences: z.array(sharedExperienceSchema).max(LIMITS.shareMaxExperiences + 1).optional(),
  current_experience: sharedExperienceSchema.nullable().optional(),
  agent: z
    .object({ id: z.number().int().nullable().optional(), agency_name: text(300), agency_description: longText(1000) })
    .nullable()
    .optional(),
  shared_at: text(40),
  share_context: text(100),
  total_experiences: count,
  shared_experiences: count,
});
export type ShareData = z.infer<typeof shareDataSchema>;

export const createShareBody = z.object({
  shared_by: z.string().max(100).nullable().optional(),
  share_type: z.literal('itinerary').default('itinerary'),
  share_data: shareDataSchema,
});
export type CreateShareBody = z.infer<typeof createShareBody>;
/**
 * POST /api/shares answers 201. Only the token's SHA-256 is stored, so the token is shown this once.
 * Above LIMITS.sharePayloadMaxChars characters of body: 413 PAYLOAD_TOO_LARGE. Links expire after 180 days.
 */
export const createShareResponse = z.object({ share_url: z.string(), share_token: z.string() });

/** What a share token looks like (128-bit base64url). */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
/**
 * Deliberately loose: a malformed token answers 404 like an unknown one (the server checks
 * SHARE_TOKEN_PATTERN), so the response never explains what a valid token looks like.
 */
export const shareParams = z.object({ token: z.string().max(200) });
export const readShareResponse = z.object({ success: z.boolean(), share_data: shareDataSchema });
export type ReadShareResponse = z.infer<typeof readShareResponse>;
