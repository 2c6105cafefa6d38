/**
 * Sign-in throttling, written as the attacks it must stop and the lock-out it must not cause:
 * a stranger's failed sign-ins never keep the owner out (from another address, or after a reset).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { call, mailsTo, randomIp, resetTokenFrom, signedUpAgent } from '../../test/agent-accounts.js';
import { LOGIN_THROTTLE } from './login-throttle.js';

// argon2id on shared CPUs: generous per-test limits (projects do not inherit the root one).
describe('sign-in throttling', { timeout: 120_000 }, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  }, 120_000);
  afterAll(async () => ctx?.close(), 60_000);

  const login = (email: string, password: string, ip: string) => call(ctx, 'POST', '/api/agent-auth/login', { ip, body: { email, password } });

  it('an attacker address is stopped after 5 wrong passwords, while the owner signs in from another address', async () => {
    const owner = await signedUpAgent(ctx);
    const attacker = randomIp();
    // Case and whitespace variants of the e-mail are the same account to the throttle.
    const variants = [owner.email, owner.email.toUpperCase(), ` ${owner.email} `, owner.email.replace(/^./, (c) => c.toUpperCase()), `\t${owner.email}`];
    for (const [i, email] of variants.entries()) {
      expect((await login(email, `Wrong-guess-${i}`, attacker)).statusCode, `guess ${i + 1}`).toBe(401);
    }
    const blocked = await login(owner.email, 'Wrong-guess-6', attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: expect.stringMatching(/^Too many failed sign-in attempts\. Please wait \d+ (seconds|minutes) and try again, or reset your password\.$/), code: 'RATE_LIMITED' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(LOGIN_THROTTLE.pair.windowMs / 1000);
    // Even the right password is not checked from the blocked address…
    expect((await login(owner.email, owner.password, attacker)).statusCode).toBe(429);
    // …but the owner, anywhere else, gets in at once.
    const ownerLogin = await login(owner.email, owner.password, randomIp());
    expect(ownerLogin.statusCode, ownerLogin.body).toBe(200);
    expect(ownerLogin.json().token).toEqual(expect.any(String));
  });

  it('a successful sign-in clears its address: failures before it do not add up to a block', async () => {
    const owner = await signedUpAgent(ctx);
    const ip = randomIp();
    for (let i = 0; i < LOGIN_THROTTLE.pair.max - 1; i++) expect((await login(owner.email, `Typo-${i}`, ip)).statusCode).toBe(401);
    expect((await login(owner.email, owner.password, ip)).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_THROTTLE.pair.max - 1; i++) expect((await login(owner.email, `Typo-again-${i}`, ip)).statusCode).toBe(401);
    expect((await login(owner.email, owner.password, ip)).statusCode).toBe(200);
  });

  it('a password reset lets the owner back in from the address that was blocked', async () => {
    const owner = await signedUpAgent(ctx);
    const ip = randomIp();
    for (let i = 0; i < LOGIN_THROTTLE.pair.max; i++) await login(owner.email, `Forgotten-${i}`, ip);
    expect((await login(owner.email, owner.password, ip)).statusCode).toBe(429);

    expect((await call(ctx, 'POST', '/api/agent-auth/request-password-reset', { ip, body: { email: owner.email } })).statusCode).toBe(200);
    const [mail] = await mailsTo(ctx, owner.email, 'password-reset');
    const reset = await call(ctx, 'POST', '/api/agent-auth/reset-password', {
      ip,
      body: { token: resetTokenFrom(mail!), password: 'Remembered2026!', confirmPassword: 'Remembered2026!' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual({ message: expect.any(String) });
    expect((await login(owner.email, 'Remembered2026!', ip)).statusCode).toBe(200);
  });

  it('at most 100 failures an hour per account from many addresses; the owner’s known address and a reset still work', async () => {
    const owner = await signedUpAgent(ctx);
    const home = randomIp();
    expect((await login(owner.email, owner.password, home)).statusCode).toBe(200);

    // A distributed guesser stays under the per-address limit on each of 25 addresses.
    const perAddress = LOGIN_THROTTLE.pair.max - 1;
    const addresses = Array.from({ length: Math.ceil(LOGIN_THROTTLE.account.max / perAddress) }, randomIp);
    let failures = 0;
    for (const ip of addresses) {
      for (let i = 0; i < perAddress && failures < LOGIN_THROTTLE.account.max; i++, failures++) {
        expect((await login(owner.email, `Spray-${failures}`, ip)).statusCode).toBe(401);
      }
    }
    // The account's budget is spent: a new address is refused before any password check, right or wrong.
    expect((await login(owner.email, 'Spray-extra', randomIp())).statusCode).toBe(429);
    expect((await login(owner.email, owner.password, randomIp())).statusCode).toBe(429);
    // The owner's usual address still works.
    expect((await login(owner.email, owner.password, home)).statusCode).toBe(200);

    // And a reset clears the account for any address.
    await call(ctx, 'POST', '/api/agent-auth/request-password-reset', { body: { email: owner.email } });
    const [mail] = await mailsTo(ctx, owner.email, 'password-reset');
    const newPassword = 'Brand-new-2026-pass';
    const reset = await call(ctx, 'POST', '/api/agent-auth/reset-password', { body: { token: resetTokenFrom(mail!), password: newPassword, confirmPassword: newPassword } });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await login(owner.email, newPassword, randomIp())).statusCode).toBe(200);
  });
});
