/**
 * The 24/48-hour reply promise, enforced by the server on the job queue (docs/decisions/009):
 *  - when a lead is created, a reminder job (due at +24 h) and an escalation job (due at +48 h) are recorded in
 *    the lead's own transaction, so a committed lead always has its jobs and a rolled-back one none;
 *  - the reminder e-mails the agent if the lead is still new; the escalation, if it was still not contacted,
 *    routes the enquiry to one more suitable agent (the enquiry's matching) and tells the traveller.
 * Each effect is claimed by one conditional UPDATE (reminded_at / escalated_at is null), so a job worked twice
 * (a retry, a second instance) acts once. Handlers compare against the injected clock (`deps.now`), which is
 * what tests control.
 */
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { LEAD_ESCALATION_HOURS, LEAD_REPLY_HOURS } from '@safari/contract';
import type { DbOrTx, Tx } from '../../db/client.js';
import * as s from '../../db/schema.js';
import type { AppDeps } from '../../lib/deps.js';
import type { JobQueue, QueueDefinition } from '../../lib/jobs.js';
import { agentNewLeadMail, type EnquiryNotice, type LeadContact } from '../mail/templates.js';
import { escalationTravelerMail, leadReminderMail } from '../mail/proposal-templates.js';
import { findMatchingAgents } from '../enquiries/matching.js';
import { toRecentLead } from '../portal/service.js';
import { issueTripLink } from '../trip/tokens.js';

export const LEAD_REMINDER_QUEUE = 'lead-reminder';
export const LEAD_ESCALATION_QUEUE = 'lead-escalation';
const HOUR_MS = 3600_000;

const DEFINITION: QueueDefinition = { retryLimit: 10, retryDelaySeconds: 60, expireInSeconds: 120 };

interface LeadJob {
  leadId: number;
}

/** Records both jobs of a new lead in the transaction that created it. */
export async function scheduleLeadPromise(jobs: JobQueue, tx: DbOrTx, lead: { id: number; createdAt: Date; source: string }): Promise<void> {
  await jobs.send<LeadJob>(LEAD_REMINDER_QUEUE, { leadId: lead.id }, { in: tx, startAfter: new Date(lead.createdAt.getTime() + LEAD_REPLY_HOURS * HOUR_MS) });
  // A lead that is itself the escalation does not escalate again: one extra agent per enquiry.
  if (lead.source !== 'escalation') {
    await jobs.send<LeadJob>(LEAD_ESCALATION_QUEUE, { leadId: lead.id }, { in: tx, startAfter: new Date(lead.createdAt.getTime() + LEAD_ESCALATION_HOURS * HOUR_MS) });
  }
}

type Deps = Pick<AppDeps, 'database' | 'jobs' | 'outbox' | 'config' | 'now'>;

async function leadWithAgent(tx: Tx, leadId: number) {
  const [row] = await tx
    .select({ lead: s.leads, agent: s.agents, traveler: s.travelers })
    .from(s.leads)
    .innerJoin(s.agents, eq(s.agents.id, s.leads.agentId))
    .innerJoin(s.travelers, eq(s.travelers.id, s.leads.travelerId))
    .where(eq(s.leads.id, leadId));
  return row;
}

/** +24 h: the lead is still new → remind the agent, once. Returns whether a reminder was recorded. */
export async function runLeadReminder(deps: Deps, leadId: number): Promise<boolean> {
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(s.leads)
      .set({ remindedAt: now })
      .where(and(eq(s.leads.id, leadId), eq(s.leads.status, 'new'), isNull(s.leads.remindedAt), lte(s.leads.replyDueAt, now)))
      .returning({ id: s.leads.id });
    if (!claimed) return false;
    const row = (await leadWithAgent(tx, leadId))!;
    await deps.outbox.record(
      tx,
      leadReminderMail({
        to: row.agent.contactEmail,
        agencyName: row.agent.agencyName,
        travelerName: toRecentLead(row.lead).name,
        inquiryNumber: row.traveler.inquiryNumber,
        base: deps.config.publicBaseUrl,
      }),
    );
    return true;
  });
}

/**
 * +48 h: never contacted → one more agent for the enquiry (the best match not already on it), and the
 * traveller is told. Returns the new lead's id, or null when nothing was done.
 */
