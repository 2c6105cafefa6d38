import { z } from 'zod';
import { LIMITS } from './constants.js';

const sharedExperienceSchema = z.looseObject({
  id: z.number().int(),
  name: z.string().optional(),
  experience_name: z.string().optional(),
});

/** share_data as the spec's share dialog builds it (§3). Unknown keys are kept: it is an opaque snapshot. */
export const shareDataSchema = z.looseObject({
  traveler: z
    .looseObject({ first_name: z.string().nullable().optional(), preferences: z.looseObject({}).nullable().optional() })
    .nullable()
    .optional(),
  experiences: z.array(sharedExperienceSchema).max(LIMITS.shareMaxExperiences + 1).optional(),
  current_experience: z.looseObject({ id: z.number().int() }).nullable().optional(),
  agent: z
    .looseObject({ id: z.number().int().nullable().optional(), agency_name: z.string().nullable().optional() })
    .nullable()
    .optional(),
  shared_at: z.string().optional(),
  share_context: z.string().max(100).optional(),
  total_experiences: z.number().int().optional(),
  shared_experiences: z.number().int().optional(),
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
