/**
 * The 24/48-hour promise on the job queue, with a controllable clock: the jobs are recorded with the lead and
 * due at +24 h / +48 h; "time passes" by moving the app's clock and making the queued job due (its start_after
 * set to now), so the real worker runs the real job. Two app instances on one database act once per job.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import path from 'node:path';
import { createTestContext, TEST_JOB_OPTIONS, type TestContext } from '../../test/harness.js';
import { buildApp } from '../../app.js';
import { createMailer } from '../../lib/mail.js';
import * as s from '../../db/schema.js';
import { agentWithSession } from '../images/test-helpers.js';
import { api, enquireWith, tripTokenIn } from './test-helpers.js';
import { LEAD_ESCALATION_QUEUE, LEAD_REMINDER_QUEUE, runLeadReminder, scheduledLeadJobs } from './reply-promise.js';

const HOUR = 3600_000;

describe('24/48-hour reply promise', { timeout: 60_000 }, () => {
  let ctx: TestContext;
  let second: Awaited<ReturnType<typeof buildApp>>;
  const secondMailer = () => second.deps.mailer;
  let offset = 0;
  const clock = () => new Date(Date.now() + offset);

  beforeAll(async () => {
    ctx = await createTestContext({}, { clock });
    const mailer = createMailer({ from: ctx.config.mailFrom, outboxDir: path.join(ctx.dataDir, 'outbox-second') });
    second = await buildApp({ config: ctx.config, database: ctx.database, mailer, jobs: TEST_JOB_OPTIONS, logger: false, clock });
    await second.ready();
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await ctx?.close();
  }, 60_000);

  /** Lets the queue reach the job: the clock says it is due, and the queue's own start_after agrees. */
  async function runDue(queue: string, leadId: number) {
    await ctx.database.db.execute(sql`update pgboss.job set start_after = now() where name = ${queue} and (data->>'leadId')::int = ${leadId} and state = 'created'`);
    ctx.app.deps.jobs.wake(queue);
    second.deps.jobs.wake(queue);
    // Wait for the job to finish (not a sleep: the loop ends as soon as its state says so).
    for (let i = 0; i < 200; i++) {
      const jobs = (await scheduledLeadJobs(ctx.database.db, leadId)).filter((j) => j.name === queue);
      if (jobs.length && jobs.every((j) => j.state === 'completed')) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await ctx.mailIdle();
    await second.deps.jobs.idle(['mail']);
  }

  async function mailsOfKind(kind: string, to: string) {
    const all = [...(await ctx.mailer.list()), ...(await secondMailer().list())];
    return all.filter((m) => m.kind === kind && m.to === to);
  }

  it('records a reminder at +24 h and an escalation at +48 h with the lead', async () => {
    offset = 0;
    const agent = await agentWithSession(ctx);
    const { leadId } = await enquireWith(ctx, agent.agentId, undefined, [ctx.mailer, second.deps.mailer]);
    const [lead] = await ctx.database.db.select().from(s.leads).where(eq(s.leads.id, leadId));
    const jobs = await scheduledLeadJobs(ctx.database.db, leadId);
    expect(jobs.map((j) => j.name)).toEqual([LEAD_REMINDER_QUEUE, LEAD_ESCALATION_QUEUE]);
    expect(Math.abs(jobs[0]!.startAfter.getTime() - (lead!.createdAt.getTime() + 24 * HOUR))).toBeLessThan(1000);
    expect(Math.abs(jobs[1]!.startAfter.getTime() - (lead!.createdAt.getTime() + 48 * HOUR))).toBeLessThan(1000);
    expect(lead!.replyDueAt.getTime() - lead!.createdAt.getTime()).toBe(24 * HOUR);
  });

  it('reminds the agent once at 24 hours when the lead is still new, across two instances', async () => {
    const agent = await agentWithSession(ctx);
    const { leadId } = await enquireWith(ctx, agent.agentId, undefined, [ctx.mailer, second.deps.mailer]);
    // Before the promise is due the handler does nothing, whatever runs it.
    offset = 23 * HOUR;
    expect(await runLeadReminder(ctx.app.deps, leadId)).toBe(false);
    offset = 24 * HOUR + 60_000;
    // A duplicate job (e.g. a retry after a crash) still makes one reminder.
    await ctx.app.deps.jobs.send(LEAD_REMINDER_QUEUE, { leadId });
    await runDue(LEAD_REMINDER_QUEUE, leadId);
    const reminders = await mailsOfKind('agent-lead-reminder', agent.agent.contactEmail);
    expect(reminders).toHaveLength(1);
    const list = (await api(ctx, 'GET', '/api/agent/leads', { token: agent.token })).json().leads;
    expect(list[0]).toMatchObject({ id: leadId, status: 'new' });
  });

  it('does not remind an agent who already made contact', async () => {
    offset = 0;
    const agent = await agentWithSession(ctx);
    const { leadId } = await enquireWith(ctx, agent.agentId, undefined, [ctx.mailer, second.deps.mailer]);
    expect((await api(ctx, 'POST', `/api/agent/leads/${leadId}/contacted`, { token: agent.token })).statusCode).toBe(200);
    offset = 24 * HOUR + 60_000;
    await runDue(LEAD_REMINDER_QUEUE, leadId);
    offset = 48 * HOUR + 60_000;
    await runDue(LEAD_ESCALATION_QUEUE, leadId);
    expect(await mailsOfKind('agent-lead-reminder', agent.agent.contactEmail)).toHaveLength(0);
    const leads = await ctx.database.db.select().from(s.leads).where(eq(s.leads.source, 'escalation'));
    expect(leads.filter((l) => l.enquiryKey === (leads.find((x) => x.id === leadId)?.enquiryKey ?? '-'))).toHaveLength(0);
  });

  it('at 48 hours without contact adds one more suitable agent and tells the traveller, once', async () => {
    offset = 0;
    const agent = await agentWithSession(ctx);
    await agentWithSession(ctx); // someone else who serves Tanzania
    const { leadId, traveler } = await enquireWith(ctx, agent.agentId, undefined, [ctx.mailer, second.deps.mailer]);
    offset = 48 * HOUR + 60_000;
    await ctx.app.deps.jobs.send(LEAD_ESCALATION_QUEUE, { leadId });
    await runDue(LEAD_ESCALATION_QUEUE, leadId);

    const [original] = await ctx.database.db.select().from(s.leads).where(eq(s.leads.id, leadId));
    const added = (await ctx.database.db.select().from(s.leads).where(eq(s.leads.enquiryKey, original!.enquiryKey))).filter((l) => l.id !== leadId);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ source: 'escalation', status: 'new', travelerId: traveler.id });
    expect(added[0]!.agentId).not.toBe(agent.agentId);
    expect(added[0]!.matchReason).toContain('48 hours');
    const told = await mailsOfKind('traveler-escalation', traveler.email);
    expect(told).toHaveLength(1);
    expect((await api(ctx, 'GET', `/api/trip/${tripTokenIn(told[0]!)}`)).json().enquiries).toHaveLength(2);
    const [newAgent] = await ctx.database.db.select().from(s.agents).where(eq(s.agents.id, added[0]!.agentId));
    expect((await mailsOfKind('agent-new-lead', newAgent!.contactEmail)).filter((m) => m.text.includes('added after 48 hours'))).toHaveLength(1);
    // The added lead has its own 24-hour reminder, and no further escalation.
    expect((await scheduledLeadJobs(ctx.database.db, added[0]!.id)).map((j) => j.name)).toEqual([LEAD_REMINDER_QUEUE]);
  });
});
