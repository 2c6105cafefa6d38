import { z } from 'zod';
import { LIMITS } from './constants.js';
import { imageSchema } from './common.js';
import { cleanText, experienceCardSchema } from './experiences.js';

export const destinationSchema = z.object({
  id: z.number().int(),
  destination_name: z.string(),
  destination_description: z.string().nullable(),
});

/**
 * Public agent: never carries account data (password hashes, tokens) nor the agency's contact e-mail or phone.
 * Travellers reach agents through enquiries (leads), so the marketplace does not hand out addresses to scrapers.
 */
export const agentSummarySchema = z.object({
  id: z.number().int(),
  agency_name: z.string(),
  agency_description: z.string().nullable(),
  agent_description: z.string().nullable(),
  address: z.string().nullable(),
  country: z.string().nullable(),
  images: z.array(imageSchema),
  profile_images: z.array(z.string()),
  agent_logotype: z.string().nullable(),
  agent_specializations: z.array(z.string()),
  destinations: z.array(destinationSchema),
  is_featured: z.boolean(),
  experience_count: z.number().int(),
});
export type AgentSummary = z.infer<typeof agentSummarySchema>;

export const agentDetailSchema = agentSummarySchema.extend({
  experiences: z.array(experienceCardSchema),
  /** Only the public handles; anything else stored in the JSON column is dropped. */
  social_media: z.object({ instagram: z.string().nullable().optional(), facebook: z.string().nullable().optional() }).nullable(),
});
export type AgentDetail = z.infer<typeof agentDetailSchema>;

/** All optional: without them GET /agents answers every published agent (the spec's client requires an array). */
export const listAgentsQuery = z.object({
  q: z.string().max(200).transform(cleanText).optional(),
  featured: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(LIMITS.agentsListMax).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type ListAgentsQuery = z.infer<typeof listAgentsQuery>;
export const listAgentsResponse = z.array(agentSummarySchema);

export const destinationParams = z.object({ destinationName: z.string().min(1).max(100).transform(cleanText) });
export const destinationResponse = z.object({
  destination: z.object({ name: z.string(), country: z.string().nullable() }),
  experiences: z.array(experienceCardSchema),
  agents: z.array(agentSummarySchema),
});
export type DestinationResponse = z.infer<typeof destinationResponse>;
