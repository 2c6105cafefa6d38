import type { ReactNode } from 'react';
import { SmartImage } from '@/components/ui/smart-image';

interface DestinationHeroProps {
  image: string;
  alt: string;
  eyebrow: string;
  title: string;
  tagline: string;
  children?: ReactNode;
}

/** Full-width photo with a dark scrim so white text stays readable on any picture. */
export function DestinationHero({ image, alt, eyebrow, title, tagline, children }: DestinationHeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-emerald-950 text-white">
      <SmartImage src={image} alt={alt} width={1600} height={900} priority sizes="100vw" className="absolute inset-0 -z-10 h-full w-full object-cover" />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-stone-950/85 via-stone-950/55 to-stone-950/15" />
      <div className="mx-auto flex min-h-[22rem] max-w-7xl flex-col justify-end px-4 py-14 sm:min-h-[28rem] sm:px-6 sm:py-20 lg:px-8">
        <p className="text-sm font-semibold uppercase tracking-widest text-amber-300">{eyebrow}</p>
        <h1 className="mt-2 font-display text-5xl font-bold sm:text-6xl">{title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-stone-100 sm:text-xl">{tagline}</p>
        {children}
      </div>
    </section>
  );
}
