import { z } from 'zod';
import { imageSchema } from './common.js';
import { experienceCardSchema } from './experiences.js';

export const destinationSchema = z.object({
  id: z.number().int(),
  destination_name: z.string(),
  destination_description: z.string().nullable(),
});

/** Public agent: never carries account data (password hashes, tokens) or private contact fields beyond the spec. */
export const agentSummarySchema = z.object({
  id: z.number().int(),
  agency_name: z.string(),
  agency_description: z.string().nullable(),
  agent_description: z.string().nullable(),
  address: z.string().nullable(),
  country: z.string().nullable(),
  email: z.string().nullable(),
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
  social_media: z.object({ instagram: z.string().nullable().optional() }).passthrough().nullable(),
  contact_phone: z.string().nullable(),
});
export type AgentDetail = z.infer<typeof agentDetailSchema>;

export const listAgentsResponse = z.array(agentSummarySchema);

export const destinationParams = z.object({ destinationName: z.string().min(1).max(100) });
export const destinationResponse = z.object({
  destination: z.object({ name: z.string(), country: z.string().nullable() }),
  experiences: z.array(experienceCardSchema),
  agents: z.array(agentSummarySchema),
});
export type DestinationResponse = z.infer<typeof destinationResponse>;
