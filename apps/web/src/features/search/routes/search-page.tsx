import { useCallback, useEffect, useMemo, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CATALOGUE_MESSAGES, outsideRegionMessage } from '@safari/contract';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { trackEvent } from '@/lib/analytics';
import { usePageMeta } from '@/lib/page-meta';
import { usePrefersReducedMotion } from '@/lib/use-prefers-reduced-motion';
import type { Prefetch, Preload } from '@/lib/prefetch';
import {
  readSearchFilters,
  resultCount,
  searchExperiencesQueryOptions,
  searchFacetsQueryOptions,
  useSearchExperiences,
  useSearchFacets,
  writeSearchFilters,
  type SearchFilters,
} from '../api/search-experiences';
import { ExperienceGrid } from '../components/experience-results';
import { SearchHero } from '../components/search-hero';
import { preloadSearchBox } from '../components/deferred-search-box';
import { ActiveFilters, SearchFiltersPanel } from '../components/search-filters';
import { SearchRefine } from '../components/search-refine';
import { buttonClass } from '@/components/ui/button';

export const prefetch: Prefetch = async (queryClient, { request }) => {
  const filters = readSearchFilters(new URL(request.url).searchParams);
  await Promise.all([
    queryClient.prefetchInfiniteQuery(searchExperiencesQueryOptions(filters)),
    queryClient.ensureQueryData(searchFacetsQueryOptions(filters)),
  ]);
};

/** How far above the screen's bottom edge the results must start to count as in view after a search (a card's top shows). */
const RESULTS_IN_VIEW_PX = 96;

/** The search box comes after the first view (decision 014); a navigation here waits for it. */
export const preload: Preload = preloadSearchBox;

