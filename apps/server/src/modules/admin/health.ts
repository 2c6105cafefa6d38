/**
 * Marketplace health from the same rows the portal reads: leads (created_at, contacted_at = the first
 * response, set when the agent marks it contacted or sends the first proposal) and proposals (sent_at,
 * status). The win rate is the portal's: accepted over proposals created in the last 90 days.
 */
import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { LEAD_ESCALATION_HOURS, LEAD_REPLY_HOURS, type AdminHealthResponse, type AtRiskLead, type HealthFigures } from '@safari/contract';
import type { DbOrTx } from '../../db/client.js';
import * as s from '../../db/schema.js';
import { WIN_RATE_DAYS } from '../leads/service.js';

const HOUR = 3600_000;
/** An unanswered lead this close to its 24-hour promise is listed as due soon. */
export const DUE_SOON_HOURS = 6;
const AT_RISK_MAX = 50;

const L = s.leads;
const responseSeconds = sql`extract(epoch from (${L.contactedAt} - ${L.createdAt}))`;
const leadAggregates = (now: Date) => {
  const closed24 = new Date(now.getTime() - LEAD_REPLY_HOURS * HOUR);
  const closed48 = new Date(now.getTime() - LEAD_ESCALATION_HOURS * HOUR);
  return {
    leads: sql<number>`count(*)`.mapWith(Number),
    // Shares are over leads whose window has closed, so a lead received an hour ago does not count as missed.
    due24: sql<number>`count(*) filter (where ${L.createdAt} <= ${closed24})`.mapWith(Number),
    in24: sql<number>`count(*) filter (where ${L.createdAt} <= ${closed24} and ${L.contactedAt} <= ${L.createdAt} + interval '24 hours')`.mapWith(Number),
    due48: sql<number>`count(*) filter (where ${L.createdAt} <= ${closed48})`.mapWith(Number),
    in48: sql<number>`count(*) filter (where ${L.createdAt} <= ${closed48} and ${L.contactedAt} <= ${L.createdAt} + interval '48 hours')`.mapWith(Number),
    medianSeconds: sql<number | null>`percentile_cont(0.5) within group (order by ${responseSeconds}) filter (where ${L.contactedAt} is not null)`.mapWith((v) => (v === null ? null : Number(v))),
  };
};
const proposalAggregates = (since: Date, winSince: Date) => ({
  sent: sql<number>`count(*) filter (where ${s.proposals.sentAt} >= ${since})`.mapWith(Number),
  windowed: sql<number>`count(*) filter (where ${s.proposals.createdAt} >= ${winSince})`.mapWith(Number),
  accepted: sql<number>`count(*) filter (where ${s.proposals.createdAt} >= ${winSince} and ${s.proposals.status} = 'accepted')`.mapWith(Number),
});

type LeadAgg = { leads: number; due24: number; in24: number; due48: number; in48: number; medianSeconds: number | null };
type PropAgg = { sent: number; windowed: number; accepted: number };
const EMPTY_LEADS: LeadAgg = { leads: 0, due24: 0, in24: 0, due48: 0, in48: 0, medianSeconds: null };
const EMPTY_PROPS: PropAgg = { sent: 0, windowed: 0, accepted: 0 };
const pct = (part: number, whole: number) => (whole === 0 ? null : Math.round((part * 100) / whole));

function figures(l: LeadAgg, p: PropAgg): HealthFigures {
  return {
    leads: l.leads,
    answered_24h_pct: pct(l.in24, l.due24),
    answered_48h_pct: pct(l.in48, l.due48),
    median_first_response_minutes: l.medianSeconds === null ? null : Math.round(l.medianSeconds / 60),
    proposals_sent: p.sent,
    win_rate: pct(p.accepted, p.windowed),
  };
}

export async function getMarketplaceHealth(db: DbOrTx, now: Date, days: number): Promise<AdminHealthResponse> {
  const since = new Date(now.getTime() - days * 24 * HOUR);
  const winSince = new Date(now.getTime() - WIN_RATE_DAYS * 24 * HOUR);
  const leadWhere = and(gte(L.createdAt, since), lte(L.createdAt, now));
  const propWhere = sql`(${s.proposals.sentAt} >= ${since} or ${s.proposals.createdAt} >= ${winSince})`;
  const [leadRows, [leadAll], propRows, [propAll], atRisk] = await Promise.all([
    db.select({ agentId: L.agentId, ...leadAggregates(now) }).from(L).where(leadWhere).groupBy(L.agentId),
    db.select(leadAggregates(now)).from(L).where(leadWhere),
    db.select({ agentId: s.proposals.agentId, ...proposalAggregates(since, winSince) }).from(s.proposals).where(propWhere).groupBy(s.proposals.agentId),
    db.select(proposalAggregates(since, winSince)).from(s.proposals).where(propWhere),
    listAtRiskLeads(db, now),
  ]);
  const leadsBy = new Map(leadRows.map((r) => [r.agentId, r]));
  const propsBy = new Map(propRows.map((r) => [r.agentId, r]));
  const ids = [...new Set([...leadsBy.keys(), ...propsBy.keys()])];
  const names = ids.length ? await db.select({ id: s.agents.id, name: s.agents.agencyName }).from(s.agents).where(inArray(s.agents.id, ids)) : [];
  const agents = names
    .map((a) => ({ agent_id: a.id, agency_name: a.name, ...figures(leadsBy.get(a.id) ?? EMPTY_LEADS, propsBy.get(a.id) ?? EMPTY_PROPS) }))
    .sort((a, b) => b.leads - a.leads || a.agency_name.localeCompare(b.agency_name));
  return { days, overall: figures(leadAll ?? EMPTY_LEADS, propAll ?? EMPTY_PROPS), agents, at_risk: atRisk };
}

/** Unanswered new leads, the least time left first (so overdue ones lead the list). */
export async function listAtRiskLeads(db: DbOrTx, now: Date): Promise<AtRiskLead[]> {
  const rows = await db
    .select({ id: L.id, agentId: L.agentId, agencyName: s.agents.agencyName, createdAt: L.createdAt })
    .from(L)
    .innerJoin(s.agents, eq(s.agents.id, L.agentId))
    .where(and(eq(L.status, 'new'), isNull(L.contactedAt)))
    .orderBy(asc(L.createdAt), asc(L.id))
    .limit(AT_RISK_MAX);
  return rows.map((r) => {
    const age = now.getTime() - r.createdAt.getTime();
    const to24 = Math.round((LEAD_REPLY_HOURS * HOUR - age) / 60_000);
    const to48 = Math.round((LEAD_ESCALATION_HOURS * HOUR - age) / 60_000);
    const state = to48 < 0 ? 'overdue_48h' : to24 < 0 ? 'overdue_24h' : to24 <= DUE_SOON_HOURS * 60 ? 'due_soon' : 'open';
    return { id: r.id, agent_id: r.agentId, agency_name: r.agencyName, created_at: r.createdAt.toISOString(), minutes_to_24h: to24, minutes_to_48h: to48, state };
  });
}
