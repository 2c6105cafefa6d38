import { useState, type ReactNode } from 'react';
import { LIMITS } from '@safari/contract';
import { SmartImage } from '@/components/ui/smart-image';
import { useFadeCarousel } from '@/components/ui/use-fade-carousel';
import { usePrefersReducedMotion } from '@/lib/use-prefers-reduced-motion';

/**
 * Cross-fading hero that rotates every 4 seconds (spec §2, §9; Embla fade + autoplay), with a pause control (WCAG
 * 2.2.2). Under prefers-reduced-motion it stands still on the first image and follows the setting if it changes.
 */
export function HeroCarousel({ images, children }: { images: Array<{ url: string; alt: string }>; children: ReactNode }) {
  const [paused, setPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const rotates = images.length > 1 && !reducedMotion;
  const { viewportRef, selected: index } = useFadeCarousel({ delay: LIMITS.sharedCarouselMs, playing: rotates && !paused });

  return (
    <section aria-roledescription="carousel" aria-label="Trip highlights" className="relative isolate overflow-hidden bg-emerald-950">
      <div ref={viewportRef} className="absolute inset-0 -z-10 overflow-hidden">
        <div className="flex h-full">
          {images.map((img, i) => (
            <div
              key={img.url}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${images.length}`}
              aria-hidden={i !== index}
              data-testid="shared-hero-slide"
              data-active={i === index ? 'true' : 'false'}
              className="relative h-full min-w-0 flex-[0_0_100%]"
            >
              <SmartImage src={img.url} alt={img.alt} sizes="100vw" width={1600} height={900} priority={i === 0} className="h-full w-full object-cover" />
            </div>
          ))}
        </div>
      </div>
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-emerald-950/95 via-emerald-950/50 to-emerald-950/20" aria-hidden="true" />
      {children}
      {images.length > 1 && (
        <div className="absolute bottom-4 right-4 flex items-center gap-3 sm:bottom-6 sm:right-8">
          <div className="flex gap-1.5" aria-hidden="true">
            {images.map((img, i) => (
              <span key={img.url} className={`h-1.5 rounded-full transition-all ${i === index ? 'w-6 bg-amber-400' : 'w-1.5 bg-white/60'}`} />
            ))}
          </div>
          {rotates && (
            <button
              type="button"
              onClick={() => setPaused((p) => !p)}
              className="rounded-full bg-black/30 px-3 py-1.5 text-xs font-semibold text-white ring-1 ring-white/40 hover:bg-black/50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-amber-400"
            >
              {paused ? 'Play slideshow' : 'Pause slideshow'}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
