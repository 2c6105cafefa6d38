/** The agent's lead inbox: every query is filtered by the signed-in agent; another agent's lead is a 403. */
import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { AgentStats, LeadDetail, LeadListQuery, LeadStatus, LeadSummary } from '@safari/contract';
import { ERROR_CODES, routes } from '@safari/contract';
import type { DbOrTx } from '../../db/client.js';
import * as s from '../../db/schema.js';
import { escapeLike } from '../../lib/search-text.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import { toRecentLead } from '../portal/service.js';
import { isPubliclyVisible } from '../experiences/filters.js';

type LeadRow = typeof s.leads.$inferSelect;

/** A lead of this agent, for update when `lock`; 404 when it does not exist, 403 when it is another agent's. */
export async function findOwnLead(db: DbOrTx, agentId: number, id: number): Promise<LeadRow> {
  const [lead] = await db.select().from(s.leads).where(eq(s.leads.id, id));
  if (!lead) throw notFound('Lead');
  if (lead.agentId !== agentId) throw forbidden('You can only see your own leads');
  return lead;
}

export function toLeadSummary(lead: LeadRow, inquiryNumber: string, now: Date): LeadSummary {
  const recent = toRecentLead(lead);
  const waiting = lead.status === 'new';
  const secondsLeft = waiting ? Math.floor((lead.replyDueAt.getTime() - now.getTime()) / 1000) : null;
  return {
    id: lead.id,
    name: recent.name,
    status: lead.status as LeadStatus,
    source: lead.source,
    destination: recent.prefs.destination,
    trip_type: recent.prefs.tripType,
    inquiry_number: inquiryNumber,
    created_at: lead.createdAt.toISOString(),
    reply_due_at: lead.replyDueAt.toISOString(),
    reply_seconds_left: secondsLeft,
    overdue: secondsLeft !== null && secondsLeft < 0,
  };
}


export async function listLeads(db: DbOrTx, agentId: number, query: LeadListQuery, now: Date): Promise<LeadSummary[]> {
  const conditions = [eq(s.leads.agentId, agentId)];
  if (query.status) conditions.push(eq(s.leads.status, query.status));
  if (query.q) {
    const pattern = `%${escapeLike(query.q.toLowerCase())}%`;
    conditions.push(sql`lower(${s.leads.contact}::text || ' ' || ${s.leads.preferences}::text || ' ' || ${s.travelers.inquiryNumber}) like ${pattern}`);
  }
  const rows = await db
    .select({ lead: s.leads, inquiryNumber: s.travelers.inquiryNumber })
    .from(s.leads)
    .innerJoin(s.travelers, eq(s.travelers.id, s.leads.travelerId))
    .where(and(...conditions))
    .orderBy(desc(s.leads.createdAt), desc(s.leads.id))
    .limit(500);
  return rows.map((r) => toLeadSummary(r.lead, r.inquiryNumber, now));
}