/**
 * Experience search (traveller-side.md §2 "Search"). Filters and text live in the URL, so a search can be
 * shared and Back restores it; filtering happens on the server, 24 cards per page with 'Load more'.
 */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readSearchFilters(params), [params]);
  const query = useSearchExperiences(filters);
  const facets = useSearchFacets(filters);
  usePageMeta(filters.tripType ?? filters.destination ? `${filters.tripType ?? filters.destination} experiences` : 'Experiences');

  // Callbacks keep their identity until the next navigation: the search box is memoised (deferred-search-box.tsx).
  const setFilters = useCallback((next: SearchFilters) => setParams(writeSearchFilters(next)), [setParams]);

  const changeFilters = useCallback(
    (next: SearchFilters) => {
      if (next.tripType && next.tripType !== filters.tripType) trackEvent('experience_filter', { filter_type: 'trip_type', filter_value: next.tripType, trip_type: next.tripType });
      if (next.destination && next.destination !== filters.destination) trackEvent('experience_filter', { filter_type: 'destination', filter_value: next.destination, preferred_destinations: next.destination });
      setFilters(next);
    },
    [filters, setFilters],
  );
  // On a phone the results start below the search box's screen: a search the visitor asks for brings their count
  // to the top (below the fixed header), unless the results start in view already. Once the new URL is in place, as
  // <ScrollRestoration /> puts a new location at the top first.
  const countRef = useRef<HTMLParagraphElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const revealResults = useRef(false);
  const reducedMotion = usePrefersReducedMotion();
  const reveal = useCallback(() => {
    const results = resultsRef.current;
    if (results && results.getBoundingClientRect().top > window.innerHeight - RESULTS_IN_VIEW_PX) countRef.current?.scrollIntoView({ block: 'start', behavior: reducedMotion ? 'auto' : 'smooth' });
  }, [reducedMotion]);
  const searchText = useCallback(
    (q: string) => {
      // The same words again change no URL: nothing moves the page first.
      if ((q || undefined) === filters.q) return reveal();
      revealResults.current = true;
      setFilters({ ...filters, q: q || undefined });
    },
    [filters, setFilters, reveal],
  );
  useEffect(() => {
    if (!revealResults.current) return;
    revealResults.current = false;
    reveal();
  }, [filters, reveal]);

  const experiences = useMemo(() => query.data?.pages.flatMap((p) => p.experiences) ?? [], [query.data]);
  const total = query.data?.pages[0]?.total ?? 0;
  const shownTotal = resultCount(total, query.data?.pages[0]?.total_estimated);
  const searchedFor = query.data?.pages[0]?.searched_for;
  // A price or length read from the words ('safari under $2,000'): shown, since the filters above do not show it.
  const readAs = query.data?.pages[0]?.read_as;
  // A place the agents do not cover, named in a search that found nothing ('honeymoon seychelles').
  const outside = query.data?.pages[0]?.outside_region;

  useEffect(() => {
    if (query.isSuccess && filters.q) trackEvent('search_performed', { search_term: filters.q, results_count: total, ...filters });
    // Once per completed search, not per page loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.isSuccess, filters]);

  const hasFilters = Object.keys(filters).some((k) => k !== 'sort');

  return (
    <>
      <SearchHero />
      <section aria-labelledby="results-heading" className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
        <h2 id="results-heading" className="sr-only">
          Experiences
        </h2>
        <SearchFiltersPanel filters={filters} facets={facets.data} onChange={changeFilters} onSearch={searchText} />
        <div className="mt-6 flex flex-col gap-4 border-t border-stone-200 pt-6 lg:flex-row lg:items-end lg:justify-between">
          <div className="space-y-2 lg:min-w-0 lg:flex-1">
            <p ref={countRef} aria-live="polite" data-testid="result-count" className="scroll-mt-24 font-medium text-stone-800">
              {query.isPending ? 'Searching…' : query.isError ? '' : `${shownTotal} ${total === 1 ? 'experience' : 'experiences'} found`}
            </p>
            {searchedFor && !query.isPending && (
              <p data-testid="searched-for" className="text-sm text-stone-700">
                Showing results for <strong className="font-semibold text-stone-900">{searchedFor}</strong>
                {filters.q ? <> · no experiences match “{filters.q}”</> : null}
              </p>
            )}
            {readAs && !query.isPending && (
              <p data-testid="read-as" className="text-sm text-stone-700">
                Showing results for <strong className="font-semibold text-stone-900">{readAs}</strong>
              </p>
            )}
            <ActiveFilters filters={filters} onChange={changeFilters} />
          </div>
          <SearchRefine filters={filters} hasText={Boolean(filters.q)} onChange={changeFilters} />
        </div>
        <div ref={resultsRef} className="mt-6">
          {query.isPending ? (
            <LoadingState label="Loading experiences…" />
          ) : query.isError ? (
            <ErrorState message={CATALOGUE_MESSAGES.searchFailed} onRetry={() => void query.refetch()} />
          ) : experiences.length === 0 ? (
            <EmptyState message={hasFilters ? 'No experiences match your search.' : 'No experiences are available yet. Please check back soon.'}>
              {outside ? (
                <p data-testid="outside-region" className="mt-2 text-sm">
                  {outsideRegionMessage(outside)}
                </p>
              ) : (
                filters.q && <p className="mt-2 text-sm">Our local agents also plan trips that are not listed here: tell them what you have in mind.</p>
              )}
              {hasFilters && (
                <div className="mt-4 flex flex-wrap justify-center gap-3">
                  <button
                    type="button"
                    onClick={() => setFilters({ sort: filters.sort })}
                    className={buttonClass()}
                  >
                    Clear filters
                  </button>
                  {filters.q && (
                    <Link to={paths.onboarding()} className={buttonClass({ tone: 'secondary' })}>
                      Ask a local agent
                    </Link>
                  )}
                </div>
              )}
            </EmptyState>
          ) : (
            <>
              <ExperienceGrid experiences={experiences} eager={0} />
              <div className="mt-10 flex flex-col items-center gap-3">
                <p className="text-sm text-stone-600">
                  Showing {experiences.length} of {shownTotal.toLowerCase()}
                </p>
                {query.hasNextPage && (
                  <button
                    type="button"
                    onClick={() => void query.fetchNextPage()}
                    disabled={query.isFetchingNextPage}
                    className={buttonClass({ tone: 'secondary' }, 'px-8')}
                  >
                    {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
                  </button>
                )}
                {query.isFetchNextPageError && <p role="alert" className="text-sm text-red-700">{CATALOGUE_MESSAGES.searchFailed}</p>}
              </div>
            </>
          )}
        </div>
      </section>
    </>
  );
}
