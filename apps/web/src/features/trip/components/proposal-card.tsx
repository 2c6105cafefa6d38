import type { TripProposal } from '@safari/contract';
import { ApiRequestError } from '@/lib/api-client';
import { useDecision, useMessages, useOpenProposal, useSendMessage } from '../api/trip';
import { formatCents } from '@/lib/format';
import { isOpen } from '../trip-format';
import { DecisionDialog } from './decision-dialog';
import { MessageThread } from '@/components/proposal/message-thread';
import { ProposalView } from '@/components/proposal/proposal-view';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button';

const STATUS_LABEL: Record<TripProposal['status'], string> = {
  draft: 'Draft',
  sent: 'New',
  viewed: 'Opened',
  pending: 'Being revised',
  accepted: 'Accepted',
  declined: 'Declined',
};
const STATUS_STYLE: Record<TripProposal['status'], string> = {
  draft: 'bg-stone-100 text-stone-700',
  sent: 'bg-amber-100 text-amber-900',
  viewed: 'bg-sky-100 text-sky-900',
  pending: 'bg-violet-100 text-violet-900',
  accepted: 'bg-emerald-100 text-emerald-900',
  declined: 'bg-stone-200 text-stone-700',
};

/** One agent's proposal: opened on demand (which tells the agent it was viewed), then decided and discussed. */
export function ProposalCard({
  token,
  proposal,
  compareSelected,
  compareDisabled,
  onToggleCompare,
}: {
  token: string;
  proposal: TripProposal;
  compareSelected: boolean;
  compareDisabled: boolean;
  onToggleCompare: (() => void) | null;
}) {
  const [expanded, setExpanded] = useState(false);
  const [deciding, setDeciding] = useState<'accept' | 'decline' | null>(null);
  const open = useOpenProposal(token);
  const decision = useDecision(token);
  const price = formatCents(proposal.price_per_person_cents);
  const detailsId = `proposal-${proposal.id}-details`;

  const toggle = () => {
    if (!expanded && proposal.status === 'sent') open.mutate(proposal.id);
    setExpanded((e) => !e);
  };
  const decisionError =
    decision.error instanceof ApiRequestError && decision.error.status === 409
      ? 'This proposal can no longer be changed. Reload the page to see where it stands.'
      : decision.error
        ? 'Your answer could not be sent. Please try again.'
        : null;

  return (
    <article aria-labelledby={`proposal-${proposal.id}-title`} data-testid="trip-proposal" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-amber-700">{proposal.agency.name}</p>
          <h3 id={`proposal-${proposal.id}-title`} className="font-display text-xl font-semibold text-stone-900">
            {proposal.title}
          </h3>
          <p className="text-sm text-stone-600">
            {price ? `${price} per person` : 'Price on request'}
            {proposal.itinerary.length > 0 && ` · ${proposal.itinerary.length} days`}
          </p>
        </div>
        <span className={`rounded-full px-3 py-1 text-xs font-semibold ${STATUS_STYLE[proposal.status]}`}>{STATUS_LABEL[proposal.status]}</span>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={toggle}
          className={buttonClass({ tone: 'secondary', size: 'sm' })}
        >
          {expanded ? 'Hide proposal' : 'View proposal'}
        </button>
        {onToggleCompare && (
          <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-stone-700">
            <input type="checkbox" checked={compareSelected} disabled={compareDisabled && !compareSelected} onChange={onToggleCompare} className="h-5 w-5 accent-emerald-800" />
            Compare
          </label>
        )}
      </div>
      <div id={detailsId} hidden={!expanded}>
        {expanded && (
          <>
            <ProposalView proposal={proposal} />
            {isOpen(proposal) && (
              <div className="mt-5 flex flex-wrap gap-3">
                <button type="button" onClick={() => setDeciding('accept')} className={buttonClass()}>
                  Accept
                </button>
                <button type="button" onClick={() => setDeciding('decline')} className={buttonClass({ tone: 'caution' })}>
                  Decline
                </button>
              </div>
            )}
            <TravellerThread token={token} proposalId={proposal.id} agency={proposal.agency.name} />
          </>
        )}
      </div>
      <DecisionDialog
        kind={deciding}
        agency={proposal.agency.name}
        title={proposal.title}
        busy={decision.isPending}
        error={decisionError}
        onCancel={() => {
          setDeciding(null);
          decision.reset();
        }}
        onConfirm={(reason) =>
          decision.mutate({ id: proposal.id, accept: deciding === 'accept', reason }, { onSuccess: () => setDeciding(null) })
        }
      />
    </article>
  );
}

function TravellerThread({ token, proposalId, agency }: { token: string; proposalId: number; agency: string }) {
  const messages = useMessages(token, proposalId);
  const send = useSendMessage(token, proposalId);
  return (
    <MessageThread
      me="traveler"
      other={agency}
      title={`Questions for ${agency}`}
      empty="No messages yet. Ask anything about this proposal."
      inputId={`message-${proposalId}`}
      messages={messages}
      send={send}
    />
  );
}
