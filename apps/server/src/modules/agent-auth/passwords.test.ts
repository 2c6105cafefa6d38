import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@safari/contract';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { approvedApplicant, call, mailsTo, resetTokenFrom, signedUpAgent, uniqueEmail, GOOD_PASSWORD } from '../../test/agent-accounts.js';
import { newSecretToken, sha256 } from '../../lib/tokens.js';
import * as s from '../../db/schema.js';

// Heavy with argon2id on shared CPUs: a generous per-test limit (projects do not inherit the root one).
describe('password setup and reset', { timeout: 60_000 }, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  }, 120_000);
  afterAll(async () => ctx?.close(), 60_000);

  const setup = (body: Record<string, unknown>) => call(ctx, 'POST', '/api/agent-auth/setup-password', { body });
  const reset = (body: Record<string, unknown>) => call(ctx, 'POST', '/api/agent-auth/reset-password', { body });
  const me = (token: string) => call(ctx, 'GET', '/api/agent-auth/me', { token });
  const login = (email: string, password: string) => call(ctx, 'POST', '/api/agent-auth/login', { body: { email, password } });
  const NEW_PASSWORD = 'Serengeti2025Plains';

  describe('setup', () => {
    it('with the e-mailed token signs the agent in; the token then fails a second time', async () => {
      const a = await approvedApplicant(ctx);
      const res = await setup({ email: a.email, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, token: a.setupToken });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      const { token, agent } = res.json();
      expect(agent.id).toBe(a.agentId);
      expect((await me(token)).statusCode).toBe(200);
      expect((await login(a.email, GOOD_PASSWORD)).statusCode).toBe(200);

      const reused = await setup({ email: a.email, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, token: a.setupToken });
      expect(reused.statusCode).toBe(401);
      expect(reused.json()).toEqual({ error: MESSAGES.setupLinkInvalid, code: 'INVALID_TOKEN' });
    });

    it('a forged token is 401', async () => {
      const a = await approvedApplicant(ctx);
      const res = await setup({ email: a.email, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, token: newSecretToken() });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('INVALID_TOKEN');
    });

    it('an expired token is 401', async () => {
      const a = await approvedApplicant(ctx);
      await ctx.database.db.update(s.passwordTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(s.passwordTokens.tokenHash, sha256(a.setupToken)));
      const res = await setup({ email: a.email, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, token: a.setupToken });
      expect(res.statusCode).toBe(401);
    });

    it('no token is refused and sets nothing', async () => {
      const a = await approvedApplicant(ctx);
      const res = await setup({ email: a.email, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: MESSAGES.setupLinkMissing, code: 'LINK_MISSING' });
      const [account] = await ctx.database.db.select().from(s.agentAccounts).where(eq(s.agentAccounts.agentId, a.agentId));
      expect(account!.passwordHash).toBeNull();
    });

    it("another account's e-mail with a valid token is refused and does not use the token up", async () => {
      const a = await approvedApplicant(ctx);
      const other = await setup({ email: uniqueEmail('other'), password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, token: a.setupToken });
      expect(other.statusCode).toBe(400);
      expect(other.json()).toEqual({ error: MESSAGES.setupEmailMismatch, code: 'EMAIL_MISMATCH' });
      expect((await setup({ email: a.email, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, token: a.setupToken })).statusCode).toBe(200);
    });

    it('an e-mail without @ gets the spec message', async () => {
      const a = await approvedApplicant(ctx);
      const res = await setup({ email: 'nobody', password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, token: a.setupToken });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([MESSAGES.agentInvalidEmail]);
    });

    it('ends every other session of the account', async () => {
      const agent = await signedUpAgent(ctx);
      // A second setup link (e.g. from "forgot password" before the first was used) still ends the old sessions.
      const [account] = await ctx.database.db.select().from(s.agentAccounts).where(eq(s.agentAccounts.agentId, agent.agentId));
      const { issuePasswordToken } = await import('./password-tokens.js');
      const token = await issuePasswordToken(ctx.database.db, account!.id, 'setup');
      const res = await setup({ email: agent.email, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, token });
      expect(res.statusCode).toBe(200);
      expect((await me(agent.token)).statusCode).toBe(401);
      expect((await me(res.json().token)).statusCode).toBe(200);
    });
  });

  describe('password rules', () => {
    const cases: Array<[string, string, string, string[]]> = [
      ['too short', 'Ab1', 'Ab1', [MESSAGES.passwordTooShort]],
      ['no uppercase letter', 'kilima2024safari', 'kilima2024safari', [MESSAGES.passwordUppercase]],
      ['no lowercase letter', 'KILIMA2024SAFARI', 'KILIMA2024SAFARI', [MESSAGES.passwordLowercase]],
      ['no number', 'KilimaSafariTrail', 'KilimaSafariTrail', [MESSAGES.passwordNumber]],
      ['a confirmation that differs', GOOD_PASSWORD, `${GOOD_PASSWORD}!`, [MESSAGES.passwordsDoNotMatch]],
      ['129 characters', `Aa1${'x'.repeat(126)}`, `Aa1${'x'.repeat(126)}`, [MESSAGES.passwordTooLong]],
      ['several problems at once, listed together', 'abc', 'abd', [MESSAGES.passwordTooShort, MESSAGES.passwordUppercase, MESSAGES.passwordNumber, MESSAGES.passwordsDoNotMatch]],
    ];
    it.each(cases)('reset: %s', async (_name, password, confirmPassword, errors) => {
      const res = await reset({ token: newSecretToken(), password, confirmPassword });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: errors[0], code: 'VALIDATION_ERROR', errors });
    });
    it.each(cases)('setup: %s', async (_name, password, confirmPassword, errors) => {
      const res = await setup({ email: 'someone@example.com', password, confirmPassword, token: newSecretToken() });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual(errors);
    });
    it('128 characters are accepted', async () => {
      const a = await approvedApplicant(ctx);
      const long = `Aa1${'x'.repeat(125)}`;
      expect((await setup({ email: a.email, password: long, confirmPassword: long, token: a.setupToken })).statusCode).toBe(200);
      expect((await login(a.email, long)).statusCode).toBe(200);
    });
  });

  describe('forgot password', () => {
    const forgot = (email: string) => call(ctx, 'POST', '/api/agent-auth/request-password-reset', { body: { email } });

    it('answers the same generic message for an existing and an unknown e-mail; only the existing one gets a mail', async () => {
      const agent = await signedUpAgent(ctx);
      const unknown = uniqueEmail('unknown');
      const a = await forgot(unknown);
      const b = await forgot(agent.email);
      expect(a.statusCode).toBe(200);
      expect(b.statusCode).toBe(200);
      expect(a.json()).toEqual({ message: MESSAGES.resetRequestGeneric });
      expect(b.json()).toEqual(a.json());
      const [mail] = await mailsTo(ctx, agent.email, 'password-reset');
      expect(mail!.text).toMatch(/http:\/\/marketplace\.test\/agent\/reset-password\/[\w-]{43}/);
      expect(await mailsTo(ctx, unknown)).toEqual([]);
    });

    it('a reset link is stored only as a hash, lives one hour, and a newer one voids the older', async () => {
      const agent = await signedUpAgent(ctx);
      await forgot(agent.email);
      const first = resetTokenFrom((await mailsTo(ctx, agent.email, 'password-reset'))[0]!);
      await forgot(agent.email);
      const second = resetTokenFrom((await mailsTo(ctx, agent.email, 'password-reset'))[0]!);
      expect(second).not.toBe(first);
      const rows = await ctx.database.db.select().from(s.passwordTokens).where(eq(s.passwordTokens.purpose, 'reset'));
      expect(rows.some((r) => r.tokenHash === second)).toBe(false);
      const row = rows.find((r) => r.tokenHash === sha256(second))!;
      expect((row.expiresAt.getTime() - Date.now()) / 60_000).toBeGreaterThan(59);
      expect((row.expiresAt.getTime() - Date.now()) / 60_000).toBeLessThanOrEqual(60);
      expect((await reset({ token: first, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).statusCode).toBe(401);
      expect((await reset({ token: second, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).statusCode).toBe(200);
    });

    it('an approved account without a password gets a setup link instead', async () => {
      const a = await approvedApplicant(ctx);
      await ctx.database.db.update(s.passwordTokens).set({ createdAt: new Date(Date.now() - 5 * 60_000) });
      await forgot(a.email);
      expect(await mailsTo(ctx, a.email, 'password-setup')).toHaveLength(1);
      expect(await mailsTo(ctx, a.email, 'password-reset')).toEqual([]);
    });
  });

  describe('reset', () => {
    async function resetToken(email: string) {
      await call(ctx, 'POST', '/api/agent-auth/request-password-reset', { body: { email } });
      return resetTokenFrom((await mailsTo(ctx, email, 'password-reset'))[0]!);
    }

    it('ends every session, the new password works and the old one does not', async () => {
      const agent = await signedUpAgent(ctx);
      const second = (await login(agent.email, agent.password)).json().token;
      const token = await resetToken(agent.email);
      const res = await reset({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Password reset successfully' });
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect((await me(agent.token)).statusCode).toBe(401);
      expect((await me(second)).statusCode).toBe(401);
      expect((await login(agent.email, agent.password)).statusCode).toBe(401);
      expect((await login(agent.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('a forged token is 401 with the spec text', async () => {
      const res = await reset({ token: newSecretToken(), password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: MESSAGES.resetExpired, code: 'INVALID_TOKEN' });
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    });

    it('an expired token is 401 with the spec text', async () => {
      const agent = await signedUpAgent(ctx);
      const token = await resetToken(agent.email);
      await ctx.database.db.update(s.passwordTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(s.passwordTokens.tokenHash, sha256(token)));
      const res = await reset({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe(MESSAGES.resetExpired);
    });

    it('a used token is 401 with the spec text', async () => {
      const agent = await signedUpAgent(ctx);
      const token = await resetToken(agent.email);
      expect((await reset({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).statusCode).toBe(200);
      const again = await reset({ token, password: 'Another2025Pass', confirmPassword: 'Another2025Pass' });
      expect(again.statusCode).toBe(401);
      expect(again.json().error).toBe(MESSAGES.resetExpired);
    });

    it('a setup token does not work as a reset token', async () => {
      const a = await approvedApplicant(ctx);
      expect((await reset({ token: a.setupToken, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).statusCode).toBe(401);
    });

    it('no token gets the spec message', async () => {
      const res = await reset({ password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(MESSAGES.resetNoToken);
    });
  });
});
