import { LIMITS, type RecentProposal } from '@safari/contract';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Accepted ÷ total proposals of the last 90 days as a whole percent, '–' when there are none (agent-side.md §5). */
export function winRate(proposals: RecentProposal[], now = Date.now()): string {
  const since = now - LIMITS.winRateWindowDays * DAY_MS;
  const recent = proposals.filter((p) => {
    const t = Date.parse(p.updated_at);
    return Number.isNaN(t) || t >= since;
  });
  if (recent.length === 0) return '–';
  const accepted = recent.filter((p) => p.status === 'accepted').length;
  return `${Math.round((accepted / recent.length) * 100)}%`;
}

const BADGE_STYLES: Record<string, string> = {
  accepted: 'bg-emerald-100 text-emerald-900 ring-emerald-200',
  viewed: 'bg-sky-100 text-sky-900 ring-sky-200',
  sent: 'bg-indigo-100 text-indigo-900 ring-indigo-200',
  draft: 'bg-stone-100 text-stone-700 ring-stone-300',
  pending: 'bg-amber-100 text-amber-900 ring-amber-200',
};
export const NEUTRAL_BADGE = 'bg-white text-stone-600 ring-stone-300';

export const proposalBadgeClass = (status: string) => BADGE_STYLES[status.toLowerCase()] ?? NEUTRAL_BADGE;

/** "3 hours ago" style times; falls back to the date for anything older than a week. */
export function relativeTime(iso: string, now = Date.now()): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  const diff = Math.max(0, now - t);
  const minutes = Math.floor(diff / 60000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  const days = Math.round(hours / 24);
  if (days < 7) return `${days} day${days === 1 ? '' : 's'} ago`;
  return new Date(t).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}
