import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { adminToken, call, mailsTo, resetTokenFrom, signedUpAgent } from '../../test/agent-accounts.js';
import { PRODUCTION_COMPANY_ENV } from '../../test/company-env.js';

describe('development outbox', { timeout: 60_000 }, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  }, 60_000);
  afterAll(async () => ctx.close());

  it('lists sent messages newest first to a signed-in administrator', async () => {
    const token = await adminToken(ctx);
    const before = (await call(ctx, 'GET', '/api/dev/outbox', { token })).json() as unknown[];
    await ctx.mailer.send({ to: 'first@example.com', subject: 'First', text: 'one', html: '<p>one</p>', kind: 'test' });
    await ctx.mailer.send({ to: 'second@example.com', subject: 'Second', text: 'two', kind: 'test' });
    const res = await call(ctx, 'GET', '/api/dev/outbox', { token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const messages = res.json();
    expect(messages).toHaveLength(before.length + 2);
    expect(messages.slice(0, 2).map((m: { to: string }) => m.to)).toEqual(['second@example.com', 'first@example.com']);
    expect(Object.keys(messages[0]).sort()).toEqual(['id', 'kind', 'sentAt', 'subject', 'text', 'to']);
    expect(messages[1]).toMatchObject({ subject: 'First', text: 'one', kind: 'test' });
  });

  it('the account takeover through the outbox fails: anonymous, forged and agent tokens get 401 and no link', async () => {
    const victim = await signedUpAgent(ctx);
    // The attacker asks for a reset of the victim's account…
    expect((await call(ctx, 'POST', '/api/agent-auth/request-password-reset', { body: { email: victim.email } })).statusCode).toBe(200);
    const [mail] = await mailsTo(ctx, victim.email, 'password-reset');
    const resetToken = resetTokenFrom(mail!);
    // …and tries to read the link.
    for (const token of [undefined, 'forged-token-value', victim.token]) {
      const res = await call(ctx, 'GET', '/api/dev/outbox', { token });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
      expect(res.body).not.toContain(resetToken);
      expect(res.body).not.toContain(victim.email);
    }
  });
});

describe('development outbox in production', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ NODE_ENV: 'production', ADMIN_PASSWORD: 'production-admin-password-1', ...PRODUCTION_COMPANY_ENV });
  }, 60_000);
  afterAll(async () => ctx.close());

  it('does not exist, not even for an administrator', async () => {
    await ctx.mailer.send({ to: 'secret@example.com', subject: 'Reset', text: 'token', kind: 'password-reset' });
    for (const token of [undefined, await adminToken(ctx)]) {
      const res = await call(ctx, 'GET', '/api/dev/outbox', { token });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('secret@example.com');
    }
  });
});
