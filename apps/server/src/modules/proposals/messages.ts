/**
 * The thread between a traveller and one agent about one proposal. Only these two parties can read it:
 * the agent through its own proposal, the traveller through a trip token of the lead's traveller.
 * Each message notifies the other side by e-mail (through the outbox, in the message's transaction).
 */
import { asc, eq } from 'drizzle-orm';
import type { ProposalMessage } from '@safari/contract';
import type { DbOrTx } from '../../db/client.js';
import * as s from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import type { MailContext } from '../../lib/mail-outbox.js';
import { messageToAgentMail, messageToTravelerMail } from '../mail/proposal-templates.js';
import { issueTripLink } from '../trip/tokens.js';
import { toRecentLead } from '../portal/service.js';
import { invalidTransition } from './service.js';

const toDto = (m: typeof s.proposalMessages.$inferSelect): ProposalMessage => ({
  id: m.id,
  sender: m.sender as ProposalMessage['sender'],
  body: m.body,
  created_at: m.createdAt.toISOString(),
});

export async function listMessages(db: DbOrTx, proposalId: number): Promise<ProposalMessage[]> {
  const rows = await db.select().from(s.proposalMessages).where(eq(s.proposalMessages.proposalId, proposalId)).orderBy(asc(s.proposalMessages.createdAt), asc(s.proposalMessages.id));
  return rows.map(toDto);
}

/** Callers have checked that `sender` may write on this proposal; here: it must have reached the traveller. */
export async function postMessage(
  db: DbOrTx,
  mail: MailContext,
  proposalId: number,
  sender: 'traveler' | 'agent',
  body: string,
  now: Date,
): Promise<ProposalMessage> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ p: s.proposals, lead: s.leads, traveler: s.travelers, agent: s.agents })
      .from(s.proposals)
      .innerJoin(s.leads, eq(s.leads.id, s.proposals.leadId))
      .innerJoin(s.travelers, eq(s.travelers.id, s.leads.travelerId))
      .innerJoin(s.agents, eq(s.agents.id, s.proposals.agentId))
      .where(eq(s.proposals.id, proposalId));
    if (!row) throw notFound('Proposal');
    if (row.p.currentVersion === 0) throw invalidTransition('Messages open once the proposal has been sent');
    const [message] = await tx.insert(s.proposalMessages).values({ proposalId, sender, body, createdAt: now }).returning();
    if (sender === 'agent') {
      const tripUrl = await issueTripLink(tx, row.traveler.id, mail.publicBaseUrl);
      await mail.outbox.record(tx, messageToTravelerMail({ to: row.traveler.email, firstName: row.traveler.firstName, agencyName: row.agent.agencyName, title: row.p.title, body, tripUrl }));
    } else {
      const travelerName = toRecentLead({ id: row.lead.id, contact: row.lead.contact, preferences: null, createdAt: row.lead.createdAt }).name;
      await mail.outbox.record(
        tx,
        messageToAgentMail({ to: row.agent.contactEmail, agencyName: row.agent.agencyName, travelerName, title: row.p.title, body, proposalId, base: mail.publicBaseUrl }),
      );
    }
    return toDto(message!);
  });
}
