import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { CATALOGUE_MESSAGES } from '@safari/contract';
import { ExperienceCard } from '@/components/cards/experience-card';
import { EnquireButton } from '@/components/enquiry/enquire-button';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { trackEvent } from '@/lib/analytics';
import { ApiRequestError } from '@/lib/api-client';
import { truncateText } from '@/lib/format';
import { usePageMeta } from '@/lib/page-meta';
import { agentQueryOptions, useAgent } from '@/api/agents/get-agent';
import type { Prefetch } from '@/lib/prefetch';
import { useShuffled } from '@/lib/page-view';
import { AgentDestinations } from '../components/agent-destinations';
import { AgentGallery } from '../components/agent-gallery';
import { AgentHero } from '../components/agent-hero';
import { buttonClass } from '@/components/ui/button';

export const prefetch: Prefetch = (queryClient, { params }) => queryClient.ensureQueryData(agentQueryOptions(params.id));

const NO_EXPERIENCES: never[] = [];

/** /agency/{id}: the public agent profile (traveller-side.md §2 "Agent profile"). */
export default function AgencyPage() {
  const { id = '' } = useParams();
  const agent = useAgent(id);
  const data = agent.data;
  // A malformed id is answered 400 by the server; to a traveller it is the same as an unknown agent.
  const notFound = agent.error instanceof ApiRequestError && (agent.error.status === 404 || agent.error.status === 400);

  usePageMeta(
    data ? data.agency_name : notFound ? CATALOGUE_MESSAGES.agentNotFound : agent.isError ? 'Agent' : undefined,
    data ? truncateText(data.agency_description || data.agent_description || `Plan your trip with ${data.agency_name}.`, 160) : undefined,
  );

  useEffect(() => {
    if (data) trackEvent('agent_view', { agent_id: data.id, section: 'agency_page' });
  }, [data]);

  const experiences = useShuffled(data?.experiences ?? NO_EXPERIENCES);

  // The placeholder fills the screen so the footer isn't pulled into view and pushed out again (layout shift).
  if (agent.isPending) {
    return (
      <div className="min-h-[100svh]">
        <LoadingState label="Loading agent…" />
      </div>
    );
  }
  if (agent.isError || !data) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h1 className="sr-only">{notFound ? CATALOGUE_MESSAGES.agentNotFound : CATALOGUE_MESSAGES.agentFailed}</h1>
        <ErrorState message={notFound ? CATALOGUE_MESSAGES.agentNotFound : CATALOGUE_MESSAGES.agentFailed} onRetry={notFound ? undefined : () => void agent.refetch()}>
          <Link to={paths.agents(true)} className="mt-4 inline-block font-semibold text-emerald-800 underline-offset-4 hover:underline">
            Browse all agents
          </Link>
        </ErrorState>
      </div>
    );
  }

  return (
    <>
      <AgentHero agent={data} />
      <AgentDestinations destinations={data.destinations} />

      <section aria-labelledby="agent-experiences" className="bg-stone-100/70">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <h2 id="agent-experiences" className="font-display text-3xl font-bold text-stone-900">
            Experiences by {data.agency_name}
          </h2>
          <div className="mt-6">
            {experiences.length === 0 ? (
              <EmptyState message={`${data.agency_name} hasn't published any experiences yet.`}>
                <p className="mt-2 text-sm">Send an enquiry and they will suggest a trip for you.</p>
              </EmptyState>
            ) : (
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {experiences.map((e) => (
                  <li key={e.id} className="flex">
                    <ExperienceCard experience={e} className="w-full" />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </section>

      <AgentGallery images={data.images} agencyName={data.agency_name} />

      <section aria-labelledby="agent-enquire" className="bg-emerald-900 text-white">
        <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-12 text-center sm:px-6 sm:py-16 lg:px-8">
          <h2 id="agent-enquire" className="font-display text-3xl font-bold">
            Plan your trip with {data.agency_name}
          </h2>
          <p className="mt-3 max-w-2xl text-emerald-50">
            Send a free, no-obligation enquiry. We pass your wishes to the agent, who contacts you directly to shape your itinerary.
          </p>
          <EnquireButton
            agent={{ id: data.id, agency_name: data.agency_name }}
            className={buttonClass({ tone: 'accent' }, 'mt-8')}
          />
        </div>
      </section>
    </>
  );
}
