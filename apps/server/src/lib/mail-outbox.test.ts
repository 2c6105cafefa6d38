/**
 * The one mail path: recorded in the change's transaction, delivered by the worker, retried through a
 * transport outage, and delivered once even with two app instances working the same queue.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { TEST_JOB_OPTIONS, createTestContext, type TestContext } from '../test/harness.js';
import type { MailMessage, Mailer, StoredMail } from './mail.js';

/** An SMTP stand-in (a third-party service) that can be told to fail the next attempts. */
function flakyTransport() {
  const delivered: StoredMail[] = [];
  const attempts: string[] = [];
  let failuresLeft = 0;
  const mailer: Mailer = {
    transport: 'smtp',
    async send(m: MailMessage) {
      attempts.push(m.id!);
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error('421 Service not available');
      }
      delivered.push({ ...m, id: m.id!, from: 'test', sentAt: new Date().toISOString() });
    },
    async list() {
      return [...delivered].reverse();
    },
  };
  return { mailer, delivered, attempts, failNext: (n: number) => (failuresLeft = n) };
}

const message = (to: string): MailMessage => ({ to, subject: 'Hello', text: 'Hi', kind: 'test' });

describe('mail outbox', { timeout: 60_000 }, () => {
  const transport = flakyTransport();
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({}, { mailer: transport.mailer });
  }, 60_000);
  afterAll(async () => ctx?.close());

  it('a committed change delivers its mail; a rolled-back one none', async () => {
    const { db } = ctx.database;
    await db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await ctx.app.deps.outbox.record(tx, message('committed@example.com'));
    });
    await expect(
      db.transaction(async (tx) => {
        await ctx.app.deps.outbox.record(tx, message('rolled-back@example.com'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await ctx.mailIdle();
    expect(transport.delivered.map((m) => m.to)).toContain('committed@example.com');
    expect(transport.delivered.map((m) => m.to)).not.toContain('rolled-back@example.com');
  });

  it('an SMTP outage delays a mail and loses none: retried until delivered, once', async () => {
    transport.failNext(2);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/agent-auth/request-password-reset', payload: { email: 'nobody@example.com' } });
    expect(res.statusCode).toBe(200);
    await ctx.database.db.transaction((tx) => ctx.app.deps.outbox.record(tx, message('outage@example.com')));
    await ctx.mailIdle();
    const delivered = transport.delivered.filter((m) => m.to === 'outage@example.com');
    expect(delivered).toHaveLength(1);
    // Three attempts of the same message (same id): two refused, one accepted.
    expect(transport.attempts.filter((id) => id === delivered[0]!.id)).toHaveLength(3);
  });
});

describe('two app instances on one database', { timeout: 60_000 }, () => {
  const a = flakyTransport();
  const b = flakyTransport();
  let ctx: TestContext;
  let second: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    ctx = await createTestContext({}, { mailer: a.mailer });
    second = await buildApp({ config: ctx.config, database: ctx.database, mailer: b.mailer, jobs: TEST_JOB_OPTIONS, logger: false });
    await second.ready();
  }, 60_000);
  afterAll(async () => {
    await second?.close();
    await ctx?.close();
  });

  it('deliver each recorded mail exactly once between them', async () => {
    const recipients = Array.from({ length: 20 }, (_, i) => `guest-${i}@example.com`);
    await ctx.database.db.transaction((tx) => ctx.app.deps.outbox.record(tx, recipients.map(message)));
    await ctx.mailIdle();
    const all = [...a.delivered, ...b.delivered];
    expect(all.map((m) => m.to).sort()).toEqual([...recipients].sort());
    expect(new Set(all.map((m) => m.id)).size).toBe(20);
  });
});
