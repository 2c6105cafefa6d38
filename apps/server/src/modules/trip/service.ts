/**
 * The traveller's trip page: everything is looked up through the traveller the token belongs to, so a token
 * never reaches another traveller's enquiries or proposals (a foreign proposal id is a 404, as if it did not
 * exist). The traveller sees only sent proposals, in their latest sent version.
 */
import { and, asc, desc, eq, gt, inArray, ne } from 'drizzle-orm';
import type { LeadStatus, ProposalStatus, TripPage, TripProposal } from '@safari/contract';
import type { DbOrTx, Tx } from '../../db/client.js';
import * as s from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import type { MailContext } from '../../lib/mail-outbox.js';
import { proposalDecisionMail } from '../mail/proposal-templates.js';
import { toRecentLead } from '../portal/service.js';
import { invalidTransition, toContentDto } from '../proposals/service.js';

/** Statuses a traveller can still decide on. `pending` = the agent is revising; the last sent version stands. */
const OPEN: ProposalStatus[] = ['sent', 'viewed', 'pending'];
export const CHOSE_ANOTHER = 'The traveller chose another offer';

/** While a revision is in progress the traveller still sees the version they have: sent or viewed. */
const shownStatus = (p: typeof s.proposals.$inferSelect): ProposalStatus => (p.status === 'pending' ? (p.viewedAt ? 'viewed' : 'sent') : (p.status as ProposalStatus));

async function visibleProposals(db: DbOrTx, travelerId: string, proposalId?: number) {
  const rows = await db
    .select({ p: s.proposals, v: s.proposalVersions, agency: { id: s.agents.id, name: s.agents.agencyName } })
    .from(s.proposals)
    .innerJoin(s.leads, eq(s.leads.id, s.proposals.leadId))
    .innerJoin(s.agents, eq(s.agents.id, s.proposals.agentId))
    .innerJoin(s.proposalVersions, and(eq(s.proposalVersions.proposalId, s.proposals.id), eq(s.proposalVersions.version, s.proposals.currentVersion)))
    .where(and(eq(s.leads.travelerId, travelerId), gt(s.proposals.currentVersion, 0), ...(proposalId ? [eq(s.proposals.id, proposalId)] : [])))
    .orderBy(desc(s.proposalVersions.sentAt));
  return rows.map(({ p, v, agency }) => ({
    leadId: p.leadId!,
    row: p,
    content: v.content,
    dto: { ...toContentDto(v.content), id: p.id, status: shownStatus(p), agency, version: v.version, sent_at: v.sentAt.toISOString() } satisfies TripProposal,
  }));
}

export async function getTripPage(db: DbOrTx, travelerId: string): Promise<TripPage> {
  const [traveler] = await db.select().from(s.travelers).where(eq(s.travelers.id, travelerId));
  if (!traveler) throw notFound('Trip page');
  const leads = await db
    .select({ lead: s.leads, agency: { id: s.agents.id, name: s.agents.agencyName } })
    .from(s.leads)
    .innerJoin(s.agents, eq(s.agents.id, s.leads.agentId))
    // Archived is the agent's filing, not the traveller's business: an accepted offer must stay on the page.
    .where(eq(s.leads.travelerId, travelerId))
    .orderBy(desc(s.leads.createdAt), desc(s.leads.id));
  const proposals = await visibleProposals(db, travelerId);
  return {
    traveler: { id: traveler.id, first_name: traveler.firstName, inquiry_number: traveler.inquiryNumber },
    enquiries: leads.map(({ lead, agency }) => ({
      reference: traveler.inquiryNumber,
      lead_id: lead.id,
      agency,
      status: lead.status as LeadStatus,
      created_at: lead.createdAt.toISOString(),
      destination: toRecentLead(lead).prefs.destination,
      proposals: proposals.filter((p) => p.leadId === lead.id).map((p) => p.dto),
    })),
  };
}

/** A proposal the token's traveller may see, or 404. */
export async function findTravelerProposal(db: DbOrTx, travelerId: string, proposalId: number) {
  const [found] = await visibleProposals(db, travelerId, proposalId);
  if (!found) throw notFound('Proposal');
  return found;
}

/** Opening a proposal marks it viewed (once; a revision in progress keeps its pending status). */
export async function openProposal(db: DbOrTx, travelerId: string, proposalId: number, now: Date): Promise<TripProposal> {
  const found = await findTravelerProposal(db, travelerId, proposalId);
  if (!found.row.viewedAt) {
    await db
      .update(s.proposals)
      .set({ viewedAt: now, ...(found.row.status === 'sent' ? { status: 'viewed' } : {}) })
      .where(eq(s.proposals.id, proposalId));
    return { ...found.dto, status: found.row.status === 'sent' || found.row.status === 'pending' ? 'viewed' : found.dto.status };
  }
  return found.dto;
}

interface Party {
  proposalId: number;
  title: string;
  agencyName: string;
  contactEmail: string;
  travelerName: string;
}

