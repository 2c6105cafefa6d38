import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.js';

describe('development outbox', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  }, 60_000);
  afterAll(async () => ctx.close());

  it('lists sent messages newest first outside production', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json()).toEqual([]);
    await ctx.mailer.send({ to: 'first@example.com', subject: 'First', text: 'one', html: '<p>one</p>', kind: 'test' });
    await ctx.mailer.send({ to: 'second@example.com', subject: 'Second', text: 'two', kind: 'test' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(200);
    const messages = res.json();
    expect(messages.map((m: { to: string }) => m.to)).toEqual(['second@example.com', 'first@example.com']);
    expect(Object.keys(messages[0]).sort()).toEqual(['id', 'kind', 'sentAt', 'subject', 'text', 'to']);
    expect(messages[1]).toMatchObject({ subject: 'First', text: 'one', kind: 'test' });
  });
});

describe('development outbox in production', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ NODE_ENV: 'production', ADMIN_PASSWORD: 'production-admin-password-1' });
  }, 60_000);
  afterAll(async () => ctx.close());

  it('does not exist', async () => {
    await ctx.mailer.send({ to: 'secret@example.com', subject: 'Reset', text: 'token', kind: 'password-reset' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('secret@example.com');
  });
});
