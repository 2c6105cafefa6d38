import { Link } from 'react-router';
import { CATALOGUE_MESSAGES } from '@safari/contract';
import { AgentCard } from '@/components/cards/agent-card';
import { ExperienceCard } from '@/components/cards/experience-card';
import { CardRow } from '@/components/ui/card-row';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { useShuffled } from '@/lib/page-view';
import { useDestination } from '../api/get-destination';

const MAX_EXPERIENCES = 9;

/** The country's experiences and local agents from GET /api/agents/destinations/{country}. */
const NONE: never[] = [];

export function DestinationListings({ countryName }: { countryName: string }) {
  const destination = useDestination(countryName);
  const experiences = useShuffled(destination.data?.experiences ?? NONE);
  const agents = useShuffled(destination.data?.agents ?? NONE);

  if (destination.isPending) {
    return (
      <section aria-label={`Experiences and agents in ${countryName}`} className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="min-h-[100svh]">
          <LoadingState label={`Loading ${countryName} experiences…`} />
        </div>
      </section>
    );
  }
  if (destination.isError) {
    return (
      <section aria-label={`Experiences and agents in ${countryName}`} className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <ErrorState message={CATALOGUE_MESSAGES.destinationFailed} onRetry={() => void destination.refetch()} />
      </section>
    );
  }

  return (
    <>
      <section aria-labelledby="destination-experiences" className="bg-stone-100/70">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <h2 id="destination-experiences" className="font-display text-3xl font-bold text-stone-900">
              Experiences in {countryName}
            </h2>
            {experiences.length > MAX_EXPERIENCES && (
              <Link to={paths.search({ destination: countryName })} className="font-semibold text-emerald-800 underline-offset-4 hover:underline">
                See all {experiences.length} experiences
              </Link>
            )}
          </div>
          <div className="mt-6">
            {experiences.length === 0 ? (
              <EmptyState message={CATALOGUE_MESSAGES.destinationNoExperiences(countryName)} />
            ) : (
              <CardRow
                label="Experience cards"
                items={experiences.slice(0, MAX_EXPERIENCES)}
                itemKey={(e) => e.id}
                renderItem={(e) => <ExperienceCard experience={e} className="w-full" />}
              />
            )}
          </div>
        </div>
      </section>

      <section aria-labelledby="destination-agents">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <h2 id="destination-agents" className="font-display text-3xl font-bold text-stone-900">
            Local agents in {countryName}
          </h2>
          <p className="mt-2 max-w-2xl text-stone-600">Agencies based in {countryName} who plan trips here every week.</p>
          <div className="mt-6">
            {agents.length === 0 ? (
              <EmptyState message={CATALOGUE_MESSAGES.destinationNoAgents(countryName)} />
            ) : (
              <CardRow label="Agent cards" items={agents} itemKey={(a) => a.id} renderItem={(a) => <AgentCard agent={a} />} />
            )}
          </div>
        </div>
      </section>
    </>
  );
}
