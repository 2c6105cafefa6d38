import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmptyState, LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { useMe } from '../api/get-me';
import { useLead, useLeads } from '../api/leads';
import { useProposalMutations } from '../api/proposals';
import { LeadStatusBadge } from '../components/leads/status-badges';
import { PortalError } from '../components/portal-error';
import { LeadSummary } from '../components/proposal-builder/lead-summary';
import { ProposalBuilder } from '../components/proposal-builder/proposal-builder';
import { relativeTime } from '../dashboard-stats';
import { addressOf, travellersOf } from '../proposals/lead-facts';
import { blankForm } from '../proposals/proposal-form';

/** /agent/proposals/new?lead={id}: the builder for a lead; without a lead, first choose which lead it answers. */
export default function ProposalNewPage() {
  usePageMeta('New proposal');
  const [params] = useSearchParams();
  const leadId = params.get('lead');
  return (
    <div className="space-y-6">
      <Link to={paths.agent.proposals} className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-800 hover:underline">
        ← All proposals
      </Link>
      <h1 className="font-display text-3xl font-bold text-stone-900">New proposal</h1>
      {leadId && /^\d+$/.test(leadId) ? <NewForLead leadId={leadId} /> : <ChooseLead />}
    </div>
  );
}

function NewForLead({ leadId }: { leadId: string }) {
  const lead = useLead(leadId);
  const me = useMe();
  const navigate = useNavigate();
  const { create, send } = useProposalMutations();
  if (lead.isPending) return <LoadingState label="Loading the lead…" />;
  if (lead.isError) return <PortalError error={lead.error} failed="Failed to load this lead. Please try again." missing="This lead does not exist or is not yours." onRetry={() => void lead.refetch()} />;
  const l = lead.data;
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem] lg:items-start">
      <div className="lg:order-2 lg:sticky lg:top-6">
        <LeadSummary lead={l} />
      </div>
      <div className="min-w-0 lg:order-1">
        <ProposalBuilder
          initial={blankForm()}
          traveller={addressOf(l)}
          travellers={travellersOf(l)}
          agency={me.data?.agency_name ?? ''}
          revision={false}
          onSave={async (body) => {
            const { proposal } = await create.mutateAsync({ lead_id: l.id, ...body });
            navigate(paths.agent.proposal(proposal.id), { replace: true, state: { notice: 'Draft saved.' } });
          }}
          onSend={async (body) => {
            const { proposal } = await create.mutateAsync({ lead_id: l.id, ...body });
            try {
              await send.mutateAsync(proposal.id);
              navigate(paths.agent.proposal(proposal.id), { replace: true, state: { notice: `Sent. ${addressOf(l)} has been e-mailed a link to it.` } });
            } catch {
              // The draft exists: continue on its own page, where Send can be tried again.
              navigate(paths.agent.proposal(proposal.id), { replace: true, state: { notice: 'Saved as a draft, but it could not be sent. Please try Send again.' } });
            }
          }}
        />
      </div>
    </div>
  );
}

/** A proposal always answers a lead: the open ones, newest first. */
function ChooseLead() {
  const leads = useLeads({});
  if (leads.isPending) return <LoadingState label="Loading your leads…" />;
  if (leads.isError) return <PortalError error={leads.error} failed="Failed to load your leads. Please try again." onRetry={() => void leads.refetch()} />;
  const open = leads.data.filter((l) => l.status === 'new' || l.status === 'contacted' || l.status === 'proposal_sent');
  if (open.length === 0)
    return (
      <EmptyState message="A proposal answers a traveller's enquiry, and you have no open leads right now.">
        <Link to={paths.agent.leads} className="mt-4 inline-block font-semibold text-emerald-800 underline">
          See all leads
        </Link>
      </EmptyState>
    );
  return (
    <section aria-labelledby="choose-lead" className="space-y-3">
      <h2 id="choose-lead" className="text-lg font-semibold text-stone-800">
        Which lead is it for?
      </h2>
      <ul className="space-y-2">
        {open.map((l) => (
          <li key={l.id}>
            <Link
              to={paths.agent.proposalNew(l.id)}
              className="flex items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 hover:ring-emerald-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-emerald-700"
            >
              <span className="min-w-0">
                <span className="block truncate font-semibold text-stone-900">{l.name}</span>
                <span className="text-sm text-stone-600">
                  {[l.destination, l.trip_type].filter(Boolean).join(' · ') || 'No preferences given'} · {relativeTime(l.created_at)}
                </span>
              </span>
              <LeadStatusBadge status={l.status} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
