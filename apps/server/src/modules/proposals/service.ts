/**
 * Proposals: the agent writes a draft for one of its leads, sends it (a numbered version the traveller sees),
 * and may revise it (pending) and send again. Status moves only along the allowed transitions; every change is
 * one conditional UPDATE so two concurrent requests cannot both succeed.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { CreateProposalBody, Proposal, ProposalContentDto, ProposalResponse, ProposalStatus, UpdateProposalBody } from '@safari/contract';
import { ERROR_CODES } from '@safari/contract';
import type { DbOrTx } from '../../db/client.js';
import * as s from '../../db/schema.js';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.js';
import type { MailContext } from '../../lib/mail-outbox.js';
import { proposalSentMail } from '../mail/proposal-templates.js';
import { issueTripLink } from '../trip/tokens.js';
import { findOwnLead } from '../leads/service.js';
import { toRecentLead } from '../portal/service.js';

type ProposalRow = typeof s.proposals.$inferSelect;

export const invalidTransition = (message: string) => new AppError(ERROR_CODES.invalidTransition, message);

/** The agent may edit drafts and revisions; editing a sent or viewed one starts a revision (pending). */
const EDITABLE: readonly ProposalStatus[] = ['draft', 'pending', 'sent', 'viewed'];
const SENDABLE: readonly ProposalStatus[] = ['draft', 'pending'];

export async function findOwnProposal(db: DbOrTx, agentId: number, id: number): Promise<ProposalRow> {
  const [row] = await db.select().from(s.proposals).where(eq(s.proposals.id, id));
  if (!row) throw notFound('Proposal');
  if (row.agentId !== agentId) throw forbidden('You can only see your own proposals');
  return row;
}

export function contentOf(p: ProposalRow): s.ProposalContent {
  return {
    title: p.title,
    summary: p.summary,
    itinerary: p.itinerary,
    pricePerPersonCents: p.pricePerPersonCents,
    totalPriceCents: p.totalPriceCents,
    included: p.included,
    excluded: p.excluded,
    validUntil: p.validUntil,
    experienceIds: p.experienceIds,
  };
}

export function toContentDto(c: s.ProposalContent): ProposalContentDto {
  return {
    title: c.title,
    summary: c.summary,
    itinerary: c.itinerary.map((d) => ({ day: d.day, place: d.place, activities: d.activities, lodging: d.lodging, meals: d.meals })),
    price_per_person_cents: c.pricePerPersonCents,
    total_price_cents: c.totalPriceCents,
    included: c.included,
    excluded: c.excluded,
    valid_until: c.validUntil,
    experience_ids: c.experienceIds,
  };
}

