import { z } from 'zod';
import { AGENT_COUNTRIES, LIMITS } from './constants.js';
import { MESSAGES } from './messages.js';

/** Application status: started (step 0 done) | pending (submitted) | approved | rejected. */
export const APPLICATION_STATUSES = ['started', 'pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

const email = z.string().trim().max(254).pipe(z.email({ message: MESSAGES.agentInvalidEmail }));

/** Step 0 (POST /api/agent-leads/email). */
export const startApplicationBody = z.object({ email });
export type StartApplicationBody = z.infer<typeof startApplicationBody>;
export const startApplicationResponse = z.object({
  success: z.literal(true),
  data: z.object({ id: z.number().int() }),
});
export type StartApplicationResponse = z.infer<typeof startApplicationResponse>;

/** Optional text: trimmed, empty becomes null (agent-side.md §5 step 1). */
const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => (v == null || v.trim() === '' ? null : v.trim()));

/**
 * Step 5 (PUT /api/agent-leads/{id}/complete). The shape only bounds sizes; the spec's messages
 * come from `agentApplicationProblems`, which the server runs and the wizard may run too.
 */
export const completeApplicationBody = z.object({
  contact_email: email,
  company_name: optionalText(200),
  contact_person_name: optionalText(200),
  contact_person_position: optionalText(200),
  whatsapp_phone: optionalText(50),
  website: optionalText(500),
  address: optionalText(500),
  location: optionalText(100),
  has_license: z.boolean().nullish().transform((v) => v ?? false),
  /** Up to 2000 raw characters so a too-long answer gets the readable message, not a schema error. */
  differentiation_answer: optionalText(2000),
  sustainability_answer: optionalText(2000),
  instagram_handle: optionalText(100).transform((v) => (v ? v.replace(/^@+/, '') || null : null)),
  facebook_handle: optionalText(200),
  other_social_media: z.record(z.string().max(50), z.string().max(300).nullable()).nullish().transform((v) => v ?? null),
  willing_to_share_media: z.boolean().nullish().transform((v) => v ?? false),
});
export type CompleteApplicationInput = z.input<typeof completeApplicationBody>;
export type CompleteApplicationBody = z.output<typeof completeApplicationBody>;

export const applicationIdParams = z.object({ id: z.coerce.number().int().positive().max(2147483647) });

/** Every spec message that applies, in the wizard's step order (empty when the application is complete). */
export function agentApplicationProblems(a: {
  company_name?: string | null;
  contact_person_name?: string | null;
  location?: string | null;
  differentiation_answer?: string | null;
  sustainability_answer?: string | null;
  website?: string | null;
}): string[] {
  const problems: string[] = [];
  const text = (v?: string | null) => (v ?? '').trim();
  if (!text(a.company_name) || !text(a.contact_person_name)) problems.push(MESSAGES.companyRequired);
  if (!(AGENT_COUNTRIES as readonly string[]).includes(text(a.location))) problems.push(MESSAGES.countryRequired);
  const d = text(a.differentiation_answer);
  const s = text(a.sustainability_answer);
  if (!d || !s) problems.push(MESSAGES.answersRequired);
  else if (d.length < LIMITS.applicationAnswerMin || s.length < LIMITS.applicationAnswerMin) problems.push(MESSAGES.answersTooShort);
  else if (d.length > LIMITS.applicationAnswerMax || s.length > LIMITS.applicationAnswerMax) problems.push(MESSAGES.answersTooLong);
  const w = text(a.website);
  if (w && (/\s/.test(w) || (/^[a-z][a-z0-9+.-]*:/i.test(w) && !/^https?:\/\//i.test(w)))) problems.push(MESSAGES.websiteInvalid);
  return problems;
}

export const completeApplicationResponse = z.object({
  success: z.literal(true),
  data: z.object({
    id: z.number().int(),
    inquiry_number: z.string(),
    company_name: z.string(),
    contact_person_name: z.string(),
    contact_email: z.string(),
    location: z.string(),
  }),
});
export type CompleteApplicationResponse = z.infer<typeof completeApplicationResponse>;