export async function runLeadEscalation(deps: Deps, leadId: number): Promise<number | null> {
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(s.leads)
      .set({ escalatedAt: now })
      .where(
        and(
          eq(s.leads.id, leadId),
          eq(s.leads.status, 'new'),
          isNull(s.leads.contactedAt),
          isNull(s.leads.escalatedAt),
          lte(s.leads.createdAt, new Date(now.getTime() - LEAD_ESCALATION_HOURS * HOUR_MS)),
        ),
      )
      .returning({ id: s.leads.id });
    if (!claimed) return null;
    const row = (await leadWithAgent(tx, leadId))!;
    const prefs = row.lead.preferences as EnquiryNotice['preferences'];
    const onEnquiry = await tx
      .select({ agentId: s.leads.agentId })
      .from(s.leads)
      .where(and(eq(s.leads.travelerId, row.lead.travelerId), eq(s.leads.enquiryKey, row.lead.enquiryKey)));
    const taken = new Set(onEnquiry.map((l) => l.agentId));
    const matches = await findMatchingAgents(tx, { destinations: prefs.preferred_destinations ?? [], tripType: prefs.preferred_trip_type ?? null }, 50);
    const next = matches.find((m) => !taken.has(m.agent.id));
    if (!next) return null;
    const [lead] = await tx
      .insert(s.leads)
      .values({
        agentId: next.agent.id,
        travelerId: row.lead.travelerId,
        experienceId: null,
        source: 'escalation',
        status: 'new',
        contact: row.lead.contact,
        preferences: row.lead.preferences,
        matchReason: `${next.reason}; added after 48 hours without a reply`,
        enquiryKey: row.lead.enquiryKey,
        createdAt: now,
        replyDueAt: new Date(now.getTime() + LEAD_REPLY_HOURS * HOUR_MS),
      })
      .returning();
    await scheduleLeadPromise(deps.jobs, tx, lead!);
    const contact = row.lead.contact as LeadContact;
    const notice: EnquiryNotice = {
      travelerId: row.traveler.id,
      inquiryNumber: row.traveler.inquiryNumber,
      contact,
      preferences: prefs,
      experience: null,
      newLeads: [],
      tripUrl: '',
    };
    const tripUrl = await issueTripLink(tx, row.traveler.id, deps.config.publicBaseUrl);
    await deps.outbox.record(tx, [
      agentNewLeadMail(notice, { agencyName: next.agent.agencyName, contactEmail: next.agent.contactEmail, matchReason: lead!.matchReason }, deps.config.publicBaseUrl),
      escalationTravelerMail({ to: row.traveler.email, firstName: row.traveler.firstName, inquiryNumber: row.traveler.inquiryNumber, agencyName: next.agent.agencyName, tripUrl }),
    ]);
    return lead!.id;
  });
}

export async function startLeadPromiseWorkers(deps: Deps): Promise<void> {
  await deps.jobs.define(LEAD_REMINDER_QUEUE, DEFINITION);
  await deps.jobs.define(LEAD_ESCALATION_QUEUE, DEFINITION);
  await deps.jobs.work<LeadJob>(LEAD_REMINDER_QUEUE, async ({ leadId }) => {
    await runLeadReminder(deps, leadId);
  });
  await deps.jobs.work<LeadJob>(LEAD_ESCALATION_QUEUE, async ({ leadId }) => {
    await runLeadEscalation(deps, leadId);
  });
}

/** For tests and operators: the promise's jobs of one lead, with when they are due. */
export async function scheduledLeadJobs(db: DbOrTx, leadId: number): Promise<Array<{ name: string; startAfter: Date; state: string }>> {
  const result = (await db.execute(
    sql`select name, start_after as "startAfter", state from pgboss.job where name in (${LEAD_REMINDER_QUEUE}, ${LEAD_ESCALATION_QUEUE}) and (data->>'leadId')::int = ${leadId} order by start_after`,
  )) as unknown as { rows: Array<{ name: string; startAfter: Date | string; state: string }> } | Array<{ name: string; startAfter: Date | string; state: string }>;
  const rows = Array.isArray(result) ? result : result.rows;
  return rows.map((r) => ({ name: r.name, startAfter: new Date(r.startAfter), state: r.state }));
}
