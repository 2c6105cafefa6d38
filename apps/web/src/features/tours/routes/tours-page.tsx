import { useMemo } from 'react';
import { useInView } from 'react-intersection-observer';
import { CATALOGUE_MESSAGES, HERO_IMAGES, LIMITS, type ExperienceCard } from '@safari/contract';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { usePageMeta } from '@/lib/page-meta';
import type { Prefetch } from '@/lib/prefetch';
import { toursQueryOptions, useTours } from '../api/get-tours';
import { PageHero } from '../components/page-hero';
import { TourCard } from '../components/tour-card';
import { buttonClass } from '@/components/ui/button';

const hero = HERO_IMAGES.find((h) => h.key === 'hero-kilimanjaro') ?? HERO_IMAGES[0]!;

export const prefetch: Prefetch = (queryClient) => queryClient.prefetchInfiniteQuery(toursQueryOptions());

/** /tours: ready-made tours with infinite loading, a Load More button and a spinner (traveller-side.md §2, §4). */
export default function ToursPage() {
  usePageMeta(
    'Ready-Made Tours',
    'Ready-made safari, trekking and beach tours in Tanzania, Kenya, Uganda, Rwanda and Madagascar, each designed by a local travel agent.',
  );
  const tours = useTours();
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = tours;

  // Pages can overlap when the catalogue changes between fetches; each tour is shown once.
  const items = useMemo(() => {
    const seen = new Set<number>();
    const out: ExperienceCard[] = [];
    for (const page of tours.data?.pages ?? []) {
      for (const t of page.experiences) {
        if (seen.has(t.id)) continue;
        seen.add(t.id);
        out.push(t);
      }
    }
    return out;
  }, [tours.data]);
  const total = tours.data?.pages.at(-1)?.pagination.total;

  // The sentinel is observed only while another page can be fetched: when a page arrives it is observed afresh, so
  // the observer reports the new layout (a sentinel still in view loads the next page; one pushed away does not).
  // Without IntersectionObserver it never reports and the Load More button is the way on.
  const { ref: sentinel } = useInView({
    rootMargin: `${LIMITS.toursScrollTriggerPx}px`,
    skip: !hasNextPage || isFetchingNextPage,
    fallbackInView: false,
    onChange: (inView) => {
      if (inView) void fetchNextPage();
    },
  });

  let content;
  // Reserves the grid's height so the footer doesn't jump when the cards arrive (layout shift).
  if (tours.isPending) {
    content = (
      <div className="min-h-[100svh]">
        <LoadingState label="Loading tours…" />
      </div>
    );
  } else if (tours.isError && items.length === 0) content = <ErrorState message={CATALOGUE_MESSAGES.toursFailed} onRetry={() => void tours.refetch()} />;
  else if (items.length === 0) content = <EmptyState message={CATALOGUE_MESSAGES.toursEmpty} />;
  else {
    content = (
      <>
        {typeof total === 'number' && (
          <p className="mb-6 text-sm text-stone-600">
            Showing {items.length} of {total} {total === 1 ? 'tour' : 'tours'}
          </p>
        )}
        <ul aria-label="Tours" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((t) => (
            <li key={t.id}>
              {/* Below the hero (the first view's largest paint): no card image competes with it. */}
              <TourCard tour={t} />
            </li>
          ))}
        </ul>
        <div ref={sentinel} aria-hidden="true" className="h-px" />
        <div className="mt-10 flex min-h-14 flex-col items-center justify-center gap-4">
          {isFetchingNextPage && (
            <div role="status" className="flex items-center gap-3 text-stone-600">
              <span className="h-6 w-6 animate-spin rounded-full border-4 border-emerald-200 border-t-emerald-700" aria-hidden="true" />
              Loading more tours…
            </div>
          )}
          {tours.isFetchNextPageError && <ErrorState message={CATALOGUE_MESSAGES.toursFailed} />}
          {hasNextPage && !isFetchingNextPage && (
            <button
              type="button"
              onClick={() => void fetchNextPage()}
              className={buttonClass({ tone: 'outline' })}
            >
              Load More
            </button>
          )}
          {!hasNextPage && items.length > LIMITS.toursFirstPage && <p className="text-sm text-stone-600">You’ve seen all our ready-made tours.</p>}
        </div>
      </>
    );
  }

  return (
    <>
      <PageHero image={hero.url} alt={hero.alt} eyebrow="Ready-made tours" title="Tours designed by the people who live there">
        <p className="mt-4 max-w-2xl text-lg text-stone-100">
          Proven itineraries from our local agents, from classic Serengeti safaris to gorilla treks and Zanzibar beach time. Pick one as it
          is, or ask the agent to adapt it to your dates and budget.
        </p>
      </PageHero>
      <section aria-label="Tour list" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        {content}
      </section>
    </>
  );
}
