import { z } from 'zod';
import { hasUnsafeText, singleLineText, UNSAFE_TEXT_MESSAGE } from './text.js';
import { MESSAGES } from './messages.js';

/** The admin console (issue 13): agents, experience moderation, marketplace health and the audit log. */

export const SUBSCRIPTION_STATUSES = ['active', 'inactive'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const ADMIN_PAGE_SIZE = 25;

const page = z.coerce.number().int().min(1).max(10000).default(1);
const searchText = singleLineText(100).transform((s) => s.trim()).optional();

export const adminAgentsQuery = z
  .object({ q: searchText, status: z.enum(['published', 'hidden', 'featured', 'inactive']).optional(), page })
  .strict();
export type AdminAgentsQuery = z.infer<typeof adminAgentsQuery>;

export const adminAgentSchema = z.object({
  id: z.number().int(),
  agency_name: z.string(),
  country: z.string().nullable(),
  is_published: z.boolean(),
  is_featured: z.boolean(),
  subscription_status: z.string(),
  experiences: z.number().int(),
  created_at: z.string(),
});
export type AdminAgent = z.infer<typeof adminAgentSchema>;
export const adminAgentsResponse = z.object({ agents: z.array(adminAgentSchema), total: z.number().int(), page: z.number().int(), page_size: z.number().int() });
export type AdminAgentsResponse = z.infer<typeof adminAgentsResponse>;

/** PATCH /api/admin/agents/{id}: any subset; at least one field. */
export const adminAgentPatchBody = z
  .object({
    is_published: z.boolean().optional(),
    is_featured: z.boolean().optional(),
    subscription_status: z.enum(SUBSCRIPTION_STATUSES, { message: MESSAGES.adminSubscriptionInvalid }).optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: MESSAGES.adminNothingToChange });
export type AdminAgentPatchBody = z.infer<typeof adminAgentPatchBody>;
export const adminAgentResponse = z.object({ agent: adminAgentSchema });

export const adminExperiencesQuery = z.object({ q: searchText, hidden: z.enum(['true', 'false']).optional(), page }).strict();
export type AdminExperiencesQuery = z.infer<typeof adminExperiencesQuery>;
export const adminExperienceSchema = z.object({
  id: z.number().int(),
  experience_name: z.string(),
  agent_id: z.number().int().nullable(),
  agency_name: z.string().nullable(),
  country: z.string().nullable(),
  is_published: z.boolean(),
  hidden_at: z.string().nullable(),
  hidden_reason: z.string().nullable(),
});
export type AdminExperience = z.infer<typeof adminExperienceSchema>;
export const adminExperiencesResponse = z.object({ experiences: z.array(adminExperienceSchema), total: z.number().int(), page: z.number().int(), page_size: z.number().int() });
export type AdminExperiencesResponse = z.infer<typeof adminExperiencesResponse>;

export const hideExperienceBody = z.object({
  reason: z
    .string({ error: MESSAGES.adminHideReasonRequired })
    .trim()
    .min(1, MESSAGES.adminHideReasonRequired)
    .max(1000)
    .refine((s) => !hasUnsafeText(s), { message: UNSAFE_TEXT_MESSAGE }),
});
export type HideExperienceBody = z.infer<typeof hideExperienceBody>;
export const adminExperienceResponse = z.object({ experience: adminExperienceSchema });

export const adminHealthQuery = z.object({ days: z.coerce.number().int().min(1, MESSAGES.adminHealthDaysRange).max(365, MESSAGES.adminHealthDaysRange).default(30) }).strict();
export const healthFiguresSchema = z.object({
  leads: z.number().int(),
  answered_24h_pct: z.number().int().nullable(),
  answered_48h_pct: z.number().int().nullable(),
  median_first_response_minutes: z.number().int().nullable(),
  proposals_sent: z.number().int(),
  win_rate: z.number().int().nullable(),
});
export type HealthFigures = z.infer<typeof healthFiguresSchema>;
export const atRiskLeadSchema = z.object({
  id: z.number().int(),
  agent_id: z.number().int(),
  agency_name: z.string(),
  created_at: z.string(),
  /** Minutes left to the 24-hour promise; negative once past it. */
  minutes_to_24h: z.number().int(),
  minutes_to_48h: z.number().int(),
  state: z.enum(['overdue_48h', 'overdue_24h', 'due_soon', 'open']),
});
export type AtRiskLead = z.infer<typeof atRiskLeadSchema>;
export const adminHealthResponse = z.object({
  days: z.number().int(),
  overall: healthFiguresSchema,
  agents: z.array(healthFiguresSchema.extend({ agent_id: z.number().int(), agency_name: z.string() })),
  at_risk: z.array(atRiskLeadSchema),
});
export type AdminHealthResponse = z.infer<typeof adminHealthResponse>;

export const AUDIT_TARGET_TYPES = ['agent', 'experience'] as const;
export const adminAuditQuery = z
  .object({
    action: singleLineText(60).optional(),
    target_type: z.enum(AUDIT_TARGET_TYPES).optional(),
    target_id: z.coerce.number().int().positive().max(2147483647).optional(),
    page,
  })
  .strict();
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.number().int(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const adminAuditResponse = z.object({ entries: z.array(auditEntrySchema), total: z.number().int(), page: z.number().int(), page_size: z.number().int() });
export type AdminAuditResponse = z.infer<typeof adminAuditResponse>;
