import { z } from 'zod';
import { apiErrorSchema } from './errors.js';
import { MESSAGES } from './messages.js';
import { multiLineText, singleLineText } from './text.js';

/** Website import (issue 12, agent-side.md §4, §7, §9): how many drafts one generation asks for, and their name limit. */
export const IMPORT_EXPERIENCE_COUNT = 15;
export const DRAFT_NAME_MAX = 60;
/** Drafts one bulk import accepts (a generation yields at most 15; the rest is headroom for re-sent lists). */
export const IMPORT_BULK_MAX = 50;

const isWebsiteUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
};

/** A full http or https address (agent-side.md §5). */
export const websiteUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v.length > 0, { message: MESSAGES.importUrlRequired })
  .refine((v) => v.length === 0 || isWebsiteUrl(v), { message: MESSAGES.importUrlInvalid });

/** The AI-generated experience draft (agent-side.md §3); the same shape from the offline extractor and the model. */
export const experienceDraftSchema = z.object({
  // No transforms: the model engine sends this schema as JSON Schema (callers trim).
  experience_name: singleLineText(DRAFT_NAME_MAX).refine((s) => s.trim().length > 0, { message: MESSAGES.experienceNameRequired }),
  experience_type: singleLineText(100).nullable(),
  description: multiLineText(5000).nullable(),
  location: singleLineText(200).nullable(),
  /** USD; null when the page names no price or one in a currency without a fixed rate. */
  price: z.number().min(0).max(1_000_000).nullable(),
  duration_days: z.number().int().min(1).max(90).nullable(),
});
export type ExperienceDraft = z.infer<typeof experienceDraftSchema>;

export const generateExperiencesBody = z
  .object({
    url: websiteUrlSchema,
    agentId: z.number({ message: MESSAGES.importAgentRequired }).int().positive({ message: MESSAGES.importAgentRequired }),
    options: z
      .object({ experienceCount: z.number().int().min(1).max(IMPORT_EXPERIENCE_COUNT).default(IMPORT_EXPERIENCE_COUNT) })
      .strict()
      .optional(),
  })
  .strict();
export type GenerateExperiencesBody = z.input<typeof generateExperiencesBody>;

export const generateExperiencesResponse = z.object({
  success: z.literal(true),
  data: z.object({
    generatedExperiences: z.array(experienceDraftSchema),
    totalGenerated: z.number().int(),
    /** Pages of the site that were read (the start page and the tour pages it links to). */
    pagesRead: z.number().int(),
  }),
});
export type GenerateExperiencesResponse = z.infer<typeof generateExperiencesResponse>;

/** Items are checked one by one on the server: an invalid one is skipped and counted, not a reason to refuse all. */
export const bulkExperiencesBody = z
  .object({ experiences: z.array(z.record(z.string(), z.unknown())).min(1, { message: MESSAGES.importSelectAtLeastOne }).max(IMPORT_BULK_MAX) })
  .strict();
export type BulkExperiencesBody = z.infer<typeof bulkExperiencesBody>;

export const bulkExperiencesResponse = z.object({
  success: z.literal(true),
  createdCount: z.number().int(),
  skippedCount: z.number().int(),
  /** The new drafts' ids, in the order they were sent. */
  experienceIds: z.array(z.number().int()),
});
export type BulkExperiencesResponse = z.infer<typeof bulkExperiencesResponse>;

/** A failed generation: the API's error shape, plus why the site could not be read when it could not (§8: 'Error: {error}' plus the message). */
export const generateExperiencesError = apiErrorSchema.extend({ message: z.string().optional() });
