/** Shared steps for the agent application, admin and auth API tests (real app, real database, file outbox). */
import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import type { CompleteApplicationInput } from '@safari/contract';
import type { TestContext } from './harness.js';
import type { StoredMail } from '../lib/mail.js';

let counter = 0;
export const uniqueEmail = (tag = 'agent') => `${tag}-${Date.now().toString(36)}-${(counter++).toString(36)}@example.com`;

/** A fresh client address per call, so per-IP limits only trip in the tests that aim at them. */
export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

type Method = 'GET' | 'POST' | 'PUT';
export async function call(ctx: TestContext, method: Method, url: string, opts: { body?: unknown; token?: string; ip?: string } = {}) {
  return ctx.app.inject({
    method,
    url,
    remoteAddress: opts.ip ?? randomIp(),
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
  });
}

export const ANSWER_A = 'We are a family-run agency that guides every trip ourselves, with local guides born in the region.';
export const ANSWER_B = 'We employ local staff, work with community-owned camps and offset every vehicle kilometre we drive.';

export function completeBody(email: string, overrides: Partial<CompleteApplicationInput> = {}): CompleteApplicationInput {
  return {
    contact_email: email,
    company_name: 'Kilima Trails',
    contact_person_name: 'Amani Mushi',
    contact_person_position: 'Founder',
    whatsapp_phone: '+255 700 000 000',
    website: 'https://kilima.example.com',
    address: 'Arusha, Tanzania',
    location: 'Tanzania',
    has_license: true,
    differentiation_answer: ANSWER_A,
    sustainability_answer: ANSWER_B,
    instagram_handle: '@kilimatrails',
    facebook_handle: 'kilimatrails',
    other_social_media: { tiktok: 'kilima' },
    willing_to_share_media: true,
    ...overrides,
  };
}

export async function startApplication(ctx: TestContext, email: string): Promise<number> {
  const res = await call(ctx, 'POST', '/api/agent-leads/email', { body: { email } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

export async function submitApplication(ctx: TestContext, email: string, overrides: Partial<CompleteApplicationInput> = {}) {
  const id = await startApplication(ctx, email);
  const res = await call(ctx, 'PUT', `/api/agent-leads/${id}/complete`, { body: completeBody(email, overrides) });
  expect(res.statusCode, res.body).toBe(200);
  return { id, inquiryNumber: res.json().data.inquiry_number as string };
}

export async function adminToken(ctx: TestContext): Promise<string> {
  const res = await call(ctx, 'POST', '/api/admin/login', { body: { password: ctx.config.adminPassword } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}

/** Every mail delivered so far to `to` (optionally of one kind), newest first, once the mail queue is idle. */
export async function mailsTo(ctx: TestContext, to: string, kind?: string): Promise<StoredMail[]> {
  await ctx.mailIdle();
  return (await ctx.mailer.list()).filter((m) => m.to.toLowerCase() === to.toLowerCase() && (!kind || m.kind === kind));
}

export function setupTokenFrom(mail: StoredMail): string {
  const match = /\/agent\/setup-password\?token=([^&\s]+)&email=/.exec(mail.text);
  if (!match) throw new Error(`no setup link in: ${mail.text}`);
  return decodeURIComponent(match[1]!);
}

export function resetTokenFrom(mail: StoredMail): string {
  const match = /\/agent\/reset-password\/([^\s]+)/.exec(mail.text);
  if (!match) throw new Error(`no reset link in: ${mail.text}`);
  return decodeURIComponent(match[1]!);
}

/** Application submitted and approved: an agent and a password-less account exist; returns the setup token. */
export async function approvedApplicant(ctx: TestContext, email = uniqueEmail()) {
  const { id } = await submitApplication(ctx, email);
  const admin = await adminToken(ctx);
  const res = await call(ctx, 'POST', `/api/admin/applications/${id}/approve`, { token: admin });
  expect(res.statusCode, res.body).toBe(200);
  const [mail] = await mailsTo(ctx, email, 'application-approved');
  return { email, applicationId: id, agentId: res.json().agent_id as number, setupToken: setupTokenFrom(mail!) };
}

export const GOOD_PASSWORD = 'Kilima2024safari';

/** An approved agent who has set a password; returns a session token. */
export async function signedUpAgent(ctx: TestContext, password = GOOD_PASSWORD) {
  const a = await approvedApplicant(ctx);
  const res = await call(ctx, 'POST', '/api/agent-auth/setup-password', {
    body: { email: a.email, password, confirmPassword: password, token: a.setupToken },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...a, password, token: res.json().token as string };
}
