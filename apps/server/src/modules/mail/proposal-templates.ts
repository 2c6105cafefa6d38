/**
 * E-mails of the lead → proposal → decision loop (issue 11). Built like every other message (templates.ts);
 * services record them through the outbox in the change's transaction. Every mail to a traveller carries the
 * trip-page link; mails to agents link to the portal, never to the traveller's page.
 */
import { routes } from '@safari/contract';
import type { MailMessage } from '../../lib/mail.js';
import { oneLine, render, type Block } from './templates.js';

const SIGNATURE: Block = { kind: 'p', text: 'Safari Marketplace' };
const portal = (base: string, proposalId?: number) => `${base}${proposalId ? routes.agent.proposal(proposalId) : routes.agent.leads}`;

export function proposalSentMail(o: { to: string; firstName: string | null; agencyName: string; title: string; revised: boolean; tripUrl: string }): MailMessage {
  return {
    to: o.to,
    subject: oneLine(o.revised ? `${o.agencyName} updated their proposal: ${o.title}` : `${o.agencyName} sent you a proposal: ${o.title}`),
    kind: 'traveler-proposal',
    ...render([
      { kind: 'p', text: `Hello ${o.firstName || 'there'},` },
      { kind: 'p', text: o.revised ? `${o.agencyName} has revised their proposal "${o.title}".` : `${o.agencyName} has written a proposal for your trip: "${o.title}".` },
      { kind: 'p', text: 'Open your trip page to read it day by day, compare it with other proposals, ask a question, or accept it.' },
      { kind: 'link', label: 'Open your trip page', url: o.tripUrl },
      SIGNATURE,
    ]),
  };
}

export function messageToTravelerMail(o: { to: string; firstName: string | null; agencyName: string; title: string; body: string; tripUrl: string }): MailMessage {
  return {
    to: o.to,
    subject: oneLine(`New message from ${o.agencyName} about "${o.title}"`),
    kind: 'traveler-message',
    ...render([
      { kind: 'p', text: `Hello ${o.firstName || 'there'},` },
      { kind: 'p', text: `${o.agencyName} wrote about their proposal "${o.title}":` },
      { kind: 'p', text: o.body },
      { kind: 'link', label: 'Reply on your trip page', url: o.tripUrl },
      SIGNATURE,
    ]),
  };
}

export function messageToAgentMail(o: { to: string; agencyName: string; travelerName: string; title: string; body: string; proposalId: number; base: string }): MailMessage {
  return {
    to: o.to,
    subject: oneLine(`New message from ${o.travelerName} about "${o.title}"`),
    kind: 'agent-message',
    ...render([
      { kind: 'p', text: `Hello ${o.agencyName},` },
      { kind: 'p', text: `${o.travelerName} wrote about your proposal "${o.title}":` },
      { kind: 'p', text: o.body },
      { kind: 'link', label: 'Answer in your agent portal', url: portal(o.base, o.proposalId) },
    ]),
  };
}

export function proposalDecisionMail(o: {
  to: string;
  agencyName: string;
  travelerName: string;
  title: string;
  outcome: 'accepted' | 'declined' | 'chose-another';
  reason: string | null;
  proposalId: number;
  base: string;
}): MailMessage {
  const lines: Record<typeof o.outcome, string> = {
    accepted: `Good news: ${o.travelerName} accepted your proposal "${o.title}". Get in touch to confirm the booking.`,
    declined: `${o.travelerName} declined your proposal "${o.title}".`,
    'chose-another': `${o.travelerName} chose another offer for this trip, so your proposal "${o.title}" is closed. Thank you for your work on it.`,
  };
  const subjects: Record<typeof o.outcome, string> = {
    accepted: `Proposal accepted: ${o.title}`,
    declined: `Proposal declined: ${o.title}`,
    'chose-another': `The traveller chose another offer: ${o.title}`,
  };
  const blocks: Block[] = [{ kind: 'p', text: `Hello ${o.agencyName},` }, { kind: 'p', text: lines[o.outcome] }];
  if (o.reason) blocks.push({ kind: 'p', text: `Reason given: ${o.reason}` });
  blocks.push({ kind: 'link', label: 'Open the proposal', url: portal(o.base, o.proposalId) });
  return { to: o.to, subject: oneLine(subjects[o.outcome]), kind: `agent-proposal-${o.outcome}`, ...render(blocks) };
}

export function leadReminderMail(o: { to: string; agencyName: string; travelerName: string; inquiryNumber: string; base: string }): MailMessage {
  return {
    to: o.to,
    subject: oneLine(`Reminder: ${o.travelerName} is waiting for your reply (${o.inquiryNumber})`),
    kind: 'agent-lead-reminder',
    ...render([
      { kind: 'p', text: `Hello ${o.agencyName},` },
      { kind: 'p', text: `${o.travelerName} enquired 24 hours ago (reference ${o.inquiryNumber}) and was promised a reply within 24 hours.` },
      { kind: 'p', text: 'Please get in touch now and mark the lead as contacted. After 48 hours without contact, another agent is asked to help.' },
      { kind: 'link', label: 'Open your leads', url: portal(o.base) },
    ]),
  };
}

export function escalationTravelerMail(o: { to: string; firstName: string | null; inquiryNumber: string; agencyName: string; tripUrl: string }): MailMessage {
  return {
    to: o.to,
    subject: `Your enquiry ${o.inquiryNumber}: another local expert is on it`,
    kind: 'traveler-escalation',
    ...render([
      { kind: 'p', text: `Hello ${o.firstName || 'there'},` },
      { kind: 'p', text: `We are sorry you have not heard back yet. We have also passed your trip wishes to ${o.agencyName}, who will contact you within 24 hours.` },
      { kind: 'link', label: 'Your trip page: proposals, messages and your enquiries', url: o.tripUrl },
      SIGNATURE,
    ]),
  };
}
