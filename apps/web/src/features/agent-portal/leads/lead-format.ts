import { LEAD_STATUSES, type LeadStatus, type LeadSummary } from '@safari/contract';

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  proposal_sent: 'Proposal sent',
  won: 'Won',
  lost: 'Lost',
  archived: 'Archived',
};

/** The inbox's status filter: every status, in the order a lead moves through them. */
export const LEAD_FILTERS: { value: LeadStatus | undefined; label: string }[] = [
  { value: undefined, label: 'All' },
  ...LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] })),
];

export const isLeadStatus = (v: string | null): v is LeadStatus => v !== null && (LEAD_STATUSES as readonly string[]).includes(v);

const SOURCE_LABELS: Record<string, string> = {
  onboarding: 'Trip wizard',
  enquire: 'Enquiry',
  match: 'Matched by us',
  ai_chat: 'AI chat',
  escalation: 'Passed on after 48 h',
};
export const leadSourceLabel = (source: string) => SOURCE_LABELS[source] ?? source;

export interface ReplyTime {
  label: string;
  tone: 'ok' | 'soon' | 'overdue';
}

const span = (seconds: number) => {
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  // Hours up to two days (the promise is counted in hours: "24 h", "Reply overdue by 26 h"), days beyond.
  if (hours < 48) return rest ? `${hours} h ${rest} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return `${days} d ${hours % 24} h`;
};

/**
 * The time left to the 24-hour reply promise, from the server's count: null once the lead has been answered.
 * Under three hours left is 'soon'; past the promise it is 'overdue' and says by how long.
 */
export function replyTime(lead: Pick<LeadSummary, 'reply_seconds_left' | 'overdue'>): ReplyTime | null {
  const left = lead.reply_seconds_left;
  if (left === null) return null;
  if (lead.overdue || left <= 0) return { label: `Reply overdue by ${span(-left)}`, tone: 'overdue' };
  return { label: `Reply within ${span(left)}`, tone: left < 3 * 3600 ? 'soon' : 'ok' };
}
