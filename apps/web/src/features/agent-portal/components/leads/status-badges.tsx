import type { LeadStatus } from '@safari/contract';
import { proposalBadgeClass } from '../../dashboard-stats';
import { LEAD_STATUS_LABELS, replyTime, type ReplyTime } from '../../leads/lead-format';

const LEAD_BADGES: Record<LeadStatus, string> = {
  new: 'bg-amber-100 text-amber-900 ring-amber-200',
  contacted: 'bg-sky-100 text-sky-900 ring-sky-200',
  proposal_sent: 'bg-indigo-100 text-indigo-900 ring-indigo-200',
  won: 'bg-emerald-100 text-emerald-900 ring-emerald-200',
  lost: 'bg-rose-100 text-rose-900 ring-rose-200',
  archived: 'bg-stone-100 text-stone-600 ring-stone-300',
};

const badge = 'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1';

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return <span className={`${badge} ${LEAD_BADGES[status]}`}>{LEAD_STATUS_LABELS[status]}</span>;
}

/** agent-side.md §4: accepted, viewed, sent, draft and pending have their own style; any other value is neutral. */
export function ProposalStatusBadge({ status }: { status: string }) {
  return <span className={`${badge} capitalize ${proposalBadgeClass(status)}`}>{status}</span>;
}

const TONES: Record<ReplyTime['tone'], string> = {
  ok: 'text-stone-600',
  soon: 'text-amber-800',
  overdue: 'font-semibold text-rose-700',
};

/** The time left to the 24-hour reply promise; overdue leads stand out in red with a clock. */
export function ReplyIndicator({ lead }: { lead: Parameters<typeof replyTime>[0] }) {
  const time = replyTime(lead);
  if (!time) return null;
  return (
    <span className={`inline-flex items-center gap-1 text-xs ${TONES[time.tone]}`} data-testid="reply-time" data-tone={time.tone}>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-3.5 w-3.5" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="10" cy="10" r="7.5" />
        <path d="M10 6v4l2.5 2" strokeLinecap="round" />
      </svg>
      {time.label}
    </span>
  );
}
