import { Link, useSearchParams } from 'react-router';
import { PROPOSAL_STATUSES, type ProposalStatus } from '@safari/contract';
import { EmptyState, LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { formatCents } from '@/lib/format';
import { usePageMeta } from '@/lib/page-meta';
import { useProposals } from '../api/proposals';
import { ProposalStatusBadge } from '../components/leads/status-badges';
import { PortalError } from '../components/portal-error';
import { StatusFilter } from '../components/status-filter';
import { relativeTime } from '../dashboard-stats';
import { buttonClass } from '@/components/ui/button';

const FILTERS: { value: ProposalStatus | undefined; label: string }[] = [
  { value: undefined, label: 'All' },
  ...PROPOSAL_STATUSES.map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) })),
];
const isStatus = (v: string | null): v is ProposalStatus => v !== null && (PROPOSAL_STATUSES as readonly string[]).includes(v);

/** /agent/proposals: every proposal of the agent, most recently updated first, filtered by status (in the URL). */
export default function ProposalsPage() {
  usePageMeta('Proposals');
  const [params] = useSearchParams();
  const raw = params.get('status');
  const status = isStatus(raw) ? raw : undefined;
  const proposals = useProposals({ status });

  let body: React.ReactNode;
  if (proposals.isPending) body = <LoadingState label="Loading your proposals…" />;
  else if (proposals.isError) body = <PortalError error={proposals.error} failed="Failed to load your proposals. Please try again." onRetry={() => void proposals.refetch()} />;
  else if (proposals.data.length === 0)
    body = (
      <EmptyState message={status ? `No ${status} proposals.` : 'No proposals yet. Open a lead and write one: the traveller gets it by e-mail.'}>
        <Link to={paths.agent.leads} className="mt-4 inline-block font-semibold text-emerald-800 underline">
          Go to your leads
        </Link>
      </EmptyState>
    );
  else
    body = (
      <ul className="space-y-3" aria-label="Proposals">
        {proposals.data.map((p) => (
          <li key={p.id}>
            <Link
              to={paths.agent.proposal(p.id)}
              data-testid="proposal-row"
              className="block rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 hover:ring-emerald-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 sm:p-5"
            >
              {/* The title may take two lines beside the status: on a phone one line cut it to about 25 characters. */}
              <span className="flex items-start justify-between gap-3">
                <span className="line-clamp-2 min-w-0 font-semibold text-stone-900">{p.title}</span>
                <ProposalStatusBadge status={p.status} />
              </span>
              <span className="mt-1 block text-sm text-stone-600">{[p.traveler_name, formatCents(p.total_price_cents)].filter(Boolean).join(' · ')}</span>
              <span className="mt-2 block text-xs text-stone-500">
                Updated <time dateTime={p.updated_at}>{relativeTime(p.updated_at)}</time>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-bold text-stone-900">Proposals</h1>
          <p className="mt-1 text-stone-600">Day-by-day offers you sent or are writing. The traveller sees the latest version you sent.</p>
        </div>
        <Link
          to={paths.agent.proposalNew()}
          className={buttonClass()}
        >
          + New proposal
        </Link>
      </div>
      <StatusFilter options={FILTERS} active={status} hrefFor={(v) => (v ? `${paths.agent.proposals}?status=${v}` : paths.agent.proposals)} />
      {body}
    </div>
  );
}
