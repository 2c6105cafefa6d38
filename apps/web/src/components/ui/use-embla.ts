import { useEffect, useRef, useState } from 'react';
import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel';

/**
 * An Embla carousel whose engine is fetched after the page has shown and hydrated, not with it (issue 15: the
 * first view's JavaScript). Like embla-carousel-react's hook, it returns a ref for the viewport and the API once the
 * carousel runs; until then the slides stand as rendered (the first one showing), which is also what the server sent.
 * Options and plugins are read once, on mount. If the code cannot be fetched (offline), the slides stay still.
 * A viewport that scrolls natively until then (the card row) is handed over where the visitor left it: Embla starts
 * at the slide nearest its scroll position, and the native scroll is reset, since Embla moves the slides itself.
 */
export function useEmbla(options: EmblaOptionsType, loadPlugins?: () => Promise<EmblaPluginType[]>) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const settings = useRef({ options, loadPlugins });

  useEffect(() => {
    if (!viewport) return;
    let instance: EmblaCarouselType | undefined;
    let cancelled = false;
    const { options: initial, loadPlugins: plugins } = settings.current;
    Promise.all([import('embla-carousel'), plugins?.() ?? []])
      .then(([{ default: EmblaCarousel }, loaded]) => {
        if (cancelled) return;
        // (An undefined startIndex would override Embla's default, so it is only set when the row was scrolled.)
        const scrolled = viewport.scrollLeft > 0 ? { startIndex: nearestSlide(viewport) } : {};
        viewport.scrollLeft = 0;
        instance = EmblaCarousel(viewport, { ...initial, ...scrolled }, loaded);
        setApi(instance);
      })
      .catch((err: unknown) => console.warn('The carousel could not start', err));
    return () => {
      cancelled = true;
      instance?.destroy();
      setApi(undefined);
    };
  }, [viewport]);

  return [setViewport, api] as const;
}

/** The slide (a child of the viewport's container) whose left edge is nearest the viewport's scroll position. */
function nearestSlide(viewport: HTMLElement): number {
  const left = viewport.getBoundingClientRect().left;
  const distances = Array.from(viewport.firstElementChild?.children ?? [], (slide) => Math.abs(slide.getBoundingClientRect().left - left));
  return Math.max(0, distances.indexOf(Math.min(...distances)));
}
