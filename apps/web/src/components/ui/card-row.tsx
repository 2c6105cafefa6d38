import { useCallback, useEffect, useState, type Key, type ReactNode } from 'react';
import { usePrefersReducedMotion } from '@/lib/use-prefers-reduced-motion';
import { useEmbla } from './use-embla';

/** Where the row becomes a grid again; must match the `md:` classes below (Tailwind's md = 48rem). */
const GRID_FROM = '(min-width: 48rem)';

function Arrow({ direction }: { direction: 'prev' | 'next' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
      <path d={direction === 'prev' ? 'M12.5 4.5L7 10l5.5 5.5' : 'M7.5 4.5L13 10l-5.5 5.5'} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const arrowButton =
  'flex h-10 w-10 items-center justify-center rounded-full bg-white text-stone-800 shadow ring-1 ring-stone-300 transition hover:bg-stone-50 disabled:opacity-40 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-800';

/**
 * A list of cards: on phones a swipeable Embla row (snap, the next card peeking in, prev/next buttons), so six
 * cards no longer stack into a page-long column (issue 15); from `md` up the same cards sit in the usual grid and
 * Embla switches itself off. Focus moving onto an off-screen card scrolls it in (Embla's focus handling).
 * Until Embla's code has arrived (it is fetched after the page shows), or if it never does, the row scrolls natively
 * with CSS scroll snap, so a swipe moves it from the first paint; useEmbla then takes over at the card it rests on.
 */
export function CardRow<T>({
  items,
  itemKey,
  renderItem,
  label,
}: {
  items: readonly T[];
  itemKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  /** Accessible name of the carousel region, e.g. "Agent cards". */
  label: string;
}) {
  const [viewportRef, api] = useEmbla({ align: 'start', containScroll: 'trimSnaps', breakpoints: { [GRID_FROM]: { active: false } } });
  const reducedMotion = usePrefersReducedMotion();
  const [edges, setEdges] = useState({ prev: false, next: false });
  const [position, setPosition] = useState({ at: 0, of: 0 });

  useEffect(() => {
    if (!api) return;
    const update = () => {
      setEdges({ prev: api.canScrollPrev(), next: api.canScrollNext() });
      // Snaps, not cards: the last cards share one snap once the row is trimmed to its end.
      setPosition({ at: api.selectedScrollSnap(), of: api.scrollSnapList().length });
    };
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);

  // Reduced motion: jump to the card instead of animating the slide.
  const scrollPrev = useCallback(() => api?.scrollPrev(reducedMotion), [api, reducedMotion]);
  const scrollNext = useCallback(() => api?.scrollNext(reducedMotion), [api, reducedMotion]);

  return (
    <section aria-roledescription="carousel" aria-label={label} data-testid="card-row">
      <div
        ref={viewportRef}
        className={`${api ? 'overflow-hidden' : 'snap-x snap-mandatory overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden'} md:overflow-visible`}
        data-testid="card-row-viewport"
      >
        <div className={`-ml-4 flex ${api ? 'touch-pan-y' : ''} md:ml-0 md:grid md:grid-cols-2 md:gap-6 lg:grid-cols-3`}>
          {items.map((item, i) => (
            <div
              key={itemKey(item)}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${items.length}`}
              className="flex min-w-0 shrink-0 grow-0 basis-[85%] pl-4 sm:basis-[60%] md:basis-auto md:pl-0 [&>*]:w-full [&>*]:snap-start"
            >
              {renderItem(item)}
            </div>
          ))}
        </div>
      </div>
      {items.length > 1 && (
        <div className="mt-4 flex items-center justify-end gap-3 md:hidden">
          <p className="mr-auto text-sm text-stone-600" aria-hidden="true">
            {api ? `${position.at + 1} / ${Math.max(position.of, 1)}` : ''}
          </p>
          <button type="button" className={arrowButton} onClick={scrollPrev} disabled={!edges.prev} aria-label={`Previous ${label.toLowerCase()}`}>
            <Arrow direction="prev" />
          </button>
          <button type="button" className={arrowButton} onClick={scrollNext} disabled={!edges.next} aria-label={`Next ${label.toLowerCase()}`}>
            <Arrow direction="next" />
          </button>
        </div>
      )}
    </section>
  );
}