export async function getLead(db: DbOrTx, agentId: number, id: number, now: Date): Promise<LeadDetail> {
  const lead = await findOwnLead(db, agentId, id);
  const [traveler] = await db.select({ inquiryNumber: s.travelers.inquiryNumber }).from(s.travelers).where(eq(s.travelers.id, lead.travelerId));
  const prefs = (lead.preferences ?? {}) as Record<string, unknown>;
  const c = (lead.contact ?? {}) as Record<string, string | null | undefined>;
  const selectedIds = Array.isArray(prefs.selected_experiences) ? prefs.selected_experiences.filter((x): x is number => Number.isInteger(x)) : [];
  const ids = [...new Set([...(lead.experienceId ? [lead.experienceId] : []), ...selectedIds])];
  const exps = ids.length
    ? await db.select({ id: s.experiences.id, name: s.experiences.experienceName }).from(s.experiences).where(and(inArray(s.experiences.id, ids), isPubliclyVisible))
    : [];
  const link = (e: { id: number; name: string }) => ({ id: e.id, name: e.name, url: routes.experience(e.id) });
  const experience = exps.find((e) => e.id === lead.experienceId);
  // Only this lead's proposals: another agent's work for the same traveller never shows here.
  const proposals = await db
    .select({ id: s.proposals.id, title: s.proposals.title, status: s.proposals.status, updatedAt: s.proposals.updatedAt })
    .from(s.proposals)
    .where(and(eq(s.proposals.leadId, lead.id), eq(s.proposals.agentId, agentId)))
    .orderBy(desc(s.proposals.updatedAt));
  return {
    ...toLeadSummary(lead, traveler?.inquiryNumber ?? '', now),
    contact: {
      first_name: c.first_name ?? c.firstName ?? null,
      last_name: c.last_name ?? c.lastName ?? null,
      email: c.email ?? '',
      phone: c.phone ?? null,
      whatsapp_contact: c.whatsapp_contact ?? null,
      instagram_username: c.instagram_username ?? null,
    },
    preferences: prefs,
    match_reason: lead.matchReason,
    lost_reason: lead.lostReason,
    contacted_at: lead.contactedAt?.toISOString() ?? null,
    experience: experience ? link(experience) : null,
    selected_experiences: exps.filter((e) => selectedIds.includes(e.id)).map(link),
    proposals: proposals.map((p) => ({ id: p.id, title: p.title, status: p.status, updated_at: p.updatedAt.toISOString() })),
  };
}

/** Which statuses each agent action may start from. */
const ACTIONS = {
  contacted: { from: ['new'], to: 'contacted' },
  lost: { from: ['new', 'contacted', 'proposal_sent'], to: 'lost' },
  archive: { from: ['new', 'contacted', 'proposal_sent', 'won', 'lost'], to: 'archived' },
} as const satisfies Record<string, { from: readonly LeadStatus[]; to: LeadStatus }>;

export async function changeLeadStatus(
  db: DbOrTx,
  agentId: number,
  id: number,
  action: keyof typeof ACTIONS,
  opts: { reason?: string; now: Date },
): Promise<void> {
  const lead = await findOwnLead(db, agentId, id);
  const rule = ACTIONS[action];
  // One conditional UPDATE: a concurrent change in between makes it match nothing, and that is a refusal too.
  const updated = await db
    .update(s.leads)
    .set({
      status: rule.to,
      updatedAt: opts.now,
      ...(action === 'contacted' ? { contactedAt: opts.now } : {}),
      ...(action === 'lost' ? { lostReason: opts.reason ?? null } : {}),
    })
    .where(and(eq(s.leads.id, lead.id), inArray(s.leads.status, [...rule.from])))
    .returning({ id: s.leads.id });
  if (updated.length === 0) throw new AppError(ERROR_CODES.invalidTransition, `A ${lead.status.replace('_', ' ')} lead cannot be marked ${rule.to}`);
}

export const WIN_RATE_DAYS = 90;

/** The dashboard tiles from real rows; the win rate counts proposals created in the last 90 days. */
export async function getAgentStats(db: DbOrTx, agentId: number, now: Date): Promise<AgentStats> {
  const since = new Date(now.getTime() - WIN_RATE_DAYS * 24 * 3600_000);
  const [[e], [l], [p], [w]] = await Promise.all([
    db.select({ n: count() }).from(s.experiences).where(eq(s.experiences.agentId, agentId)),
    db.select({ n: count() }).from(s.leads).where(eq(s.leads.agentId, agentId)),
    db.select({ n: count() }).from(s.proposals).where(eq(s.proposals.agentId, agentId)),
    db
      .select({ all: count(), accepted: sql<number>`count(*) filter (where ${s.proposals.status} = 'accepted')`.mapWith(Number) })
      .from(s.proposals)
      .where(and(eq(s.proposals.agentId, agentId), gte(s.proposals.createdAt, since))),
  ]);
  const windowed = w?.all ?? 0;
  return {
    experiences: e?.n ?? 0,
    leads: l?.n ?? 0,
    proposals: p?.n ?? 0,
    win_rate: windowed === 0 ? null : Math.round(((w?.accepted ?? 0) * 100) / windowed),
  };
}
