/**
 * Agent portal writes (agent-side.md §7, issue 10). Every body is strict: a field the portal may not set
 * (id, agent_id on updates, approval, subscription status, featured flag, ...) is a 400, never silently stored.
 */
import { z } from 'zod';
import { ITINERARY_LIMITS, MONTHS } from './constants.js';
import { MESSAGES } from './messages.js';
import { multiLineText, optionalText, singleLineText } from './text.js';
import { imageSchema } from './common.js';
import { experienceCardSchema } from './experiences.js';

export const AGENT_IMAGE_TYPES = ['profile', 'logo', 'office', 'gallery'] as const;
export type AgentImageType = (typeof AGENT_IMAGE_TYPES)[number];

export const UPLOAD_LIMITS = {
  /** agent-side.md §9: 5 MB (5242880 bytes) per file. */
  fileBytes: 5_242_880,
  /** Experience batch upload: at most 5 files. */
  experienceFiles: 5,
  agentFiles: 1,
  fields: 10,
  fieldBytes: 2_000,
  parts: 16,
  /** Agent images: JPEG, PNG or WebP. Experience images: any image sharp can decode (re-encoded). */
  agentMimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
} as const;

const trimmed = (max: number) => singleLineText(max).transform((s) => s.trim());

export const updateAgentBody = z
  .object({
    agency_description: optionalText(5000),
    address: optionalText(300),
    contact_phone: optionalText(40, { singleLine: true }),
    social_media: z
      .object({ instagram: optionalText(100, { singleLine: true }).transform((v) => (v ? v.replace(/^@+/, '') : v)) })
      .strict()
      .nullable()
      .optional(),
    /** The spec's client sends both as empty lists; images are managed through the image calls. */
    profile_images: z.array(z.string().max(500)).max(20).optional(),
    profile_videos: z.array(z.string().max(500)).max(20).optional(),
  })
  .strict();
export type UpdateAgentBody = z.infer<typeof updateAgentBody>;

export const updateDestinationsBody = z
  .object({
    destinations: z
      .array(trimmed(100))
      .max(30)
      .transform((list) => list.filter((d, i) => d && list.findIndex((o) => o.toLowerCase() === d.toLowerCase()) === i))
      .refine((list) => list.length > 0, { message: 'At least one destination is required' }),
  })
  .strict();

const activityInput = z.union([
  trimmed(100).refine((s) => s.length > 0, { message: 'Activity name is required' }),
  z
    .object({
      activity_name: trimmed(100).refine((s) => s.length > 0, { message: 'Activity name is required' }),
      activity_description: optionalText(1000),
      location: optionalText(200, { singleLine: true }),
    })
    .strict(),
]);

export const GROUP_STYLES = ['private', 'small_group'] as const;
export const EXPERIENCE_STATUSES = ['draft', 'published'] as const;

export const itineraryDaySchema = z.object({
  day: z.number().int().min(1).max(ITINERARY_LIMITS.days),
  place: z.string(),
  description: z.string(),
  lodging: z.string().nullable(),
});

/** Fields shared by create and update; all optional on update (a partial save leaves the rest alone). */
const experienceFields = {
  description: optionalText(5000),
  activities: z.array(activityInput).max(30).optional(),
  /** USD per person; stored as integer cents. */
  price: z.number().min(0).max(1_000_000).multipleOf(0.01).nullable().optional(),
  duration_days: z.number().int().min(1).max(90).nullable().optional(),
  experience_type: optionalText(100, { singleLine: true }),
  location: optionalText(200, { singleLine: true }),
  destination_name: optionalText(100, { singleLine: true }),
  country: optionalText(60, { singleLine: true }),
  food_beverages: z
    .array(z.object({ meal_type: trimmed(100).refine(Boolean, { message: 'Meal type is required' }), meal_details: optionalText(1000) }).strict())
    .max(20)
    .optional(),
  itinerary: z
    .array(
      z
        .object({
          day: z.number().int().min(1).max(ITINERARY_LIMITS.days),
          place: trimmed(ITINERARY_LIMITS.place).refine(Boolean, { message: 'Place is required' }),
          description: multiLineText(ITINERARY_LIMITS.dayText).transform((s) => s.trim()),
          lodging: optionalText(ITINERARY_LIMITS.place, { singleLine: true }).transform((v) => v ?? null),
        })
        .strict(),
    )
    .max(ITINERARY_LIMITS.days)
    .optional(),
  included: z.array(trimmed(200).refine(Boolean)).max(30).optional(),
  excluded: z.array(trimmed(200).refine(Boolean)).max(30).optional(),
  group_style: z.enum(GROUP_STYLES).nullable().optional(),
  group_max_size: z.number().int().min(1).max(100).nullable().optional(),
  best_months: z.array(z.enum(MONTHS)).max(12).optional(),
  status: z.enum(EXPERIENCE_STATUSES).optional(),
};

export const createExperienceBody = z
  .object({
    experience_name: trimmed(200).refine((s) => s.length > 0, { message: 'Experience name is required' }),
    /** The spec's create form sends it; it must be the signed-in agent (an admin may name any agent). */
    agent_id: z.number().int().positive().optional(),
    ...experienceFields,
  })
  .strict();
export type CreateExperienceBody = z.infer<typeof createExperienceBody>;

export const updateExperienceBody = z
  .object({
    experience_name: trimmed(200).refine((s) => s.length > 0, { message: 'Experience name is required' }).optional(),
    ...experienceFields,
  })
  .strict();
export type UpdateExperienceBody = z.infer<typeof updateExperienceBody>;

export const createdIdResponse = z.object({ id: z.number().int(), success: z.literal(true) });
export const successResponse = z.object({ success: z.literal(true) });

export const uploadedImagesResponse = z.object({ success: z.literal(true), images: z.array(imageSchema) });

export const agentIdParams = z.object({ agentId: z.coerce.number().int().positive().max(2147483647) });
export const experienceIdParams = z.object({ experienceId: z.coerce.number().int().positive().max(2147483647) });
export const imageIdParams = z.object({ imageId: z.coerce.number().int().positive().max(2147483647) });

/** One of the agent's own experiences in the portal list (drafts included): a card's own fields, its status and last change. */
export const ownExperienceSchema = experienceCardSchema
  .pick({ id: true, experience_name: true, experience_type: true, description: true, price: true, duration_days: true, location: true, primary_image: true })
  .extend({ status: z.enum(EXPERIENCE_STATUSES), updated_at: z.string() });
export const ownExperiencesResponse = z.object({ experiences: z.array(ownExperienceSchema) });

/** POST /api/agents (administrator): the admin tool's agent creation. */
export const createAgentBody = z
  .object({
    agency_name: trimmed(200).refine((s) => s.length > 0, { message: MESSAGES.adminAgencyNameRequired }),
    contact_email: trimmed(254)
      .refine((s) => s.length > 0, { message: MESSAGES.adminContactEmailRequired, abort: true })
      .pipe(z.email({ message: MESSAGES.agentInvalidEmail })),
    contact_phone: optionalText(40, { singleLine: true }),
    address: optionalText(300),
    agency_description: optionalText(5000),
  })
  .strict();
export type CreateAgentBody = z.input<typeof createAgentBody>;
export const createdAgentResponse = z.object({ id: z.number().int(), success: z.literal(true) });
