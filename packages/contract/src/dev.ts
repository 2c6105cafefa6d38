import { z } from 'zod';

/** GET /api/dev/outbox (development and test only; the route does not exist in production). */
export const devOutboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** e.g. 'traveler-enquiry', 'agent-new-lead', 'password-reset'. */
  kind: z.string(),
  sentAt: z.string(),
});
export type DevOutboxMessage = z.infer<typeof devOutboxMessageSchema>;

/** Newest first. Empty when real SMTP is configured (only the file outbox can list what it sent). */
export const devOutboxResponse = z.array(devOutboxMessageSchema);
export type DevOutboxResponse = z.infer<typeof devOutboxResponse>;
