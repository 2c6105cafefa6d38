import { useEffect, useState } from 'react';
import { preload } from 'react-dom';
import { Link } from 'react-router';
import { HERO_IMAGES, LIMITS } from '@safari/contract';
import { SmartImage } from '@/components/ui/smart-image';
import { useFadeCarousel } from '@/components/ui/use-fade-carousel';
import { paths } from '@/config/paths';
import { imageAtWidth, imageSrcSet } from '@/lib/images';
import { usePageView, usePicked, useShuffled } from '@/lib/page-view';
import { usePrefersReducedMotion } from '@/lib/use-prefers-reduced-motion';
import { HERO_HEADLINES, HERO_SUBTITLE } from '../data/headlines';
import { buttonClass } from '@/components/ui/button';

/**
 * The server picks the slides for this page load and preloads the first (apps/server/src/modules/web/boot-markup.ts),
 * so the image downloads while this bundle loads; without that hint (dev server) the page view's seed picks.
 */
function useSlides() {
  const { heroKeys } = usePageView();
  const shuffled = useShuffled(HERO_IMAGES);
  const chosen = heroKeys.map((key) => HERO_IMAGES.find((h) => h.key === key)).filter((h) => h !== undefined);
  return chosen.length === LIMITS.heroImagesShown ? chosen : shuffled.slice(0, LIMITS.heroImagesShown);
}

/**
 * Home hero (traveller-side.md §2, §9): 3 of the 6 images and 1 of 5 headlines chosen at random per visit,
 * cross-fading (Embla fade + autoplay) every 6000 ms over about 1000 ms; still under reduced motion, and pausable (WCAG 2.2.2).
 */
export function HeroCarousel() {
  const slides = useSlides();
  const headline = usePicked(HERO_HEADLINES);
  // Later slides' images mount only when they are next, so the first paint fetches one image.
  const [mounted, setMounted] = useState(1);
  const [paused, setPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const playing = !paused && !reducedMotion;
  const { viewportRef, selected: active, scrollTo } = useFadeCarousel({ delay: LIMITS.heroAutoplayMs, playing });

  const first = slides[0]!;
  preload(imageAtWidth(first.url, 1024) ?? first.url, { as: 'image', imageSrcSet: imageSrcSet(first.url), imageSizes: '100vw', fetchPriority: 'high' });

  useEffect(() => {
    if (!playing) return;
    // Fetch the next slide ahead of its turn so the cross-fade never shows a blank frame.
    const warm = setTimeout(() => setMounted((m) => Math.max(m, Math.min(slides.length, active + 2))), LIMITS.heroAutoplayMs / 2);
    return () => clearTimeout(warm);
  }, [active, playing, slides.length]);

  const goTo = (i: number) => {
    setMounted((m) => Math.max(m, i + 1));
    scrollTo(i);
  };

  return (
    <section aria-roledescription="carousel" aria-label="Highlights" className="relative isolate flex min-h-[560px] items-center overflow-hidden bg-emerald-950 sm:min-h-[640px]">
      <div ref={viewportRef} className="absolute inset-0 -z-10 overflow-hidden">
        <div className="flex h-full">
          {slides.map((slide, i) => (
            <div
              key={slide.key}
              aria-hidden={i !== active}
              data-testid="hero-slide"
              data-active={i === active ? 'true' : 'false'}
              className="relative h-full min-w-0 flex-[0_0_100%]"
            >
              {i < mounted ? (
                <SmartImage
                  src={slide.url}
                  alt={slide.alt}
                  width={1600}
                  height={900}
                  sizes="100vw"
                  priority={i === 0}
                  className="h-full w-full object-cover"
                />
              ) : null}
            </div>
          ))}
        </div>
      </div>
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-stone-950/80 via-stone-950/50 to-stone-950/10" />
      <div className="mx-auto w-full max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-amber-300">Tanzania · Kenya · Uganda · Rwanda · Madagascar</p>
          <h1 className="mt-4 font-display text-4xl font-bold leading-tight text-white sm:text-6xl">{headline}</h1>
          <p className="mt-5 text-lg text-stone-100 sm:text-xl">{HERO_SUBTITLE}</p>
          <Link
            to={paths.onboarding()}
            className={buttonClass({ tone: 'accent', size: 'lg' }, 'mt-8 shadow-lg')}
          >
            Start Planning
          </Link>
        </div>
      </div>
      <div className="absolute inset-x-0 bottom-6 flex items-center justify-center gap-3">
        {slides.map((slide, i) => (
          <button
            key={slide.key}
            type="button"
            onClick={() => goTo(i)}
            aria-label={`Show image ${i + 1} of ${slides.length}`}
            aria-current={i === active ? 'true' : undefined}
            className="flex h-6 w-6 items-center justify-center"
          >
            <span aria-hidden="true" className={`block h-2.5 rounded-full transition-all ${i === active ? 'w-8 bg-amber-400' : 'w-2.5 bg-white/70'}`} />
          </button>
        ))}
        {!reducedMotion && (
          <button
            type="button"
            onClick={() => setPaused((p) => !p)}
            aria-label={paused ? 'Play slideshow' : 'Pause slideshow'}
            className="ml-2 flex h-8 w-8 items-center justify-center rounded-full bg-black/40 text-white hover:bg-black/60"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-current">
              {paused ? <path d="M6 4l10 6-10 6V4z" /> : <path d="M5 4h3v12H5zM12 4h3v12h-3z" />}
            </svg>
          </button>
        )}
      </div>
    </section>
  );
}
