import type { ReactNode } from 'react';
import { InfoHero } from './info-hero';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/**
 * A legal text with a table of contents. Typography is set here once (no typography plugin): paragraphs,
 * lists, tables and links inside `body` get consistent spacing through the descendant selectors below.
 */
export function LegalPage({ eyebrow, title, updated, intro, sections }: { eyebrow: string; title: string; updated: string; intro: ReactNode; sections: LegalSection[] }) {
  return (
    <>
      <InfoHero eyebrow={eyebrow} title={title}>
        <p className="text-base text-emerald-100">Last updated: {updated}</p>
      </InfoHero>
      <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:px-8">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-stone-600">On this page</h2>
          <ol className="mt-3 space-y-2 text-sm">
            {sections.map((s, i) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="text-emerald-800 underline-offset-4 hover:underline">
                  {i + 1}. {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="min-w-0 break-words max-w-3xl rounded-2xl bg-white p-6 text-stone-700 shadow-sm ring-1 ring-stone-200 sm:p-10 [&_a]:font-medium [&_a]:text-emerald-800 [&_a]:underline [&_a]:underline-offset-4 [&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-stone-900 [&_li]:mt-1.5 [&_p]:mt-3 [&_p]:leading-relaxed [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
          <div className="text-lg leading-relaxed text-stone-800">{intro}</div>
          {sections.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="mt-10 scroll-mt-24">
              <h2 id={`${s.id}-title`} className="font-display text-2xl font-bold text-stone-900">
                {i + 1}. {s.title}
              </h2>
              {s.body}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
