import { z } from 'zod';
import { imageSchema } from './common.js';
import { ERROR_CODES, apiErrorSchema } from './errors.js';
import { LIMITS } from './constants.js';
import { MESSAGES } from './messages.js';
import { agentEmailField } from './agent-applications.js';

/** Password rules (agent-side.md §5): every broken rule, in the spec's words, so they can be listed together. */
export function passwordProblems(password: string, confirmPassword?: string): string[] {
  const problems: string[] = [];
  if (password.length < LIMITS.passwordMin) problems.push(MESSAGES.passwordTooShort);
  if (password.length > LIMITS.passwordMax) problems.push(MESSAGES.passwordTooLong);
  if (!/[a-z]/.test(password)) problems.push(MESSAGES.passwordLowercase);
  if (!/[A-Z]/.test(password)) problems.push(MESSAGES.passwordUppercase);
  if (!/[0-9]/.test(password)) problems.push(MESSAGES.passwordNumber);
  if (confirmPassword !== undefined && password !== confirmPassword) problems.push(MESSAGES.passwordsDoNotMatch);
  return problems;
}

/** For the live checklist on the setup and reset pages. */
export const PASSWORD_CHECKLIST = [
  { label: 'At least 8 characters', test: (p: string) => p.length >= LIMITS.passwordMin && p.length <= LIMITS.passwordMax },
  { label: 'One lowercase letter', test: (p: string) => /[a-z]/.test(p) },
  { label: 'One uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
  { label: 'One number', test: (p: string) => /[0-9]/.test(p) },
] as const;

/** Lenient on purpose: the rules above answer with the spec's messages instead of schema errors. */
const emailField = z.string().trim().max(254);
/** Long enough for any real password, short enough that nobody makes the server hash megabytes. */
const passwordField = z.string().max(1024);
const tokenField = z.string().max(200);

// ---------------------------------------------------------------- the agent object the portal keeps

export const portalDestinationSchema = z.object({ id: z.number().int(), destination_name: z.string() });
export const portalExperienceSchema = z.object({
  id: z.number().int(),
  experience_name: z.string(),
  experience_type: z.string().nullable(),
  description: z.string().nullable(),
  duration_days: z.number().int().nullable(),
  location: z.string().nullable(),
  /** USD */
  price: z.number().nullable(),
  primary_image: z.string().nullable(),
  images: z.array(imageSchema),
  /** draft | published (issue 10): a draft is shown to its agent only. */
  status: z.enum(['draft', 'published']),
});

/** The signed-in agent (agent-side.md §3). Never carries hashes, tokens or other agents' data. */
export const portalAgentSchema = z.object({
  id: z.number().int(),
  agency_name: z.string(),
  contact_email: z.string(),
  contact_phone: z.string().nullable(),
  address: z.string().nullable(),
  country: z.string().nullable(),
  website: z.string().nullable(),
  agency_description: z.string().nullable(),
  social_media: z.object({ instagram: z.string().nullable().optional(), facebook: z.string().nullable().optional() }).nullable(),
  destinations: z.array(portalDestinationSchema),
  images: z.array(imageSchema),
  profile_images: z.array(z.string()),
  profile_videos: z.array(z.string()),
  experiences: z.array(portalExperienceSchema),
  /** active | inactive | past_due */
  subscription_status: z.string(),
});
export type PortalAgent = z.infer<typeof portalAgentSchema>;

export const agentSessionResponse = z.object({ token: z.string(), agent: portalAgentSchema });
export type AgentSessionResponse = z.infer<typeof agentSessionResponse>;

/** Failures of sign-in carry the flags the spec's login page reads (agent-side.md §8). */
export const agentAuthErrorSchema = apiErrorSchema.extend({
  needsApplication: z.literal(true).optional(),
  accountStatus: z.enum(['pending', 'rejected']).optional(),
  requiresPasswordSetup: z.literal(true).optional(),
});
export type AgentAuthError = z.infer<typeof agentAuthErrorSchema>;

/** The sign-in codes of agent-side.md §4, from the one catalogue (errors.ts). */
export const AGENT_AUTH_CODES = {
  needsApplication: ERROR_CODES.needsApplication,
  invalidCredentials: ERROR_CODES.invalidCredentials,
  pending: ERROR_CODES.accountPending,
  rejected: ERROR_CODES.accountRejected,
  disabled: ERROR_CODES.accountDisabled,
  passwordSetupRequired: ERROR_CODES.passwordSetupRequired,
  invalidToken: ERROR_CODES.invalidToken,
  emailMismatch: ERROR_CODES.emailMismatch,
  linkMissing: ERROR_CODES.linkMissing,
  subscriptionInactive: ERROR_CODES.subscriptionInactive,
} as const;

// ---------------------------------------------------------------- calls

/** POST /api/agent-auth/login → 200 agentSessionResponse; 401/403/404/409 agentAuthErrorSchema. */
export const agentLoginBody = z.object({ email: emailField.min(1), password: passwordField.min(1) });
export type AgentLoginBody = z.infer<typeof agentLoginBody>;

/** POST /api/agent-auth/check-application */
export const checkApplicationBody = z.object({ email: emailField.min(1) });
export const checkApplicationResponse = z.object({
  hasApplication: z.boolean(),
  status: z.enum(['pending', 'approved', 'rejected', 'none']),
  message: z.string(),
});
export type CheckApplicationResponse = z.infer<typeof checkApplicationResponse>;

/**
 * POST /api/agent-auth/setup-password → 200 agentSessionResponse (signed in).
 * `token` is the single-use token from the e-mailed link /agent/setup-password?token=…&email=…
 * Rule failures: 400 { error, errors }; missing/invalid/expired/used token: 401 INVALID_TOKEN.
 */
export const setupPasswordBody = z.object({
  email: emailField,
  password: passwordField,
  confirmPassword: passwordField,
  token: tokenField.optional(),
});
export type SetupPasswordBody = z.infer<typeof setupPasswordBody>;

/** POST /api/agent-auth/request-password-reset → always 200 { message: MESSAGES.resetRequestGeneric }. */
export const requestPasswordResetBody = z.object({ email: emailField });
export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** POST /api/agent-auth/reset-password → 200 { message }; 400 { error, errors }; 401 INVALID_TOKEN (MESSAGES.resetExpired). */
export const resetPasswordBody = z.object({
  token: tokenField.optional(),
  password: passwordField,
  confirmPassword: passwordField,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** GET /api/agent-auth/me (bearer) → 200 { agent }; 401; 403 when the subscription is not active (access continues). */
export const agentMeResponse = z.object({ agent: portalAgentSchema });
export type AgentMeResponse = z.infer<typeof agentMeResponse>;
export const subscriptionInactiveSchema = apiErrorSchema.extend({
  subscriptionStatus: z.string(),
  agent: portalAgentSchema,
});
export type SubscriptionInactive = z.infer<typeof subscriptionInactiveSchema>;

/** POST /api/agent-auth/logout (bearer) */
export const logoutResponse = z.object({ success: z.literal(true) });

// ---------------------------------------------------------------- the forms over these calls (form values are strings)

/** Adds every broken password rule (the server's `passwordProblems`) to the field it concerns; mismatch goes on the confirmation. */
function addPasswordIssues(v: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) {
  for (const message of passwordProblems(v.password)) ctx.addIssue({ code: 'custom', path: ['password'], message });
  if (v.password !== v.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MESSAGES.passwordsDoNotMatch });
}

/** Sign-in form: the body, with the spec's messages for a missing address or password. */
export const agentLoginForm = agentLoginBody.extend({
  email: emailField.refine((v) => v.includes('@'), MESSAGES.agentInvalidEmail),
  password: passwordField.min(1, MESSAGES.passwordRequired),
});

/** Forgot-password form: an address is required, and must look like one. */
export const requestPasswordResetForm = requestPasswordResetBody.extend({
  email: z.string().trim().min(1, MESSAGES.emailRequired).pipe(agentEmailField),
});

/** Reset form (the token comes from the link, not the form). */
export const resetPasswordForm = resetPasswordBody.omit({ token: true }).superRefine(addPasswordIssues);

/** Set-up form (the token comes from the link). */
export const setupPasswordForm = setupPasswordBody
  .omit({ token: true })
  .extend({ email: emailField.refine((v) => v.includes('@'), MESSAGES.agentInvalidEmail) })
  .superRefine(addPasswordIssues);
