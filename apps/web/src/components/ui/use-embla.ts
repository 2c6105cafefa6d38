import { useEffect, useRef, useState } from 'react';
import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel';

/**
 * An Embla carousel whose engine is fetched after the page has shown and hydrated, not with it (issue 15: the
 * first view's JavaScript). Like embla-carousel-react's hook, it returns a ref for the viewport and the API once the
 * carousel runs; until then the slides stand as rendered (the first one showing), which is also what the server sent.
 * Options and plugins are read once, on mount. If the code cannot be fetched (offline), the slides stay still.
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
        instance = EmblaCarousel(viewport, initial, loaded);
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
