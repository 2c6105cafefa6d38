import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { TripPage as TripPageData } from '@safari/contract';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { ApiRequestError } from '@/lib/api-client';
import { usePageMeta } from '@/lib/page-meta';
import { storeUserId } from '@/lib/traveler-identity';
import { useTrip } from '../api/trip';
import { CompareTable } from '../components/compare-table';
import { ProposalCard } from '../components/proposal-card';
import { formatDate } from '@/lib/format';
import { buttonClass } from '@/components/ui/button';

const ENQUIRY_STATUS: Record<TripPageData['enquiries'][number]['status'], string> = {
  new: 'Waiting for the agent',
  contacted: 'The agent is working on it',
  proposal_sent: 'Proposal received',
  won: 'You accepted an offer',
  lost: 'Closed',
  archived: 'Closed',
};

const MAX_COMPARED = 3;

/** /trip/{token}: the traveller's private page from the e-mails — enquiries, proposals, comparison, decisions, messages. */
export default function TripPage() {
  usePageMeta('Your trip');
  const { token = '' } = useParams();
  const trip = useTrip(token);
  const [compared, setCompared] = useState<number[]>([]);

  // The link is the credential: opening it restores this traveller in this browser (preferences, recommendations).
  const travelerId = trip.data?.traveler.id;
  useEffect(() => {
    if (travelerId) storeUserId(travelerId);
  }, [travelerId]);

  if (trip.isPending) return <LoadingState label="Loading your trip…" fullPage />;
  if (trip.isError) {
    const invalid = trip.error instanceof ApiRequestError && (trip.error.status === 404 || trip.error.status === 400);
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        {invalid ? (
          <ErrorState message="This trip link is not valid any more. Use the link in your newest e-mail from us, or start a new enquiry.">
            <Link to={paths.onboarding()} className={buttonClass({}, 'mt-4')}>
              Plan a trip
            </Link>
          </ErrorState>
        ) : (
          <ErrorState message="Your trip could not be loaded. Please try again." onRetry={() => void trip.refetch()} />
        )}
      </div>
    );
  }

  const { traveler, enquiries } = trip.data;
  const allProposals = enquiries.flatMap((e) => e.proposals);
  const comparedProposals = allProposals.filter((p) => compared.includes(p.id));
  const toggleCompare = (id: number) => setCompared((list) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id].slice(-MAX_COMPARED)));

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <p className="text-sm font-semibold uppercase tracking-wide text-amber-700">Reference {traveler.inquiry_number}</p>
      <h1 className="mt-1 font-display text-3xl font-bold text-stone-900 sm:text-4xl">{traveler.first_name ? `${traveler.first_name}, your trip` : 'Your trip'}</h1>
      <p className="mt-3 max-w-2xl text-stone-700">
        The proposals your local experts send you arrive here. Open them, compare up to three side by side, ask the agent anything, and accept the one you
        like. Keep this link private: anyone with it can see your trip.
      </p>
      <p className="mt-3 text-sm">
        <Link to={paths.preferences} className="font-semibold text-emerald-800 underline-offset-2 hover:underline">
          Update your travel preferences
        </Link>
      </p>

      {comparedProposals.length >= 2 && (
        <section aria-labelledby="compare-heading" className="mt-8">
          <h2 id="compare-heading" className="font-display text-2xl font-bold text-stone-900">
            Side by side
          </h2>
          <div className="mt-4">
            <CompareTable proposals={comparedProposals} />
          </div>
        </section>
      )}
      {comparedProposals.length === 1 && <p className="mt-6 text-sm text-stone-600">Tick Compare on another proposal to see them side by side.</p>}

      {enquiries.length === 0 && (
        <div className="mt-8">
          <EmptyState message="No enquiries yet. Choose experiences and send an enquiry; the agents' proposals will appear here." />
        </div>
      )}
      {enquiries.map((e) => (
        <section key={e.lead_id} aria-labelledby={`enquiry-${e.lead_id}`} className="mt-10">
          <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-stone-200 pb-2">
            <h2 id={`enquiry-${e.lead_id}`} className="font-display text-2xl font-bold text-stone-900">
              {e.agency.name}
            </h2>
            <p className="text-sm text-stone-600">
              {[e.destination, `sent ${formatDate(e.created_at)}`].filter(Boolean).join(' · ')} · <span className="font-semibold">{ENQUIRY_STATUS[e.status]}</span>
            </p>
          </div>
          {e.proposals.length === 0 ? (
            <p className="mt-4 text-stone-600">No proposal yet. {e.agency.name} usually answers within 24 hours; we will e-mail you when it arrives.</p>
          ) : (
            <div className="mt-4 space-y-4">
              {e.proposals.map((p) => (
                <ProposalCard
                  key={p.id}
                  token={token}
                  proposal={p}
                  compareSelected={compared.includes(p.id)}
                  compareDisabled={compared.length >= MAX_COMPARED}
                  onToggleCompare={allProposals.length > 1 ? () => toggleCompare(p.id) : null}
                />
              ))}
            </div>
          )}
        </section>
      ))}
    </div>
  );
}
