import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@safari/contract';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { adminToken, call, mailsTo, setupTokenFrom, startApplication, submitApplication, uniqueEmail, ANSWER_A, ANSWER_B } from '../../test/agent-accounts.js';
import { createAgent } from '../../test/factories.js';
import { sha256 } from '../../lib/tokens.js';
import * as s from '../../db/schema.js';

// Heavy with argon2id on shared CPUs: a generous per-test limit (projects do not inherit the root one).
describe('admin sign-in and application review', { timeout: 60_000 }, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  }, 120_000);
  afterAll(async () => ctx?.close(), 60_000);

  it('a wrong admin password is 401 "Incorrect password"', async () => {
    const res = await call(ctx, 'POST', '/api/admin/login', { body: { password: 'wrong-password-123' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: MESSAGES.incorrectPassword, code: 'UNAUTHORIZED' });
  });

  it('the right password gives a token that the database stores only as a hash, valid for about 12 hours', async () => {
    const res = await call(ctx, 'POST', '/api/admin/login', { body: { password: ctx.config.adminPassword } });
    expect(res.statusCode).toBe(200);
    const { token, expires_at } = res.json();
    expect(token).toMatch(/^[\w-]{43}$/);
    const hours = (new Date(expires_at).getTime() - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    const rows = await ctx.database.db.select().from(s.adminSessions);
    expect(rows.some((r) => r.tokenHash === sha256(token))).toBe(true);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
  });

  it.each([
    ['GET', '/api/admin/applications'],
    ['GET', '/api/admin/session'],
    ['POST', '/api/admin/logout'],
    ['POST', '/api/admin/applications/1/approve'],
    ['POST', '/api/admin/applications/1/reject'],
  ] as const)('%s %s without an admin token is 401', async (method, url) => {
    const res = await call(ctx, method, url, { body: method === 'POST' ? {} : undefined });
    expect(res.statusCode).toBe(401);
    const forged = await call(ctx, method, url, { token: 'forged-token', body: method === 'POST' ? {} : undefined });
    expect(forged.statusCode).toBe(401);
  });

  it('an expired admin session is refused', async () => {
    const token = await adminToken(ctx);
    await ctx.database.db.update(s.adminSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(s.adminSessions.tokenHash, sha256(token)));
    expect((await call(ctx, 'GET', '/api/admin/session', { token })).statusCode).toBe(401);
  });

  it('an agent session token does not open admin routes', async () => {
    const res = await call(ctx, 'GET', '/api/admin/applications', { token: 'x'.repeat(43) });
    expect(res.statusCode).toBe(401);
  });

  it('logout ends the admin session', async () => {
    const token = await adminToken(ctx);
    expect((await call(ctx, 'GET', '/api/admin/session', { token })).statusCode).toBe(200);
    expect((await call(ctx, 'POST', '/api/admin/logout', { token })).statusCode).toBe(200);
    expect((await call(ctx, 'GET', '/api/admin/session', { token })).statusCode).toBe(401);
  });

  it('lists applications with every answer, filtered by status', async () => {
    const email = uniqueEmail();
    const { id } = await submitApplication(ctx, email);
    const started = await startApplication(ctx, uniqueEmail());
    const token = await adminToken(ctx);
    const pending = (await call(ctx, 'GET', '/api/admin/applications?status=pending', { token })).json().applications;
    const mine = pending.find((a: { id: number }) => a.id === id);
    expect(mine).toMatchObject({
      contact_email: email,
      status: 'pending',
      company_name: 'Kilima Trails',
      differentiation_answer: ANSWER_A,
      sustainability_answer: ANSWER_B,
      instagram_handle: 'kilimatrails',
      has_license: true,
    });
    expect(pending.some((a: { id: number }) => a.id === started)).toBe(false);
    const bad = await call(ctx, 'GET', '/api/admin/applications?status=bogus', { token });
    expect(bad.statusCode).toBe(400);
  });

  it('approving creates the public agent and a password-less account, and e-mails a single-use setup link', async () => {
    const email = uniqueEmail();
    const { id } = await submitApplication(ctx, email);
    const token = await adminToken(ctx);
    const res = await call(ctx, 'POST', `/api/admin/applications/${id}/approve`, { token });
    expect(res.statusCode, res.body).toBe(200);
    const agentId = res.json().agent_id;
    expect(res.json().application).toMatchObject({ status: 'approved', agent_id: agentId });

    const [agent] = await ctx.database.db.select().from(s.agents).where(eq(s.agents.id, agentId));
    expect(agent).toMatchObject({
      agencyName: 'Kilima Trails',
      contactEmail: email,
      contactPhone: '+255 700 000 000',
      address: 'Arusha, Tanzania',
      country: 'Tanzania',
      website: 'https://kilima.example.com',
      socialMedia: { instagram: 'kilimatrails', facebook: 'kilimatrails' },
      subscriptionStatus: 'active',
    });
    expect(agent!.agencyDescription).toContain(ANSWER_A);
    const [account] = await ctx.database.db.select().from(s.agentAccounts).where(eq(s.agentAccounts.agentId, agentId));
    expect(account).toMatchObject({ email: email.toLowerCase(), passwordHash: null, status: 'active' });
    const [application] = await ctx.database.db.select().from(s.agentApplications).where(eq(s.agentApplications.id, id));
    expect(application!.reviewedAt).toBeInstanceOf(Date);

    const [mail] = await mailsTo(ctx, email, 'application-approved');
    expect(mail!.text).toContain(`http://marketplace.test/agent/setup-password?token=`);
    expect(mail!.text).toContain(`&email=${encodeURIComponent(email.toLowerCase())}`);
    const setupToken = setupTokenFrom(mail!);
    const [stored] = await ctx.database.db.select().from(s.passwordTokens).where(eq(s.passwordTokens.accountId, account!.id));
    expect(stored).toMatchObject({ purpose: 'setup', tokenHash: sha256(setupToken), usedAt: null });
    const hours = (stored!.expiresAt.getTime() - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(71.9);
  });

  it('approving twice is 409 and creates nothing more', async () => {
    const { id } = await submitApplication(ctx, uniqueEmail());
    const token = await adminToken(ctx);
    expect((await call(ctx, 'POST', `/api/admin/applications/${id}/approve`, { token })).statusCode).toBe(200);
    const before = (await ctx.database.db.select().from(s.agents)).length;
    const again = await call(ctx, 'POST', `/api/admin/applications/${id}/approve`, { token });
    expect(again.statusCode).toBe(409);
    expect((await ctx.database.db.select().from(s.agents)).length).toBe(before);
  });

  it('an application that was only started cannot be approved; an unknown id is 404', async () => {
    const started = await startApplication(ctx, uniqueEmail());
    const token = await adminToken(ctx);
    expect((await call(ctx, 'POST', `/api/admin/applications/${started}/approve`, { token })).statusCode).toBe(409);
    expect((await call(ctx, 'POST', '/api/admin/applications/999999/approve', { token })).statusCode).toBe(404);
  });

  it('approving links an agent profile the admin already created with that e-mail instead of duplicating it', async () => {
    const email = uniqueEmail();
    const existing = await createAgent(ctx.database.db, { contactEmail: email });
    const { id } = await submitApplication(ctx, email);
    const token = await adminToken(ctx);
    const res = await call(ctx, 'POST', `/api/admin/applications/${id}/approve`, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json().agent_id).toBe(existing.id);
  });

  it('rejecting stores the reason and e-mails it to the applicant; rejecting twice is 409', async () => {
    const email = uniqueEmail();
    const { id } = await submitApplication(ctx, email);
    const token = await adminToken(ctx);
    const missing = await call(ctx, 'POST', `/api/admin/applications/${id}/reject`, { token, body: { reason: '  ' } });
    expect(missing.statusCode).toBe(400);
    const res = await call(ctx, 'POST', `/api/admin/applications/${id}/reject`, { token, body: { reason: 'We need a tourism licence.' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().application).toMatchObject({ status: 'rejected', rejection_reason: 'We need a tourism licence.' });
    const [mail] = await mailsTo(ctx, email, 'application-rejected');
    expect(mail!.text).toContain('We need a tourism licence.');
    const again = await call(ctx, 'POST', `/api/admin/applications/${id}/reject`, { token, body: { reason: 'again' } });
    expect(again.statusCode).toBe(409);
  });
});
