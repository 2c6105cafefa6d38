import { z } from 'zod';
import { LIMITS } from './constants.js';
import { AGENT_COUNTRIES } from './form-options.js';
import { MESSAGES } from './messages.js';
import { optionalText as sharedOptionalText } from './text.js';

/** Application status: started (step 0 done) | pending (submitted) | approved | rejected. */
export const APPLICATION_STATUSES = ['started', 'pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** An agent's e-mail address: the one rule for the application, the reset request and their forms. */
export const agentEmailField = z.string().trim().max(254, MESSAGES.agentInvalidEmail).pipe(z.email({ message: MESSAGES.agentInvalidEmail }));
const email = agentEmailField;

/** Step 0 (POST /api/agent-leads/email). */
export const startApplicationBody = z.object({ email });
export type StartApplicationBody = z.infer<typeof startApplicationBody>;
export const startApplicationResponse = z.object({
  success: z.literal(true),
  data: z.object({ id: z.number().int() }),
});
export type StartApplicationResponse = z.infer<typeof startApplicationResponse>;

/** Optional text: trimmed, empty becomes null (agent-side.md §5 step 1). */
const optionalText = (max: number, options: { singleLine?: boolean } = {}) => sharedOptionalText(max, options).transform((v) => v ?? null);

/**
 * Step 5 (PUT /api/agent-leads/{id}/complete). The shape only bounds sizes; the spec's messages
 * come from `agentApplicationProblems`, which the server runs and the wizard may run too.
 */
export const completeApplicationBody = z.object({
  contact_email: email,
  company_name: optionalText(200, { singleLine: true }),
  contact_person_name: optionalText(200, { singleLine: true }),
  contact_person_position: optionalText(200, { singleLine: true }),
  whatsapp_phone: optionalText(50, { singleLine: true }),
  website: optionalText(500, { singleLine: true }),
  address: optionalText(500),
  location: optionalText(100, { singleLine: true }),
  has_license: z.boolean().nullish().transform((v) => v ?? false),
  /** Up to 2000 raw characters so a too-long answer gets the readable message, not a schema error. */
  differentiation_answer: optionalText(2000),
  sustainability_answer: optionalText(2000),
  instagram_handle: optionalText(100, { singleLine: true }).transform((v) => (v ? v.replace(/^@+/, '') || null : null)),
  facebook_handle: optionalText(200, { singleLine: true }),
  other_social_media: z.record(z.string().max(50), z.string().max(300).nullable()).nullish().transform((v) => v ?? null),
  willing_to_share_media: z.boolean().nullish().transform((v) => v ?? false),
});
export type CompleteApplicationInput = z.input<typeof completeApplicationBody>;
export type CompleteApplicationBody = z.output<typeof completeApplicationBody>;

export const applicationIdParams = z.object({ id: z.coerce.number().int().positive().max(2147483647) });

const text = (v?: string | null) => (v ?? '').trim();

/**
 * The application's rules, each answering with the spec's message or null. The server runs them all
 * (`agentApplicationProblems`); the wizard runs the same ones step by step (the `application*Step` schemas).
 */
export const applicationRules = {
  company: (a: { company_name?: string | null; contact_person_name?: string | null }) =>
    !text(a.company_name) || !text(a.contact_person_name) ? MESSAGES.companyRequired : null,
  country: (location?: string | null) => ((AGENT_COUNTRIES as readonly string[]).includes(text(location)) ? null : MESSAGES.countryRequired),
  answer: (answer: string | null | undefined, other: string | null | undefined) => {
    const a = text(answer);
    const b = text(other);
    if (!a || !b) return MESSAGES.answersRequired;
    if (a.length < LIMITS.applicationAnswerMin || b.length < LIMITS.applicationAnswerMin) return MESSAGES.answersTooShort;
    if (a.length > LIMITS.applicationAnswerMax || b.length > LIMITS.applicationAnswerMax) return MESSAGES.answersTooLong;
    return null;
  },
  /** No spaces, and only http(s) when a scheme is given. */
  website: (website?: string | null) => {
    const w = text(website);
    return w && (/\s/.test(w) || (/^[a-z][a-z0-9+.-]*:/i.test(w) && !/^https?:\/\//i.test(w))) ? MESSAGES.websiteInvalid : null;
  },
};

/** Every spec message that applies, in the wizard's step order (empty when the application is complete). */
export function agentApplicationProblems(a: {
  company_name?: string | null;
  contact_person_name?: string | null;
  location?: string | null;
  differentiation_answer?: string | null;
  sustainability_answer?: string | null;
  website?: string | null;
}): string[] {
  const problems: (string | null)[] = [
    applicationRules.company(a),
    applicationRules.country(a.location),
    applicationRules.answer(a.differentiation_answer, a.sustainability_answer),
    applicationRules.website(a.website),
  ];
  return problems.filter((p): p is string => p !== null);
}

// ---------------------------------------------------------------- the wizard's steps (form values are strings)

const tooLong = (field: string, max: number) => `${field} must be ${max} characters or fewer`;
/** A wizard text input: what the body accepts, with a message that names the field when it is too long. */
const stepText = (field: string, max: number) => z.string().max(max, tooLong(field, max));
const stepOptional = (field: string, max: number) => stepText(field, max).transform((v) => (v.trim() === '' ? null : v.trim()));


/** Step 1: company information. Issues sit on the fields they concern, in the order the form shows them. */
export const applicationCompanyStep = z
  .object({
    company_name: stepText('Company name', 200).transform((v) => v.trim()),
    contact_person_name: stepText('Contact person name', 200).transform((v) => v.trim()),
    contact_person_position: stepOptional('Position', 200),
    whatsapp_phone: stepOptional('WhatsApp phone', 50),
    website: stepOptional('Website', 500),
  })
  .superRefine((a, ctx) => {
    const company = applicationRules.company(a);
    if (company) {
      if (!a.company_name) ctx.addIssue({ code: 'custom', path: ['company_name'], message: company });
      if (!a.contact_person_name) ctx.addIssue({ code: 'custom', path: ['contact_person_name'], message: company });
    }
    const website = applicationRules.website(a.website);
    if (website) ctx.addIssue({ code: 'custom', path: ['website'], message: website });
  });
export type ApplicationCompanyStep = z.output<typeof applicationCompanyStep>;

/** Step 2: location and licensing. */
export const applicationLocationStep = z.object({
  location: z.string().superRefine((v, ctx) => {
    const problem = applicationRules.country(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  address: stepOptional('Office address', 500),
  has_license: z.boolean(),
});
export type ApplicationLocationStep = z.output<typeof applicationLocationStep>;

/** Step 3: corporate values. Both answers are marked when the rule fails for them. */
export const applicationValuesStep = z
  .object({
    differentiation_answer: z.string().transform((v) => v.trim()),
    sustainability_answer: z.string().transform((v) => v.trim()),
  })
  .superRefine((a, ctx) => {
    const problem = applicationRules.answer(a.differentiation_answer, a.sustainability_answer);
    if (!problem) return;
    for (const key of ['differentiation_answer', 'sustainability_answer'] as const) {
      const alone = applicationRules.answer(a[key], a[key]);
      if (alone) ctx.addIssue({ code: 'custom', path: [key], message: problem });
    }
  });
export type ApplicationValuesStep = z.output<typeof applicationValuesStep>;

/** Step 4: media and social media; a leading @ on the Instagram handle is dropped once. */
export const applicationMediaStep = z.object({
  instagram_handle: stepOptional('Instagram', 100).transform((v) => (v ? v.replace(/^@+/, '') || null : null)),
  facebook_handle: stepOptional('Facebook', 200),
  other_social_media: z
    .record(z.string().max(50), stepText('Each social media link', 300))
    .transform((o) => {
      const filled = Object.entries(o)
        .map(([k, v]) => [k, v.trim()] as const)
        .filter(([, v]) => v);
      return filled.length ? Object.fromEntries(filled) : null;
    }),
  willing_to_share_media: z.boolean(),
});
export type ApplicationMediaStep = z.output<typeof applicationMediaStep>;

/** Step 5: the terms must be accepted before the application is sent. */
export const applicationReviewStep = z.object({
  agreed: z.boolean().refine((v) => v, MESSAGES.termsRequired),
});

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
