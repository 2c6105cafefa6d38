import { z } from 'zod';
import { APPLICATION_STATUSES } from './agent-applications.js';

/** POST /api/admin/login: ADMIN_PASSWORD exchanged for an admin session token (send as `Authorization: Bearer`). */
export const adminLoginBody = z.object({ password: z.string().min(1).max(1024) });
export const adminLoginResponse = z.object({ token: z.string(), expires_at: z.string() });
export type AdminLoginResponse = z.infer<typeof adminLoginResponse>;

/** GET /api/admin/session: 200 while the admin token is valid (lets the admin page restore its unlocked state). */
export const adminSessionResponse = z.object({ success: z.literal(true) });

/** An application with every answer, for review. */
export const adminApplicationSchema = z.object({
  id: z.number().int(),
  inquiry_number: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  contact_email: z.string(),
  company_name: z.string().nullable(),
  contact_person_name: z.string().nullable(),
  contact_person_position: z.string().nullable(),
  whatsapp_phone: z.string().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  location: z.string().nullable(),
  has_license: z.boolean(),
  differentiation_answer: z.string().nullable(),
  sustainability_answer: z.string().nullable(),
  instagram_handle: z.string().nullable(),
  facebook_handle: z.string().nullable(),
  other_social_media: z.record(z.string(), z.string().nullable()).nullable(),
  willing_to_share_media: z.boolean(),
  rejection_reason: z.string().nullable(),
  agent_id: z.number().int().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
});
export type AdminApplication = z.infer<typeof adminApplicationSchema>;

/** GET /api/admin/applications?status= (newest first) */
export const listApplicationsQuery = z.object({ status: z.enum(APPLICATION_STATUSES).optional() });
export const listApplicationsResponse = z.object({ applications: z.array(adminApplicationSchema) });
export type ListApplicationsResponse = z.infer<typeof listApplicationsResponse>;

/** POST /api/admin/applications/{id}/approve → the new public agent's id; the applicant gets a setup link. */
export const approveApplicationResponse = z.object({ application: adminApplicationSchema, agent_id: z.number().int() });
export type ApproveApplicationResponse = z.infer<typeof approveApplicationResponse>;

/** POST /api/admin/applications/{id}/reject */
export const rejectApplicationBody = z.object({ reason: z.string().trim().min(1, 'Please give a reason').max(2000) });
export const rejectApplicationResponse = z.object({ application: adminApplicationSchema });
export type RejectApplicationResponse = z.infer<typeof rejectApplicationResponse>;
