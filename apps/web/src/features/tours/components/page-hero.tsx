import type { ReactNode } from 'react';
import { SmartImage } from '@/components/ui/smart-image';

/** A full-width photo banner with a dark scrim so white text stays readable on any image. */
export function PageHero({ image, alt, eyebrow, title, children }: { image: string; alt: string; eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <section className="relative isolate overflow-hidden bg-emerald-950 text-white">
      <SmartImage src={image} alt={alt} width={1600} height={900} priority sizes="100vw" className="absolute inset-0 -z-10 h-full w-full object-cover" />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-stone-950/85 via-stone-950/60 to-stone-950/20" />
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
        <p className="text-sm font-semibold uppercase tracking-widest text-amber-300">{eyebrow}</p>
        <h1 className="mt-3 max-w-3xl font-display text-4xl font-bold sm:text-5xl">{title}</h1>
        {children}
      </div>
    </section>
  );
}
