/**
 * Proposals an agent writes for a lead (issue 11). Money is integer USD cents in requests, answers and storage:
 * never a float. A sent proposal can be revised; the traveller sees the latest sent version.
 */
import { z } from 'zod';
import { ITINERARY_LIMITS } from './constants.js';
import { multiLineText, singleLineText } from './text.js';

/** agent-side.md §4 badge values, plus declined. pending = a revision of a sent proposal in progress. */
export const PROPOSAL_STATUSES = ['draft', 'sent', 'viewed', 'accepted', 'declined', 'pending'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

const line = (max: number) => singleLineText(max).transform((s) => s.trim());
const required = (max: number) => line(max).refine(Boolean, { message: 'Required' });
const optionalLine = (max: number) => line(max).transform((s) => s || null).nullable().optional();
const optionalBlock = (max: number) => multiLineText(max).transform((s) => s.trim() || null).nullable().optional();
/** Integer USD cents, up to $10 000 000. */
export const centsSchema = z.number().int().min(0).max(1_000_000_000);

export const proposalDaySchema = z
  .object({
    day: z.number().int().min(1).max(ITINERARY_LIMITS.days),
    place: required(ITINERARY_LIMITS.place),
    activities: multiLineText(ITINERARY_LIMITS.dayText).transform((s) => s.trim()),
    lodging: optionalLine(ITINERARY_LIMITS.place).transform((v) => v ?? null),
    meals: optionalLine(ITINERARY_LIMITS.place).transform((v) => v ?? null),
  })
  .strict();
export type ProposalDay = z.infer<typeof proposalDaySchema>;

const proposalFields = {
  title: required(200),
  summary: optionalBlock(5000),
  itinerary: z.array(proposalDaySchema).max(ITINERARY_LIMITS.days).optional(),
  price_per_person_cents: centsSchema.nullable().optional(),
  total_price_cents: centsSchema.nullable().optional(),
  included: z.array(required(200)).max(40).optional(),
  excluded: z.array(required(200)).max(40).optional(),
  valid_until: z.iso.date().nullable().optional(),
  experience_ids: z.array(z.number().int().positive().max(2147483647)).max(20).optional(),
};

export const createProposalBody = z.object({ lead_id: z.number().int().positive().max(2147483647), ...proposalFields }).strict();
export type CreateProposalBody = z.infer<typeof createProposalBody>;
export const updateProposalBody = z.object({ ...proposalFields, title: proposalFields.title.optional() }).strict();
export type UpdateProposalBody = z.infer<typeof updateProposalBody>;

export const proposalContentSchema = z.object({
  title: z.string(),
  summary: z.string().nullable(),
  itinerary: z.array(
    z.object({ day: z.number().int(), place: z.string(), activities: z.string(), lodging: z.string().nullable(), meals: z.string().nullable() }),
  ),
  price_per_person_cents: z.number().int().nullable(),
  total_price_cents: z.number().int().nullable(),
  included: z.array(z.string()),
  excluded: z.array(z.string()),
  valid_until: z.string().nullable(),
  experience_ids: z.array(z.number().int()),
});
export type ProposalContentDto = z.infer<typeof proposalContentSchema>;

export const proposalSchema = proposalContentSchema.extend({
  id: z.number().int(),
  lead_id: z.number().int().nullable(),
  status: z.enum(PROPOSAL_STATUSES),
  decline_reason: z.string().nullable(),
  current_version: z.number().int(),
  sent_at: z.string().nullable(),
  viewed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Proposal = z.infer<typeof proposalSchema>;

export const proposalVersionSchema = z.object({ version: z.number().int(), sent_at: z.string(), content: proposalContentSchema });
export const proposalResponse = z.object({ proposal: proposalSchema, versions: z.array(proposalVersionSchema) });
export type ProposalResponse = z.infer<typeof proposalResponse>;

export const proposalListQuery = z.object({ status: z.enum(PROPOSAL_STATUSES).optional(), lead_id: z.coerce.number().int().positive().max(2147483647).optional() }).strict();
export const proposalListItemSchema = z.object({
  id: z.number().int(),
  lead_id: z.number().int().nullable(),
  title: z.string(),
  status: z.enum(PROPOSAL_STATUSES),
  traveler_name: z.string().nullable(),
  total_price_cents: z.number().int().nullable(),
  updated_at: z.string(),
});
export const proposalListResponse = z.object({ proposals: z.array(proposalListItemSchema) });

/** A plain-text thread between the traveller and the agent of one proposal. */
export const MESSAGE_SENDERS = ['traveler', 'agent'] as const;
export const postMessageBody = z.object({ body: multiLineText(4000).transform((s) => s.trim()).refine(Boolean, { message: 'A message is required' }) }).strict();
export const proposalMessageSchema = z.object({ id: z.number().int(), sender: z.enum(MESSAGE_SENDERS), body: z.string(), created_at: z.string() });
export type ProposalMessage = z.infer<typeof proposalMessageSchema>;
export const proposalMessagesResponse = z.object({ messages: z.array(proposalMessageSchema) });
export const proposalMessageResponse = z.object({ message: proposalMessageSchema });