export function toProposalDto(p: ProposalRow): Proposal {
  return {
    ...toContentDto(contentOf(p)),
    id: p.id,
    lead_id: p.leadId,
    status: p.status as ProposalStatus,
    decline_reason: p.declineReason,
    current_version: p.currentVersion,
    sent_at: p.sentAt?.toISOString() ?? null,
    viewed_at: p.viewedAt?.toISOString() ?? null,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

/** Only the agent's own published or draft experiences may be attached. */
async function checkExperiences(db: DbOrTx, agentId: number, ids: number[] | undefined): Promise<void> {
  if (!ids?.length) return;
  const unique = [...new Set(ids)];
  const own = await db.select({ id: s.experiences.id }).from(s.experiences).where(and(inArray(s.experiences.id, unique), eq(s.experiences.agentId, agentId)));
  if (own.length !== unique.length) throw badRequest('experience_ids: only your own experiences can be added');
}

function fieldsOf(body: UpdateProposalBody) {
  return {
    ...(body.title !== undefined ? { title: body.title } : {}),
    ...(body.summary !== undefined ? { summary: body.summary } : {}),
    ...(body.itinerary !== undefined ? { itinerary: [...body.itinerary].sort((a, b) => a.day - b.day) } : {}),
    ...(body.price_per_person_cents !== undefined ? { pricePerPersonCents: body.price_per_person_cents } : {}),
    ...(body.total_price_cents !== undefined ? { totalPriceCents: body.total_price_cents } : {}),
    ...(body.included !== undefined ? { included: body.included } : {}),
    ...(body.excluded !== undefined ? { excluded: body.excluded } : {}),
    ...(body.valid_until !== undefined ? { validUntil: body.valid_until } : {}),
    ...(body.experience_ids !== undefined ? { experienceIds: [...new Set(body.experience_ids)] } : {}),
  };
}

export async function createProposal(db: DbOrTx, agentId: number, body: CreateProposalBody): Promise<Proposal> {
  const lead = await findOwnLead(db, agentId, body.lead_id);
  if (lead.status === 'archived' || lead.status === 'lost') throw invalidTransition(`A ${lead.status} lead cannot get a new proposal`);
  await checkExperiences(db, agentId, body.experience_ids);
  const [row] = await db
    .insert(s.proposals)
    .values({ agentId, leadId: lead.id, status: 'draft', ...fieldsOf(body), title: body.title })
    .returning();
  return toProposalDto(row!);
}

export async function updateProposal(db: DbOrTx, agentId: number, id: number, body: UpdateProposalBody, now: Date): Promise<Proposal> {
  const current = await findOwnProposal(db, agentId, id);
  if (!EDITABLE.includes(current.status as ProposalStatus)) throw invalidTransition(`An ${current.status} proposal can no longer be changed`);
  await checkExperiences(db, agentId, body.experience_ids);
  const status = current.status === 'sent' || current.status === 'viewed' ? 'pending' : current.status;
  const [row] = await db
    .update(s.proposals)
    .set({ ...fieldsOf(body), status, updatedAt: now })
    .where(and(eq(s.proposals.id, id), inArray(s.proposals.status, [...EDITABLE])))
    .returning();
  if (!row) throw invalidTransition('The proposal changed meanwhile; reload it');
  return toProposalDto(row);
}

export async function listProposals(db: DbOrTx, agentId: number, filter: { status?: ProposalStatus; lead_id?: number }) {
  const conditions = [eq(s.proposals.agentId, agentId)];
  if (filter.status) conditions.push(eq(s.proposals.status, filter.status));
  if (filter.lead_id) conditions.push(eq(s.proposals.leadId, filter.lead_id));
  const rows = await db
    .select({ p: s.proposals, contact: s.leads.contact })
    .from(s.proposals)
    .leftJoin(s.leads, eq(s.leads.id, s.proposals.leadId))
    .where(and(...conditions))
    .orderBy(desc(s.proposals.updatedAt), desc(s.proposals.id))
    .limit(500);
  return rows.map(({ p, contact }) => ({
    id: p.id,
    lead_id: p.leadId,
    title: p.title,
    status: p.status as ProposalStatus,
    traveler_name: contact ? toRecentLead({ id: 0, contact, preferences: null, createdAt: p.createdAt }).name : null,
    total_price_cents: p.totalPriceCents,
    updated_at: p.updatedAt.toISOString(),
  }));
}

export async function getProposal(db: DbOrTx, agentId: number, id: number): Promise<ProposalResponse> {
  const p = await findOwnProposal(db, agentId, id);
  const versions = await db.select().from(s.proposalVersions).where(eq(s.proposalVersions.proposalId, p.id)).orderBy(desc(s.proposalVersions.version));
  return {
    proposal: toProposalDto(p),
    versions: versions.map((v) => ({ version: v.version, sent_at: v.sentAt.toISOString(), content: toContentDto(v.content) })),
  };
}

/**
 * Sends a draft or a revision: records the next version, marks the lead proposal_sent and e-mails the traveller
 * the trip-page link, all in one transaction.
 */
export async function sendProposal(db: DbOrTx, mail: MailContext, agentId: number, id: number, now: Date): Promise<ProposalResponse> {
  await db.transaction(async (tx) => {
    const current = await findOwnProposal(tx, agentId, id);
    if (!SENDABLE.includes(current.status as ProposalStatus)) throw invalidTransition(`A ${current.status} proposal cannot be sent`);
    if (!current.leadId) throw invalidTransition('This proposal has no lead to send it to');
    if (current.itinerary.length === 0) throw badRequest('Add at least one day to the itinerary before sending', ['itinerary: at least one day is required']);
    const version = current.currentVersion + 1;
    const [sent] = await tx
      .update(s.proposals)
      .set({ status: 'sent', currentVersion: version, sentAt: now, updatedAt: now })
      .where(and(eq(s.proposals.id, id), inArray(s.proposals.status, [...SENDABLE]), eq(s.proposals.currentVersion, current.currentVersion)))
      .returning();
    if (!sent) throw invalidTransition('The proposal changed meanwhile; reload it');
    await tx.insert(s.proposalVersions).values({ proposalId: id, version, content: contentOf(sent), sentAt: now });
    const [lead] = await tx
      .select({ lead: s.leads, email: s.travelers.email, firstName: s.travelers.firstName, agencyName: s.agents.agencyName })
      .from(s.leads)
      .innerJoin(s.travelers, eq(s.travelers.id, s.leads.travelerId))
      .innerJoin(s.agents, eq(s.agents.id, s.leads.agentId))
      .where(eq(s.leads.id, current.leadId));
    if (!lead) throw notFound('Lead');
    await tx
      .update(s.leads)
      .set({ status: 'proposal_sent', contactedAt: lead.lead.contactedAt ?? now, updatedAt: now })
      .where(and(eq(s.leads.id, lead.lead.id), inArray(s.leads.status, ['new', 'contacted'])));
    const tripUrl = await issueTripLink(tx, lead.lead.travelerId, mail.publicBaseUrl);
    await mail.outbox.record(
      tx,
      proposalSentMail({ to: lead.email, firstName: lead.firstName, agencyName: lead.agencyName, title: sent.title, revised: version > 1, tripUrl }),
    );
  });
  return getProposal(db, agentId, id);
}