async function partyOf(tx: Tx, proposalId: number): Promise<Party> {
  const [row] = await tx
    .select({ p: s.proposals, lead: s.leads, agent: s.agents })
    .from(s.proposals)
    .innerJoin(s.leads, eq(s.leads.id, s.proposals.leadId))
    .innerJoin(s.agents, eq(s.agents.id, s.proposals.agentId))
    .where(eq(s.proposals.id, proposalId));
  if (!row) throw notFound('Proposal');
  return {
    proposalId,
    title: row.p.title,
    agencyName: row.agent.agencyName,
    contactEmail: row.agent.contactEmail,
    travelerName: toRecentLead(row.lead).name,
  };
}

/**
 * Moves an open proposal to accepted or declined with one conditional UPDATE; anything else is refused.
 * The traveller decided on the last sent version: `sent` puts it back in the row, dropping an unsent revision.
 */
async function decide(tx: Tx, proposalId: number, status: 'accepted' | 'declined', reason: string | null, now: Date, sent?: s.ProposalContent) {
  const restore = sent
    ? {
        title: sent.title,
        summary: sent.summary,
        itinerary: sent.itinerary,
        pricePerPersonCents: sent.pricePerPersonCents,
        totalPriceCents: sent.totalPriceCents,
        included: sent.included,
        excluded: sent.excluded,
        validUntil: sent.validUntil,
        experienceIds: sent.experienceIds,
      }
    : {};
  const [row] = await tx
    .update(s.proposals)
    .set({ ...restore, status, declineReason: status === 'declined' ? reason : null, decidedAt: now, updatedAt: now })
    .where(and(eq(s.proposals.id, proposalId), inArray(s.proposals.status, OPEN)))
    .returning();
  return row;
}

export async function acceptProposal(db: DbOrTx, mail: MailContext, travelerId: string, proposalId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await findTravelerProposal(tx, travelerId, proposalId);
    // Two accepts of one enquiry at once: the enquiry's leads are locked in one order, so they run one after the other.
    const [own] = await tx.select({ enquiryKey: s.leads.enquiryKey }).from(s.leads).where(eq(s.leads.id, found.leadId));
    await tx.select({ id: s.leads.id }).from(s.leads).where(and(eq(s.leads.travelerId, travelerId), eq(s.leads.enquiryKey, own!.enquiryKey))).orderBy(asc(s.leads.id)).for('update');
    if (found.dto.valid_until && found.dto.valid_until < now.toISOString().slice(0, 10)) throw invalidTransition('This proposal is no longer valid; ask the agent for an update');
    const accepted = await decide(tx, proposalId, 'accepted', null, now, found.content);
    if (!accepted) throw invalidTransition(`A ${found.row.status} proposal cannot be accepted`);
    const [lead] = await tx.update(s.leads).set({ status: 'won', updatedAt: now }).where(eq(s.leads.id, found.leadId)).returning();
    const party = await partyOf(tx, proposalId);
    await mail.outbox.record(tx, proposalDecisionMail({ ...party, to: party.contactEmail, outcome: 'accepted', reason: null, base: mail.publicBaseUrl }));

    // The same enquiry's other open proposals (other agents, or a second one of the same agent) are closed.
    const siblings = await tx
      .select({ id: s.proposals.id, leadId: s.proposals.leadId })
      .from(s.proposals)
      .innerJoin(s.leads, eq(s.leads.id, s.proposals.leadId))
      .where(and(eq(s.leads.travelerId, travelerId), eq(s.leads.enquiryKey, lead!.enquiryKey), ne(s.proposals.id, proposalId), inArray(s.proposals.status, OPEN)));
    for (const sibling of siblings) {
      if (!(await decide(tx, sibling.id, 'declined', CHOSE_ANOTHER, now))) continue;
      if (sibling.leadId !== found.leadId) {
        await tx
          .update(s.leads)
          .set({ status: 'lost', lostReason: CHOSE_ANOTHER, updatedAt: now })
          .where(and(eq(s.leads.id, sibling.leadId!), inArray(s.leads.status, ['new', 'contacted', 'proposal_sent'])));
      }
      const other = await partyOf(tx, sibling.id);
      await mail.outbox.record(tx, proposalDecisionMail({ ...other, to: other.contactEmail, outcome: 'chose-another', reason: null, base: mail.publicBaseUrl }));
    }
  });
}

export async function declineProposal(db: DbOrTx, mail: MailContext, travelerId: string, proposalId: number, reason: string | null, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await findTravelerProposal(tx, travelerId, proposalId);
    const declined = await decide(tx, proposalId, 'declined', reason, now, found.content);
    if (!declined) throw invalidTransition(`A ${found.row.status} proposal cannot be declined`);
    // The lead is lost once none of its proposals is still open for the traveller.
    const open = await tx.select({ id: s.proposals.id }).from(s.proposals).where(and(eq(s.proposals.leadId, found.leadId), inArray(s.proposals.status, [...OPEN, 'draft'])));
    if (open.length === 0) {
      await tx
        .update(s.leads)
        .set({ status: 'lost', lostReason: reason ?? 'The traveller declined the proposal', updatedAt: now })
        .where(and(eq(s.leads.id, found.leadId), eq(s.leads.status, 'proposal_sent')));
    }
    const party = await partyOf(tx, proposalId);
    await mail.outbox.record(tx, proposalDecisionMail({ ...party, to: party.contactEmail, outcome: 'declined', reason, base: mail.publicBaseUrl }));
  });
}
