/** The dashboard's recent leads and proposals: always filtered by the signed-in agent's id. */
import { desc, eq } from 'drizzle-orm';
import type { RecentLead, RecentProposal } from '@safari/contract';
import type { DbOrTx } from '../../db/client.js';
import * as s from '../../db/schema.js';

export const RECENT_LIMIT = 5;

type Json = Record<string, unknown>;
const asObject = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const firstText = (...values: unknown[]): string | null => {
  for (const v of values) {
    if (typeof v === 'string' && v.trim()) return v.trim();
    if (Array.isArray(v)) {
      const first = v.find((x) => typeof x === 'string' && x.trim());
      if (typeof first === 'string') return first.trim();
    }
  }
  return null;
};

/**
 * Leads keep snapshots of the traveller's contact and preferences as JSON written by the enquiry flow;
 * read both spellings so the dashboard does not depend on one writer's casing.
 */
export function toRecentLead(row: { id: number; contact: unknown; preferences: unknown; createdAt: Date }): RecentLead {
  const c = asObject(row.contact);
  const p = asObject(row.preferences);
  const name =
    firstText(c.name, c.full_name, c.fullName) ??
    ([firstText(c.first_name, c.firstName), firstText(c.last_name, c.lastName)].filter(Boolean).join(' ') || 'Traveller');
  return {
    id: row.id,
    name,
    prefs: {
      destination: firstText(p.destination, p.preferred_destinations, p.preferredDestinations),
      tripType: firstText(p.tripType, p.trip_type, p.preferred_trip_type, p.preferredTripType),
    },
    created_at: row.createdAt.toISOString(),
  };
}

export async function findRecentLeads(db: DbOrTx, agentId: number): Promise<RecentLead[]> {
  const rows = await db
    .select({ id: s.leads.id, contact: s.leads.contact, preferences: s.leads.preferences, createdAt: s.leads.createdAt })
    .from(s.leads)
    .where(eq(s.leads.agentId, agentId))
    .orderBy(desc(s.leads.createdAt), desc(s.leads.id))
    .limit(RECENT_LIMIT);
  return rows.map(toRecentLead);
}

export async function findRecentProposals(db: DbOrTx, agentId: number): Promise<RecentProposal[]> {
  const rows = await db
    .select({ id: s.proposals.id, title: s.proposals.title, status: s.proposals.status, updatedAt: s.proposals.updatedAt })
    .from(s.proposals)
    .where(eq(s.proposals.agentId, agentId))
    .orderBy(desc(s.proposals.updatedAt), desc(s.proposals.id))
    .limit(RECENT_LIMIT);
  return rows.map((r) => ({ id: r.id, title: r.title, status: r.status, updated_at: r.updatedAt.toISOString() }));
}
