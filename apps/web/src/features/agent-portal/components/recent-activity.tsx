import { Link } from 'react-router';
import { MESSAGES, type RecentLead, type RecentProposal } from '@safari/contract';
import { paths } from '@/config/paths';
import { relativeTime } from '../dashboard-stats';
import { DashboardPanel, PanelEmpty } from './dashboard-panel';
import { ProposalLinkList } from './proposal-link-list';

export function RecentLeads({ leads, loading }: { leads: RecentLead[]; loading: boolean }) {
  return (
    <DashboardPanel title="Recent Leads" id="recent-leads" link={{ to: paths.agent.leads, label: 'See all' }}>
      {loading ? (
        <p className="py-6 text-center text-sm text-stone-500">Loading leads…</p>
      ) : leads.length === 0 ? (
        <PanelEmpty>{MESSAGES.noLeads}</PanelEmpty>
      ) : (
        <ul className="-mx-2 space-y-1">
          {leads.map((l) => (
            <li key={l.id}>
              <Link
                to={paths.agent.lead(l.id)}
                className="flex items-start justify-between gap-4 rounded-xl px-2 py-3 hover:bg-stone-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-emerald-700"
              >
                <span className="min-w-0">
                  <span className="block truncate font-semibold text-stone-900">{l.name}</span>
                  <span className="text-sm text-stone-600">{[l.prefs.destination, l.prefs.tripType].filter(Boolean).join(' · ') || 'No preferences given'}</span>
                </span>
                <time dateTime={l.created_at} className="shrink-0 text-xs text-stone-500">
                  {relativeTime(l.created_at)}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}

export function RecentProposals({ proposals, loading }: { proposals: RecentProposal[]; loading: boolean }) {
  return (
    <DashboardPanel title="Recent Proposals" id="recent-proposals" link={{ to: paths.agent.proposals, label: 'See all' }}>
      {loading ? (
        <p className="py-6 text-center text-sm text-stone-500">Loading proposals…</p>
      ) : proposals.length === 0 ? (
        <PanelEmpty>{MESSAGES.noProposals}</PanelEmpty>
      ) : (
        <ProposalLinkList proposals={proposals} />
      )}
    </DashboardPanel>
  );
}
