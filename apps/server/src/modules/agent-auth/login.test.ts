import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@safari/contract';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { adminToken, approvedApplicant, call, mailsTo, setupTokenFrom, signedUpAgent, startApplication, submitApplication, uniqueEmail } from '../../test/agent-accounts.js';
import { sha256 } from '../../lib/tokens.js';
import * as s from '../../db/schema.js';

const SECRET_KEYS = /password|hash|token_hash|tokenHash|secret/i;

// Heavy with argon2id on shared CPUs: a generous per-test limit (projects do not inherit the root one).
describe('agent sign-in states', { timeout: 60_000 }, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  }, 120_000);
  afterAll(async () => ctx?.close(), 60_000);

  const login = (email: string, password: string) => call(ctx, 'POST', '/api/agent-auth/login', { body: { email, password } });
  /** The approval e-mail went out a moment ago; pretend it was a while back so a re-send is due. */
  const ageSetupLinks = () => ctx.database.db.update(s.passwordTokens).set({ createdAt: new Date(Date.now() - 5 * 60_000) });

  it('an unknown e-mail with no application answers needsApplication (404)', async () => {
    const res = await login(uniqueEmail('nobody'), 'Whatever123');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: MESSAGES.loginNeedsApplication, code: 'NEEDS_APPLICATION', needsApplication: true });
  });

  it('a submitted application under review answers accountStatus pending with the spec text', async () => {
    const email = uniqueEmail();
    await submitApplication(ctx, email);
    const res = await login(email, 'Whatever123');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: MESSAGES.loginPending, code: 'ACCOUNT_PENDING', accountStatus: 'pending' });
  });

  it('an application only started counts as pending too', async () => {
    const email = uniqueEmail();
    await startApplication(ctx, email);
    expect((await login(email, 'Whatever123')).json().accountStatus).toBe('pending');
  });

  it('a rejected application answers accountStatus rejected', async () => {
    const email = uniqueEmail();
    const { id } = await submitApplication(ctx, email);
    await call(ctx, 'POST', `/api/admin/applications/${id}/reject`, { token: await adminToken(ctx), body: { reason: 'Not a fit' } });
    const res = await login(email, 'Whatever123');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: MESSAGES.loginRejected, code: 'ACCOUNT_REJECTED', accountStatus: 'rejected' });
  });

  it('an approved account without a password answers requiresPasswordSetup and e-mails a new link that voids the old one', async () => {
    const a = await approvedApplicant(ctx);
    await ageSetupLinks();
    const res = await login(a.email, 'Whatever123');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: MESSAGES.loginSetupRequired, code: 'PASSWORD_SETUP_REQUIRED', requiresPasswordSetup: true });

    const resent = await mailsTo(ctx, a.email, 'password-setup');
    expect(resent).toHaveLength(1);
    const newToken = setupTokenFrom(resent[0]!);
    expect(newToken).not.toBe(a.setupToken);
    const old = await call(ctx, 'POST', '/api/agent-auth/setup-password', {
      body: { email: a.email, password: 'Fresh2024pass', confirmPassword: 'Fresh2024pass', token: a.setupToken },
    });
    expect(old.statusCode).toBe(401);
  });

  it('asking again within a minute does not send another setup e-mail', async () => {
    const a = await approvedApplicant(ctx);
    await ageSetupLinks();
    // Every setup e-mail carries a link token issued (replacing the previous one) before the answer, so unchanged
    // tokens after the answer prove no mail is on its way.
    const setupTokens = () =>
      ctx.database.db
        .select({ id: s.passwordTokens.id })
        .from(s.passwordTokens)
        .innerJoin(s.agentAccounts, eq(s.agentAccounts.id, s.passwordTokens.accountId))
        .where(and(eq(s.agentAccounts.agentId, a.agentId), eq(s.passwordTokens.purpose, 'setup')));
    expect((await login(a.email, 'Whatever123')).json().code).toBe('PASSWORD_SETUP_REQUIRED');
    expect(await mailsTo(ctx, a.email, 'password-setup')).toHaveLength(1);
    const issued = await setupTokens();
    expect(issued).toHaveLength(1);

    expect((await login(a.email, 'Whatever123')).json().code).toBe('PASSWORD_SETUP_REQUIRED');
    expect(await setupTokens()).toEqual(issued);
    expect(await mailsTo(ctx, a.email, 'password-setup')).toHaveLength(1);
  });

  it('a wrong password is 401 "Invalid email or password"', async () => {
    const agent = await signedUpAgent(ctx);
    const res = await login(agent.email, 'Wrong-password-1');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
  });

  it('the password is verified exactly: a longer or shorter variant fails', async () => {
    const agent = await signedUpAgent(ctx);
    expect((await login(agent.email, `${agent.password}x`)).statusCode).toBe(401);
    expect((await login(agent.email, agent.password.slice(0, -1))).statusCode).toBe(401);
  });

  it('success answers a token and the agent, with no secrets, and the database keeps only the token hash', async () => {
    const agent = await signedUpAgent(ctx);
    const res = await login(agent.email.toUpperCase(), agent.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[\w-]{43}$/);
    expect(body.agent).toMatchObject({
      id: agent.agentId,
      agency_name: 'Kilima Trails',
      contact_email: agent.email,
      subscription_status: 'active',
      destinations: [],
      experiences: [],
      profile_videos: [],
      social_media: { instagram: 'kilimatrails', facebook: 'kilimatrails' },
    });
    const keys = JSON.stringify(body.agent).match(/"[a-z_A-Z]+":/g) ?? [];
    expect(keys.filter((k) => SECRET_KEYS.test(k))).toEqual([]);
    expect(res.body).not.toContain('$argon2');

    const sessions = await ctx.database.db.select().from(s.agentSessions);
    expect(sessions.some((r) => r.tokenHash === sha256(body.token))).toBe(true);
    expect(sessions.some((r) => r.tokenHash === body.token)).toBe(false);
    const [account] = await ctx.database.db.select().from(s.agentAccounts).where(eq(s.agentAccounts.agentId, agent.agentId));
    expect(account!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(account!.lastLoginAt).toBeInstanceOf(Date);
  });

  it('a disabled account cannot sign in even with the right password', async () => {
    const agent = await signedUpAgent(ctx);
    await ctx.database.db.update(s.agentAccounts).set({ status: 'disabled' }).where(eq(s.agentAccounts.agentId, agent.agentId));
    const res = await login(agent.email, agent.password);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: MESSAGES.loginDisabled, code: 'ACCOUNT_DISABLED' });
    expect((await call(ctx, 'GET', '/api/agent-auth/me', { token: agent.token })).statusCode).toBe(401);
  });

  it('a body without e-mail or password is a 400, never a 500', async () => {
    expect((await call(ctx, 'POST', '/api/agent-auth/login', { body: { email: 'a@b.c' } })).statusCode).toBe(400);
    expect((await call(ctx, 'POST', '/api/agent-auth/login', { body: { email: 'a@b.c', password: 'x'.repeat(1025) } })).statusCode).toBe(400);
  });

  describe('check-application', () => {
    const check = (email: string) => call(ctx, 'POST', '/api/agent-auth/check-application', { body: { email } });

    it('none for an unknown e-mail', async () => {
      expect((await check(uniqueEmail('nobody'))).json()).toEqual({ hasApplication: false, status: 'none', message: MESSAGES.statusCheckNone });
    });

    it('pending for a submitted application', async () => {
      const email = uniqueEmail();
      await submitApplication(ctx, email);
      expect((await check(email)).json()).toEqual({ hasApplication: true, status: 'pending', message: MESSAGES.loginPending });
    });

    it('rejected for a rejected application', async () => {
      const email = uniqueEmail();
      const { id } = await submitApplication(ctx, email);
      await call(ctx, 'POST', `/api/admin/applications/${id}/reject`, { token: await adminToken(ctx), body: { reason: 'No licence' } });
      expect((await check(email)).json()).toEqual({ hasApplication: true, status: 'rejected', message: MESSAGES.statusCheckRejected });
    });

    it('pending with "complete all six steps" for an application only started', async () => {
      const email = uniqueEmail();
      await startApplication(ctx, email);
      expect((await check(email)).json()).toEqual({ hasApplication: true, status: 'pending', message: MESSAGES.statusCheckStarted });
    });

    it('approved with a password already set points to sign-in and Forgot password', async () => {
      const agent = await signedUpAgent(ctx);
      expect((await check(agent.email)).json()).toEqual({ hasApplication: true, status: 'approved', message: MESSAGES.statusCheckApprovedSignIn });
    });

    it('approved tells the agent to use the e-mailed setup link', async () => {
      const a = await approvedApplicant(ctx);
      const body = (await check(a.email.toUpperCase())).json();
      expect(body).toEqual({ hasApplication: true, status: 'approved', message: MESSAGES.statusCheckApproved });
      expect(body.message).toContain('set up your password');
    });
  });
});
