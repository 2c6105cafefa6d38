import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { relativeTime } from '../dashboard-stats';
import { ProposalStatusBadge } from './leads/status-badges';

/** Proposals as links to their pages: title, last change and status (the dashboard panel and a lead's page). */
export function ProposalLinkList({ proposals }: { proposals: ReadonlyArray<{ id: number; title: string; status: string; updated_at: string }> }) {
  return (
    <ul className="-mx-2 space-y-1">
      {proposals.map((p) => (
        <li key={p.id}>
          <Link
            to={paths.agent.proposal(p.id)}
            className="flex items-center justify-between gap-4 rounded-xl px-2 py-3 hover:bg-stone-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-emerald-700"
          >
            <span className="min-w-0">
              <span className="block truncate font-semibold text-stone-900">{p.title}</span>
              <span className="text-xs text-stone-500">Updated {relativeTime(p.updated_at)}</span>
            </span>
            <ProposalStatusBadge status={p.status} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
