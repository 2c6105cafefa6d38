/**
 * Every e-mail the product sends, built in one place: services record them through the mail outbox
 * (lib/mail-outbox.ts) in the transaction of the change that causes them; one worker delivers them.
 */
import { LENGTH_OF_STAY_OPTIONS, formatPerPerson, routes, type TravelerPreferences } from '@safari/contract';
import escapeHtml from 'escape-html';
import type { MailMessage } from '../../lib/mail.js';

export interface LeadContact {
  first_name: string | null;
  last_name: string | null;
  email: string;
  phone: string | null;
  whatsapp_contact: string | null;
  instagram_username: string | null;
}

export interface EnquiryNotice {
  travelerId: string;
  inquiryNumber: string;
  contact: LeadContact;
  preferences: TravelerPreferences;
  /** The enquired experience with its place and country, so the agent knows where this enquiry is for. */
  experience: { id: number; name: string; place: string | null; country: string | null } | null;
  /** Only leads created by this request: a replay or a reused lead sends nothing. */
  newLeads: Array<{ agencyName: string; contactEmail: string; matchReason: string | null }>;
  /** The traveller's private trip page (in every e-mail the traveller receives). */
  tripUrl: string;
}

export const fullName = (c: LeadContact) => [c.first_name, c.last_name].filter(Boolean).join(' ');
/** User-typed values end up in subjects: no line breaks there. */
export const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, ' ').trim();

function joinNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** A block of text paragraphs as plain text and as escaped HTML, so both versions always say the same. */
export type Block = { kind: 'p'; text: string } | { kind: 'list'; items: string[] } | { kind: 'link'; label: string; url: string } | { kind: 'h'; text: string };

