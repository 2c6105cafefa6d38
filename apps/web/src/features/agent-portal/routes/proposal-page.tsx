import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { LeadDetail, ProposalResponse } from '@safari/contract';
import { ProposalView } from '@/components/proposal/proposal-view';
import { Notice } from '@/components/ui/form';
import { LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { usePageMeta } from '@/lib/page-meta';
import { useMe } from '../api/get-me';
import { useLead } from '../api/leads';
import { useProposal, useProposalMutations } from '../api/proposals';
import { ProposalStatusBadge } from '../components/leads/status-badges';
import { PortalError } from '../components/portal-error';
import { AgentThread } from '../components/proposal-builder/agent-thread';
import { LeadSummary } from '../components/proposal-builder/lead-summary';
import { ProposalBuilder } from '../components/proposal-builder/proposal-builder';
import { VersionHistory } from '../components/proposal-builder/version-history';
import { addressOf, travellersOf } from '../proposals/lead-facts';
import { fromContent } from '../proposals/proposal-form';

/** /agent/proposals/{id}: edit a draft, revise a sent proposal, follow the traveller's answer and messages. */
export default function ProposalPage() {
  const { id = '' } = useParams();
  const proposal = useProposal(id);
  usePageMeta(proposal.data ? proposal.data.proposal.title : 'Proposal');
  return (
    <div className="space-y-6">
      <Link to={paths.agent.proposals} className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-800 hover:underline">
        ← All proposals
      </Link>
      {proposal.isPending ? (
        <LoadingState label="Loading the proposal…" />
      ) : proposal.isError ? (
        <PortalError error={proposal.error} failed="Failed to load this proposal. Please try again." missing="This proposal does not exist or is not yours." onRetry={() => void proposal.refetch()} />
      ) : (
        <ProposalDetail data={proposal.data} />
      )}
    </div>
  );
}

function statusLine(p: ProposalResponse['proposal']): string {
  switch (p.status) {
    case 'draft':
      return 'Draft: the traveller has not seen it.';
    case 'sent':
      return `Version ${p.current_version} sent ${formatDate(p.sent_at)}; not opened yet.`;
    case 'viewed':
      return `Version ${p.current_version} opened by the traveller ${formatDate(p.viewed_at)}.`;
    case 'pending':
      return `Revision in progress: the traveller sees version ${p.current_version} until you send this one.`;
    case 'accepted':
      return 'Accepted by the traveller. Contact them to finalise the trip.';
    case 'declined':
      return 'Declined by the traveller.';
  }
}

function ProposalDetail({ data }: { data: ProposalResponse }) {
  const { proposal, versions } = data;
  const lead = useLead(proposal.lead_id === null ? '' : String(proposal.lead_id));
  const me = useMe();
  const { update, send } = useProposalMutations();
  const navigate = useNavigate();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const decided = proposal.status === 'accepted' || proposal.status === 'declined';
  const l: LeadDetail | undefined = lead.data;
  const traveller = l ? addressOf(l) : 'the traveller';

  return (
    <>
      <header>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="font-display text-3xl font-bold text-stone-900">{proposal.title}</h1>
          <ProposalStatusBadge status={proposal.status} />
        </div>
        <p className="mt-1 text-stone-600" data-testid="proposal-status-line">
          {statusLine(proposal)}
        </p>
        {proposal.status === 'declined' && proposal.decline_reason && (
          <p className="mt-3 rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-900 ring-1 ring-rose-200">
            <span className="font-semibold">Their reason:</span> {proposal.decline_reason}
          </p>
        )}
      </header>
      {notice && <Notice tone="success">{notice}</Notice>}

      <div className="grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
        <div className="min-w-0">
          {decided ? (
            <article className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6">
              <ProposalView proposal={proposal} />
            </article>
          ) : (
            <ProposalBuilder
              // A new version from the server (after sending) starts the form afresh from what was stored.
              key={`${proposal.id}-${proposal.current_version}`}
              initial={fromContent(proposal)}
              traveller={traveller}
              travellers={l ? travellersOf(l) : null}
              agency={me.data?.agency_name ?? ''}
              revision={proposal.current_version > 0}
              onSave={(body) => update.mutateAsync({ id: proposal.id, body })}
              onSend={async (body) => {
                await update.mutateAsync({ id: proposal.id, body });
                await send.mutateAsync(proposal.id);
                navigate(paths.agent.proposal(proposal.id), { replace: true, state: { notice: `Sent. ${traveller} has been e-mailed a link to it.` } });
              }}
            />
          )}
        </div>
        <div className="space-y-6">
          {l && <LeadSummary lead={l} />}
          {proposal.current_version > 0 && <AgentThread proposalId={proposal.id} traveller={traveller} />}
          <VersionHistory versions={versions} />
        </div>
      </div>
    </>
  );
}
