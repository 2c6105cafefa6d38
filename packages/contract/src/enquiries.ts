import { z } from 'zod';

/**
 * POST /api/enquiries: turns a traveller's enquiry into leads for agents (the server half of trip planning).
 * - with experience_id: one lead for that experience's agent;
 * - with agent_id (no experience): one lead for that agent;
 * - with neither (an onboarding without a target): the server matches the best-fitting agents by destinations
 *   and trip types and creates a lead for each.
 * `idempotency_key` (a client-generated UUID per enquiry action) makes double clicks and retries harmless:
 * the same key always answers the first result and never creates a second lead.
 */
export const createEnquiryBody = z.object({
  traveler_id: z.uuid(),
  experience_id: z.coerce.number().int().positive().nullable().optional(),
  agent_id: z.coerce.number().int().positive().nullable().optional(),
  source: z.enum(['onboarding', 'enquire']),
  idempotency_key: z.uuid(),
});
export type CreateEnquiryBody = z.infer<typeof createEnquiryBody>;

export const enquiryLeadSchema = z.object({
  id: z.number().int(),
  agent_id: z.number().int(),
  agency_name: z.string(),
  experience_id: z.number().int().nullable(),
  status: z.string(),
  match_reason: z.string().nullable(),
});

/**
 * 200. `matched` is true when the server chose the agents (no target given, or the experience has no agent);
 * `leads` may then be empty when no agent exists at all. A replay of the same idempotency_key answers the
 * stored first result. The traveller gets a 'traveler-enquiry' mail, each newly addressed agent an 'agent-new-lead'.
 */
export const createEnquiryResponse = z.object({
  inquiry_number: z.string(),
  matched: z.boolean(),
  leads: z.array(enquiryLeadSchema),
});
export type CreateEnquiryResponse = z.infer<typeof createEnquiryResponse>;
