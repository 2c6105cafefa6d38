import { useCallback, useEffect, useRef, useState } from 'react';
import { useEmbla } from './use-embla';

/**
 * Embla's fade physics take a unitless `duration`, not milliseconds; 38 settles a cross-fade in about
 * 1000 ms at 60 frames a second (traveller-side.md §9), measured against the plugin's friction.
 */
const FADE_DURATION = 38;

const loadPlugins = (delay: number) =>
  Promise.all([import('embla-carousel-fade'), import('embla-carousel-autoplay')]).then(([fade, autoplay]) => [
    fade.default(),
    autoplay.default({ delay, playOnInit: false, stopOnInteraction: false }),
  ]);

/**
 * A cross-fading, autoplaying Embla carousel that our own controls drive (no swipe: the slides sit behind
 * the hero's text). `playing` false stops the autoplay (pause button, reduced motion).
 */
export function useFadeCarousel({ delay, playing }: { delay: number; playing: boolean }) {
  const [viewportRef, api] = useEmbla({ loop: true, watchDrag: false, duration: FADE_DURATION }, () => loadPlugins(delay));
  const [selected, setSelected] = useState(0);
  // A slide chosen before the carousel's code arrived is shown as soon as it runs.
  const wanted = useRef<number | null>(null);

  useEffect(() => {
    if (!api) return;
    if (wanted.current !== null) api.scrollTo(wanted.current, true);
    wanted.current = null;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  useEffect(() => {
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) return;
    if (playing) autoplay.play();
    else autoplay.stop();
  }, [api, playing]);

  const scrollTo = useCallback(
    (index: number) => {
      if (!api) {
        wanted.current = index;
        return;
      }
      api.scrollTo(index);
      // A chosen slide gets its full turn before autoplay moves on.
      if (api.plugins().autoplay?.isPlaying()) api.plugins().autoplay?.reset();
    },
    [api],
  );

  return { viewportRef, selected, scrollTo };
}
