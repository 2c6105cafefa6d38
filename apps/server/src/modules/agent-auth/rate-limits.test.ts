import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { call, randomIp, uniqueEmail } from '../../test/agent-accounts.js';
import { LIMITS_BY_ROUTE } from './rate-limits.js';

/** Each limit is hit with one address and many e-mails (per IP) or one e-mail from many addresses (per e-mail). */
// Heavy with argon2id on shared CPUs: a generous per-test limit (projects do not inherit the root one).
describe('rate limits on sign-in, status checks, reset requests and applications', { timeout: 60_000 }, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  }, 120_000);
  afterAll(async () => ctx?.close(), 60_000);

  const routes = [
    { name: 'check-application', url: '/api/agent-auth/check-application', body: (email: string) => ({ email }), ip: LIMITS_BY_ROUTE.checkIp.max, email: LIMITS_BY_ROUTE.checkEmail.max },
    { name: 'forgot password', url: '/api/agent-auth/request-password-reset', body: (email: string) => ({ email }), ip: LIMITS_BY_ROUTE.resetRequestIp.max, email: LIMITS_BY_ROUTE.resetRequestEmail.max },
    { name: 'application start', url: '/api/agent-leads/email', body: (email: string) => ({ email }), ip: LIMITS_BY_ROUTE.applicationStartIp.max, email: LIMITS_BY_ROUTE.applicationStartEmail.max },
  ];

  const login = { name: 'login', url: '/api/agent-auth/login', body: (email: string) => ({ email, password: 'Whatever123' }), ip: LIMITS_BY_ROUTE.loginIp.max };

  // Failed sign-ins per account are throttled separately (login-throttle.test.ts).
  it.each([login, ...routes])('$name: one address is limited to $ip requests', async (route) => {
    const ip = randomIp();
    for (let i = 0; i < route.ip; i++) {
      const res = await call(ctx, 'POST', route.url, { ip, body: route.body(uniqueEmail('ip')) });
      expect(res.statusCode, `request ${i + 1}`).not.toBe(429);
    }
    const limited = await call(ctx, 'POST', route.url, { ip, body: route.body(uniqueEmail('ip')) });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: expect.stringMatching(/^Too many requests\. Please wait \d+ seconds and try again\.$/), code: 'RATE_LIMITED' });
    // Another address is not affected.
    expect((await call(ctx, 'POST', route.url, { body: route.body(uniqueEmail('ip')) })).statusCode).not.toBe(429);
  });

  it.each(routes)('$name: one e-mail is limited to $email requests, whatever the address', async (route) => {
    const email = uniqueEmail('target');
    for (let i = 0; i < route.email; i++) {
      const res = await call(ctx, 'POST', route.url, { body: route.body(email) });
      expect(res.statusCode, `request ${i + 1}`).not.toBe(429);
    }
    const limited = await call(ctx, 'POST', route.url, { body: route.body(email.toUpperCase()) });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect((await call(ctx, 'POST', route.url, { body: route.body(uniqueEmail('other')) })).statusCode).not.toBe(429);
  });

  it('admin login: one address is limited', async () => {
    const ip = randomIp();
    for (let i = 0; i < LIMITS_BY_ROUTE.adminLoginIp.max; i++) {
      expect((await call(ctx, 'POST', '/api/admin/login', { ip, body: { password: 'guess-number-' + i } })).statusCode).toBe(401);
    }
    expect((await call(ctx, 'POST', '/api/admin/login', { ip, body: { password: ctx.config.adminPassword } })).statusCode).toBe(429);
  });
});
