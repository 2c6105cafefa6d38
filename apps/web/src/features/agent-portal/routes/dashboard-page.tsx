import { Link } from 'react-router';
import { MESSAGES } from '@safari/contract';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { useMe } from '../api/get-me';
import { useStats } from '../api/get-stats';
import { useRecentLeads } from '../api/recent-leads';
import { useRecentProposals } from '../api/recent-proposals';
import { DashboardHeader } from '../components/dashboard-header';
import { DashboardPanel } from '../components/dashboard-panel';
import { ExperiencesSummary } from '../components/experiences-summary';
import { RecentLeads, RecentProposals } from '../components/recent-activity';
import { StatTiles } from '../components/stat-tiles';

const actionClass =
  'flex items-center justify-between rounded-xl px-4 py-3 font-semibold ring-1 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700';

export default function DashboardPage() {
  const me = useMe();
  const leads = useRecentLeads();
  const proposals = useRecentProposals();
  const stats = useStats();

  if (me.isPending) return <LoadingState label="Loading your dashboard…" />;
  if (me.isError) return <ErrorState message={MESSAGES.dashboardFailed} onRetry={() => void me.refetch()} />;

  const agent = me.data;
  const leadList = leads.data ?? [];
  const proposalList = proposals.data ?? [];
  // Figures counted on the server; '—' when they could not be loaded (or, for the win rate, when there is nothing to rate).
  const stat = (value: (s: NonNullable<typeof stats.data>) => string | number) => (stats.isPending ? '…' : stats.data ? value(stats.data) : '—');

  return (
    <div className="space-y-6">
      <DashboardHeader agent={agent} />
      <StatTiles
        stats={[
          { label: 'Experiences', value: stat((s) => s.experiences) },
          { label: 'Proposals', value: stat((s) => s.proposals) },
          { label: 'Leads', value: stat((s) => s.leads) },
          { label: 'Win rate', value: stat((s) => (s.win_rate === null ? '—' : `${s.win_rate}%`)), hint: 'Last 90 days' },
        ]}
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <ExperiencesSummary experiences={agent.experiences} />
        </div>
        <DashboardPanel title="Quick Actions" id="quick-actions">
          <div className="space-y-2">
            <Link to={paths.agent.experiencesNew} className={`${actionClass} bg-emerald-800 text-white ring-emerald-800 hover:bg-emerald-900`}>
              Add an experience <span aria-hidden="true">→</span>
            </Link>
            <Link to={paths.agent.agencyProfile} className={`${actionClass} text-stone-800 ring-stone-200 hover:bg-stone-50`}>
              Edit agency profile <span aria-hidden="true">→</span>
            </Link>
            <Link to={paths.agent.proposalNew()} className={`${actionClass} text-stone-800 ring-stone-200 hover:bg-stone-50`}>
              New proposal <span aria-hidden="true">→</span>
            </Link>
            <Link to={paths.agent.leads} className={`${actionClass} text-stone-800 ring-stone-200 hover:bg-stone-50`}>
              Answer your leads <span aria-hidden="true">→</span>
            </Link>
          </div>
        </DashboardPanel>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <RecentLeads leads={leadList} loading={leads.isPending} />
        <RecentProposals proposals={proposalList} loading={proposals.isPending} />
      </div>
    </div>
  );
}
