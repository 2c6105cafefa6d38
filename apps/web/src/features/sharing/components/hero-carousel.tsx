import { useEffect, useState, type ReactNode } from 'react';
import { LIMITS } from '@safari/contract';
import { TripImage } from '@/components/enquiry/trip-image';

/** Cross-fading hero that rotates every 4 seconds (spec §9), with a pause control for motion-sensitive visitors. */
export function HeroCarousel({ images, children }: { images: Array<{ url: string; alt: string }>; children: ReactNode }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(() => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);

  useEffect(() => {
    if (paused || images.length < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % images.length), LIMITS.sharedCarouselMs);
    return () => window.clearInterval(timer);
  }, [paused, images.length]);

  return (
    <section aria-roledescription="carousel" aria-label="Trip highlights" className="relative isolate overflow-hidden bg-emerald-950">
      {images.map((img, i) => (
        <div
          key={img.url}
          aria-hidden={i !== index}
          className={`absolute inset-0 -z-10 transition-opacity duration-1000 ${i === index ? 'opacity-100' : 'opacity-0'}`}
        >
          <TripImage src={img.url} alt={img.alt} sizes="100vw" width={1600} height={900} eager={i === 0} className="h-full w-full object-cover" />
        </div>
      ))}
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-emerald-950/95 via-emerald-950/50 to-emerald-950/20" aria-hidden="true" />
      {children}
      {images.length > 1 && (
        <div className="absolute bottom-4 right-4 flex items-center gap-3 sm:bottom-6 sm:right-8">
          <div className="flex gap-1.5" aria-hidden="true">
            {images.map((img, i) => (
              <span key={img.url} className={`h-1.5 rounded-full transition-all ${i === index ? 'w-6 bg-amber-400' : 'w-1.5 bg-white/60'}`} />
            ))}
          </div>
          <button
            type="button"
            onClick={() => setPaused((p) => !p)}
            className="rounded-full bg-black/30 px-3 py-1.5 text-xs font-semibold text-white ring-1 ring-white/40 hover:bg-black/50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-amber-400"
          >
            {paused ? 'Play slideshow' : 'Pause slideshow'}
          </button>
        </div>
      )}
    </section>
  );
}
