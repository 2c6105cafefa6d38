import type { ReactNode } from 'react';

/** The calm header band of the information and legal pages. */
export function InfoHero({ eyebrow, title, children }: { eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-emerald-950 to-emerald-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <p className="text-sm font-semibold uppercase tracking-widest text-amber-300">{eyebrow}</p>
        <h1 className="mt-2 max-w-3xl font-display text-4xl font-bold sm:text-5xl">{title}</h1>
        {children && <div className="mt-4 max-w-3xl text-lg text-emerald-50">{children}</div>}
      </div>
    </section>
  );
}
