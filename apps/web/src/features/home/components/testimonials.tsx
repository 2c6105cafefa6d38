import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { SectionHeading } from '@/components/ui/section-heading';
import { firstSentences } from '@/lib/format';
import { useShuffled } from '@/lib/page-view';
import { TESTIMONIALS, type Testimonial } from '@safari/contract';
import { AgentMonogram, Stars } from './testimonial-parts';

// The dialog (Radix) is fetched only when someone opens a testimonial, keeping it out of the home bundle.
const loadDialog = () => import('./testimonial-dialog');
const TestimonialDialog = lazy(loadDialog);

/** Agent ratings block with the built-in sample testimonials (traveller-side.md §2, §3). */
export function Testimonials() {
  const items = useShuffled(TESTIMONIALS);
  const [open, setOpen] = useState<Testimonial | null>(null);
  return (
    <section aria-labelledby="ratings-heading" className="bg-emerald-950">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <SectionHeading id="ratings-heading" tone="light" eyebrow="Agent ratings" title="What travellers say about our agents" />
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {items.map((t) => {
            const { excerpt, truncated } = firstSentences(t.text, 2);
            return (
              <li key={t.id} data-testid="testimonial" className="flex flex-col rounded-2xl bg-white p-6 shadow-sm">
                <div className="flex items-center gap-3">
                  <AgentMonogram testimonial={t} />
                  <div>
                    <h3 className="font-semibold text-stone-900">
                      <Link to={paths.agency(t.agentId)} className="underline-offset-4 hover:text-emerald-800 hover:underline">
                        {t.agentName}
                      </Link>
                    </h3>
                    <p className="text-sm text-stone-600">{t.travelerType}</p>
                  </div>
                </div>
                <div className="mt-4">
                  <Stars rating={t.rating} />
                </div>
                <blockquote className="mt-3 flex-1 text-stone-700">“{excerpt}”</blockquote>
                {truncated && (
                  <button
                    type="button"
                    onClick={() => setOpen(t)}
                    onPointerEnter={() => void loadDialog()}
                    onFocus={() => void loadDialog()}
                    className="mt-4 self-start font-semibold text-emerald-800 underline-offset-4 hover:underline"
                  >
                    Read more<span className="sr-only"> from the review of {t.agentName}</span>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </div>
      {open && (
        <Suspense fallback={null}>
          <TestimonialDialog testimonial={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </section>
  );
}
