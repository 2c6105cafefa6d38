/**
 * The traveller's private trip page (issue 11): a random token in every e-mail the traveller receives, no
 * password. It shows only that traveller's enquiries and the proposals sent for them.
 */
import { z } from 'zod';
import { LEAD_STATUSES } from './leads.js';
import { PROPOSAL_STATUSES, proposalContentSchema } from './proposals.js';
import { multiLineText } from './text.js';

/** base64url of 32 random bytes; anything else is not a token. */
export const tripTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });
export const tripProposalParams = tripTokenParams.extend({ id: z.coerce.number().int().positive().max(2147483647) });

export const tripProposalSchema = proposalContentSchema.extend({
  id: z.number().int(),
  status: z.enum(PROPOSAL_STATUSES),
  agency: z.object({ id: z.number().int(), name: z.string() }),
  version: z.number().int(),
  sent_at: z.string(),
});
export type TripProposal = z.infer<typeof tripProposalSchema>;

export const tripEnquirySchema = z.object({
  /** The traveller's reference (the same for every enquiry of one traveller) and the agency it went to. */
  reference: z.string(),
  lead_id: z.number().int(),
  agency: z.object({ id: z.number().int(), name: z.string() }),
  status: z.enum(LEAD_STATUSES),
  created_at: z.string(),
  destination: z.string().nullable(),
  proposals: z.array(tripProposalSchema),
});
export const tripPageResponse = z.object({
  /** `id` lets the page restore the traveller in any browser (preferences, recommendations): the token already grants it. */
  traveler: z.object({ id: z.uuid(), first_name: z.string().nullable(), inquiry_number: z.string() }),
  enquiries: z.array(tripEnquirySchema),
});
export type TripPage = z.infer<typeof tripPageResponse>;

export const declineProposalBody = z.object({ reason: multiLineText(1000).transform((s) => s.trim() || null).nullable().optional() }).strict();
export const tripDecisionResponse = z.object({ success: z.literal(true), status: z.enum(PROPOSAL_STATUSES) });