export function render(blocks: Block[]): { text: string; html: string } {
  const text = blocks
    .map((b) => {
      if (b.kind === 'list') return b.items.map((i) => `- ${i}`).join('\n');
      if (b.kind === 'link') return `${b.label}: ${b.url}`;
      return b.text;
    })
    .join('\n\n');
  const body = blocks
    .map((b) => {
      if (b.kind === 'h') return `<h2 style="font-size:18px;margin:24px 0 8px">${escapeHtml(b.text)}</h2>`;
      if (b.kind === 'list') return `<ul>${b.items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
      if (b.kind === 'link') return `<p><a href="${escapeHtml(b.url)}" style="color:#065f46">${escapeHtml(b.label)}</a></p>`;
      return `<p>${escapeHtml(b.text)}</p>`;
    })
    .join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1c1917;line-height:1.5;max-width:600px">\n${body}\n</body></html>`;
  return { text: `${text}\n`, html };
}

/** The stored comma-separated trip types as a readable list ('Nature & Wildlife, Gorilla Tours'). */
const tripTypeList = (value: string | null | undefined) =>
  (value ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)
    .join(', ');

/** 'Serengeti Migration Safari (Serengeti, Tanzania)'. */
const experienceWithPlace = (e: NonNullable<EnquiryNotice['experience']>) => {
  const where = [e.place, e.country].filter(Boolean).join(', ');
  return where ? `${e.name} (${where})` : e.name;
};

function describeTrip(p: TravelerPreferences): string[] {
  const stay = p.length_of_stay ? LENGTH_OF_STAY_OPTIONS.find((o) => o.value === p.length_of_stay)?.label ?? `${p.length_of_stay} weeks` : null;
  const when = p.travel_window ?? ([p.travel_month, p.travel_year].filter(Boolean).join(' ') || null);
  const travellers = `${p.number_of_travelers ?? p.number_of_adults + p.number_of_children} (${p.number_of_adults} adult${p.number_of_adults === 1 ? '' : 's'}, ${p.number_of_children} child${p.number_of_children === 1 ? '' : 'ren'})`;
  return [
    `Destinations: ${p.preferred_destinations.length ? p.preferred_destinations.join(', ') : 'not specified'}`,
    `Trip types: ${tripTypeList(p.preferred_trip_type) || 'not specified'}`,
    `Budget: ${formatPerPerson(p.ideal_budget) ?? 'not specified'}`,
    `Travel dates: ${when ?? 'not specified'}${stay ? `, ${stay}` : ''}`,
    `Travellers: ${travellers}`,
  ];
}

export function travelerEnquiryMail(notice: EnquiryNotice, publicBaseUrl: string): MailMessage {
  const { contact, inquiryNumber, experience, newLeads } = notice;
  const agencies = joinNames(newLeads.map((l) => l.agencyName));
  const blocks: Block[] = [
    { kind: 'p', text: `Hello ${contact.first_name || 'there'},` },
    { kind: 'p', text: `Thank you for your enquiry. Your reference number is ${inquiryNumber}.` },
  ];
  if (experience) blocks.push({ kind: 'p', text: `You enquired about: ${experience.name}.` });
  blocks.push({
    kind: 'p',
    text: agencies
      ? `We have passed your trip wishes to ${agencies}, ${newLeads.length === 1 ? 'a local travel agent who knows' : 'local travel agents who know'} the destination well.`
      : 'We are finding the right local travel agent for your trip.',
  });
  blocks.push(
    { kind: 'h', text: 'Next steps' },
    {
      kind: 'list',
      items: [
        'Your local agent will contact you within 24 hours to plan your trip together.',
        'If there is no reply, you will hear from an agent within 48 hours.',
        `Please mention your reference number ${inquiryNumber} when you get in touch.`,
      ],
    },
    { kind: 'link', label: 'Your trip page: proposals, messages and your enquiries', url: notice.tripUrl },
    { kind: 'link', label: 'Explore experiences recommended for you', url: `${publicBaseUrl}${routes.recommendations(notice.travelerId)}` },
    { kind: 'link', label: 'Update your preferences', url: `${publicBaseUrl}${routes.preferences}` },
    { kind: 'p', text: 'Safari Marketplace' },
  );
  return {
    to: contact.email,
    subject: `Your enquiry ${inquiryNumber}: next steps`,
    kind: 'traveler-enquiry',
    ...render(blocks),
  };
}

export function agentNewLeadMail(notice: EnquiryNotice, lead: EnquiryNotice['newLeads'][number], publicBaseUrl: string): MailMessage {
  const { contact, inquiryNumber, experience, preferences } = notice;
  const name = fullName(contact) || contact.email;
  const contactLines = [
    `Name: ${name}`,
    `E-mail: ${contact.email}`,
    `Phone: ${contact.phone ?? 'not given'}`,
    `WhatsApp: ${contact.whatsapp_contact ?? 'not given'}`,
    `Instagram: ${contact.instagram_username ?? 'not given'}`,
  ];
  const blocks: Block[] = [
    { kind: 'p', text: `Hello ${lead.agencyName},` },
    {
      kind: 'p',
      text: experience
        ? `${name} has enquired about your experience "${experience.name}" (reference ${inquiryNumber}).`
        : `${name} is looking for a local agent and was matched with you (reference ${inquiryNumber}).`,
    },
  ];
  if (lead.matchReason) blocks.push({ kind: 'p', text: `Why you: ${lead.matchReason}.` });
  blocks.push(
    { kind: 'h', text: 'Contact details' },
    { kind: 'list', items: contactLines },
    { kind: 'h', text: 'Trip wishes' },
    { kind: 'list', items: [...describeTrip(preferences), ...(experience ? [`Experience: ${experienceWithPlace(experience)}`] : [])] },
    { kind: 'p', text: 'The traveller has been told to expect your reply within 24 hours.' },
    { kind: 'link', label: 'Sign in to your agent portal', url: `${publicBaseUrl}${routes.agent.login}` },
  );
  return {
    to: lead.contactEmail,
    subject: oneLine(`New enquiry ${inquiryNumber} from ${name}`),
    kind: 'agent-new-lead',
    ...render(blocks),
  };
}

/** The confirmation to the traveller and a new-lead notice to each newly addressed agent. */
export function enquiryMails(notice: EnquiryNotice, publicBaseUrl: string): MailMessage[] {
  return [travelerEnquiryMail(notice, publicBaseUrl), ...notice.newLeads.map((lead) => agentNewLeadMail(notice, lead, publicBaseUrl))];
}

// ---------------------------------------------------------------- agent applications and accounts

export function applicationReceivedMail(
  a: { contactPersonName: string | null; companyName: string | null; inquiryNumber: string; contactEmail: string },
  publicBaseUrl: string,
): MailMessage {
  const name = a.contactPersonName ?? 'there';
  const text = [
    `Hello ${name},`,
    '',
    `Thank you for applying to become a partner agent with ${a.companyName ?? 'your agency'}.`,
    `Your application number is ${a.inquiryNumber}.`,
    '',
    'What happens next:',
    '1. Our team reviews your application within 3 to 5 business days.',
    '2. We invite you to a short video call to get to know you.',
    '3. If approved, we onboard you and e-mail you a link to set up your password for the agent portal.',
    '',
    'There are no signup fees; a commission per booking is agreed later.',
    '',
    `Agency terms: ${publicBaseUrl}${routes.agencyTerms}`,
  ].join('\n');
  return { to: a.contactEmail, subject: `We received your application ${a.inquiryNumber}`, text, kind: 'application-received' };
}

export function applicationRejectedMail(a: { contactEmail: string; contactPersonName: string | null; inquiryNumber: string }, reason: string): MailMessage {
  return {
    to: a.contactEmail,
    subject: `Your partner application ${a.inquiryNumber}`,
    text: [
      `Hello ${a.contactPersonName ?? 'there'},`,
      '',
      `Thank you for your interest in becoming a partner agent. After reviewing application ${a.inquiryNumber}, we are unable to approve it at this time.`,
      '',
      `Reason: ${reason}`,
      '',
      'If you have questions, reply to this e-mail.',
    ].join('\n'),
    kind: 'application-rejected',
  };
}

export function setupLink(publicBaseUrl: string, token: string, email: string): string {
  return `${publicBaseUrl}${routes.agent.setupPasswordLink(token, email)}`;
}

export function resetLink(publicBaseUrl: string, token: string): string {
  return `${publicBaseUrl}${routes.agent.resetPasswordLink(token)}`;
}

export function setupMail(opts: { to: string; agencyName: string; link: string; approval: boolean }): MailMessage {
  const intro = opts.approval
    ? [`Good news: your application for ${opts.agencyName} has been approved.`, '', 'Set up your password to sign in to the agent portal:']
    : ['Here is a new link to set up your password for the agent portal:'];
  return {
    to: opts.to,
    subject: opts.approval ? 'Your partner application is approved' : 'Set up your agent portal password',
    text: [...intro, opts.link, '', 'The link works once and expires in 72 hours. If it has expired, sign in with your e-mail and we will send a new one.'].join('\n'),
    kind: opts.approval ? 'application-approved' : 'password-setup',
  };
}

/** The administrator invites an agent it created: the same single-use setup link as an approval. */
export function invitationMail(opts: { to: string; agencyName: string; link: string }): MailMessage {
  return {
    to: opts.to,
    subject: `You are invited to the Safari Marketplace agent portal`,
    text: [
      `${opts.agencyName} is now listed on Safari Marketplace. Set up your password to sign in to the agent portal, where you answer travellers' enquiries and keep your profile and experiences up to date:`,
      opts.link,
      '',
      'The link works once and expires in 72 hours. If it has expired, sign in with your e-mail and we will send a new one.',
    ].join('\n'),
    kind: 'agent-invitation',
  };
}

export function resetMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your agent portal password',
    text: [
      'We received a request to reset the password of your agent portal account.',
      '',
      'Choose a new password here (the link works once and expires in 1 hour):',
      link,
      '',
      'If you did not ask for this, ignore this e-mail: your password stays the same.',
    ].join('\n'),
    kind: 'password-reset',
  };
}
