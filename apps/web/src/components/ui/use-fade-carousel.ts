import { useCallback, useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import Fade from 'embla-carousel-fade';

/**
 * Embla's fade physics take a unitless `duration`, not milliseconds; 38 settles a cross-fade in about
 * 1000 ms at 60 frames a second (traveller-side.md §9), measured against the plugin's friction.
 */
const FADE_DURATION = 38;

/**
 * A cross-fading, autoplaying Embla carousel that our own controls drive (no swipe: the slides sit behind
 * the hero's text). `playing` false stops the autoplay (pause button, reduced motion).
 */
export function useFadeCarousel({ delay, playing }: { delay: number; playing: boolean }) {
  const [viewportRef, api] = useEmblaCarousel({ loop: true, watchDrag: false, duration: FADE_DURATION }, [
    Fade(),
    Autoplay({ delay, playOnInit: false, stopOnInteraction: false }),
  ]);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!api) return;
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
      if (!api) return;
      api.scrollTo(index);
      // A chosen slide gets its full turn before autoplay moves on.
      if (api.plugins().autoplay?.isPlaying()) api.plugins().autoplay?.reset();
    },
    [api],
  );

  return { viewportRef, selected, scrollTo };
}
