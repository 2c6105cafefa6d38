/**
 * The agent's lead inbox (issue 11). A lead is one traveller's enquiry routed to one agent; its contact and
 * preferences are snapshots taken at enquiry time.
 */
import { z } from 'zod';
import { multiLineText, singleLineText } from './text.js';

export const LEAD_STATUSES = ['new', 'contacted', 'proposal_sent', 'won', 'lost', 'archived'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
/** onboarding | enquire | match | ai_chat | escalation (the 48-hour promise added this agent). */
export const LEAD_SOURCES = ['onboarding', 'enquire', 'match', 'ai_chat', 'escalation'] as const;

/** Hours within which the traveller was promised a reply, and after which another agent is added. */
export const LEAD_REPLY_HOURS = 24;
export const LEAD_ESCALATION_HOURS = 48;

export const leadListQuery = z
  .object({
    status: z.enum(LEAD_STATUSES).optional(),
    q: singleLineText(100).transform((s) => s.trim()).optional(),
  })
  .strict();
export type LeadListQuery = z.infer<typeof leadListQuery>;

export const leadSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(LEAD_STATUSES),
  source: z.string(),
  destination: z.string().nullable(),
  trip_type: z.string().nullable(),
  inquiry_number: z.string(),
  created_at: z.string(),
  reply_due_at: z.string(),
  /** Seconds left to the 24-hour promise while the lead is new; negative when overdue; null once contacted. */
  reply_seconds_left: z.number().int().nullable(),
  overdue: z.boolean(),
});
export type LeadSummary = z.infer<typeof leadSummarySchema>;
export const leadListResponse = z.object({ leads: z.array(leadSummarySchema) });

export const leadDetailSchema = leadSummarySchema.extend({
  contact: z.object({
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    email: z.string(),
    phone: z.string().nullable(),
    whatsapp_contact: z.string().nullable(),
    instagram_username: z.string().nullable(),
  }),
  /** The traveller's preferences as captured at enquiry time. */
  preferences: z.record(z.string(), z.unknown()),
  match_reason: z.string().nullable(),
  lost_reason: z.string().nullable(),
  contacted_at: z.string().nullable(),
  experience: z.object({ id: z.number().int(), name: z.string(), url: z.string() }).nullable(),
  selected_experiences: z.array(z.object({ id: z.number().int(), name: z.string(), url: z.string() })),
  proposals: z.array(z.object({ id: z.number().int(), title: z.string(), status: z.string(), updated_at: z.string() })),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;
export const leadDetailResponse = z.object({ lead: leadDetailSchema });

export const markLeadLostBody = z.object({ reason: multiLineText(1000).transform((s) => s.trim()).refine(Boolean, { message: 'A reason is required' }) }).strict();

/** GET /api/agent/stats: the dashboard's tiles from real rows. */
export const agentStatsResponse = z.object({
  experiences: z.number().int(),
  leads: z.number().int(),
  proposals: z.number().int(),
  /** Accepted / all proposals created in the last 90 days, whole percent; null when there are none. */
  win_rate: z.number().int().nullable(),
});
export type AgentStats = z.infer<typeof agentStatsResponse>;
