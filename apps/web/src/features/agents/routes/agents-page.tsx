import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CATALOGUE_MESSAGES, LIMITS } from '@safari/contract';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { agentsQueryOptions, useAgents } from '@/api/agents/list-agents';
import type { Prefetch } from '@/lib/prefetch';
import { useShuffled } from '@/lib/page-view';
import { useSearchParamText } from '@/lib/use-search-param-text';
import { popularDestinations } from '../agent-filters';
import { useAgentsSearch } from '../use-agents-search';
import { AgentsGrid } from '../components/agents-grid';
import { AgentsSearch } from '../components/agents-search';
import { PlanTripCta } from '../components/plan-trip-cta';
import { WhyChooseLocalAgents } from '../components/why-choose-local-agents';
import { buttonClass } from '@/components/ui/button';

const linkClass =
  'inline-flex items-center gap-2 rounded-full font-semibold text-emerald-800 underline-offset-4 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700';

export const prefetch: Prefetch = (queryClient, { request }) =>
  queryClient.ensureQueryData(agentsQueryOptions(new URL(request.url).searchParams.get('viewAll') === 'true'));

const NO_AGENTS: never[] = [];

/** /agents: featured agents by default, every agent with a search under ?viewAll=true (traveller-side.md §2). */
export default function AgentsPage() {
  const [params] = useSearchParams();
  const viewAll = params.get('viewAll') === 'true';
  const [query, setQuery] = useSearchParamText('q');
  const agents = useAgents(viewAll);

  usePageMeta(
    viewAll ? 'All local travel agents' : 'Our expert local agents',
    'Meet the vetted local travel agents of Tanzania, Kenya, Uganda, Rwanda and Madagascar who plan safaris, treks and beach stays with you.',
  );

  // Shuffled once per load, not on every keystroke (spec: card lists are shown in random order).
  const shuffled = useShuffled(agents.data ?? NO_AGENTS);
  const featured = useMemo(() => shuffled.filter((a) => a.is_featured), [shuffled]);
  const chips = useMemo(() => popularDestinations(agents.data ?? [], LIMITS.popularDestinationChips), [agents.data]);
  const { agents: results, searchedFor, checking } = useAgentsSearch(shuffled, query, viewAll && agents.isSuccess);

  let content;
  // Reserves the grid's height so the sections below don't jump when the cards arrive (layout shift).
  if (agents.isPending) {
    content = (
      <div className="min-h-[100svh]">
        <LoadingState label="Loading agents…" />
      </div>
    );
  } else if (agents.isError) {
    content = (
      <ErrorState message={CATALOGUE_MESSAGES.agentsPageFailed} onRetry={() => void agents.refetch()}>
        {agents.error.message === CATALOGUE_MESSAGES.invalidResponseFormat && <p className="mt-2 text-sm text-red-700">{CATALOGUE_MESSAGES.invalidResponseFormat}</p>}
      </ErrorState>
    );
  } else if (!viewAll) {
    content =
      featured.length === 0 ? (
        <EmptyState message="No featured agents right now.">
          <Link to={paths.agents(true)} className={`${linkClass} mt-4`}>
            Browse all agents
          </Link>
        </EmptyState>
      ) : (
        <AgentsGrid agents={featured} label="Featured agents" />
      );
  } else {
    content = (
      <>
        <AgentsSearch query={query} onQueryChange={setQuery} destinations={chips} />
        <p className="mt-6 text-sm text-stone-600" aria-live="polite">
          {checking ? 'Searching agents…' : results.length === 1 ? '1 agent' : `${results.length} agents`}
          {!checking && query.trim() ? ` matching “${searchedFor ?? query.trim()}”` : ''}
        </p>
        {/* 'No agents' waits for the server's search of words the list found nothing for (useAgentsSearch). */}
        {!checking && searchedFor && (
          <p data-testid="agents-searched-for" className="mt-1 text-sm text-stone-700">
            Showing agents for <strong className="font-semibold text-stone-900">{searchedFor}</strong> · no agents match “{query.trim()}”
          </p>
        )}
        <div className="mt-4">
          {checking ? null : results.length === 0 ? (
            <EmptyState message={query.trim() ? `No agents match “${query.trim()}”.` : CATALOGUE_MESSAGES.agentsBlockEmpty}>
              {query.trim() && (
                <div className="mt-4 flex flex-col items-center gap-3">
                  {/* Agencies are found by name and place; what they offer ('honeymoon', 'gorilla trek') is their experiences'. */}
                  <Link to={paths.search({ q: query.trim() })} className={linkClass}>
                    Search experiences for “{query.trim()}” →
                  </Link>
                  <button type="button" onClick={() => setQuery('')} className={linkClass}>
                    Clear search
                  </button>
                </div>
              )}
            </EmptyState>
          ) : (
            <AgentsGrid agents={results} label="All agents" />
          )}
        </div>
      </>
    );
  }

  return (
    <>
      <section className="bg-gradient-to-b from-emerald-950 to-emerald-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          {viewAll && (
            <Link to={paths.agents()} className="mb-4 inline-flex items-center gap-2 text-sm font-semibold text-amber-300 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-amber-300">
              <span aria-hidden="true">←</span> Back to featured agents
            </Link>
          )}
          <p className="text-sm font-semibold uppercase tracking-widest text-amber-300">Local experts</p>
          <h1 className="mt-2 font-display text-4xl font-bold sm:text-5xl">{viewAll ? 'All our local agents' : 'Our featured agents'}</h1>
          <p className="mt-4 max-w-2xl text-lg text-emerald-50">
            {viewAll
              ? 'Search by agency, destination or town to find the specialist for your trip.'
              : 'Hand-picked agencies from Tanzania, Kenya, Uganda, Rwanda and Madagascar who know their country from the inside.'}
          </p>
        </div>
      </section>

      <section aria-labelledby="agents-list" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        {/* The cards' names are h3s, as on the home page: this keeps the outline h1 → h2 → h3. */}
        <h2 id="agents-list" className="sr-only">
          {viewAll ? 'All agents' : 'Featured agents'}
        </h2>
        {content}
        {!viewAll && !agents.isError && (
          <div className="mt-10 text-center">
            <Link
              to={paths.agents(true)}
              className={buttonClass({ tone: 'outline' })}
            >
              View all agents
            </Link>
          </div>
        )}
      </section>

      <WhyChooseLocalAgents />
      <PlanTripCta />
    </>
  );
}
