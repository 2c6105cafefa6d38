import { SectionHeading } from '@/components/ui/section-heading';

const STEPS = [
  {
    title: 'Tell us about your vacation',
    text: 'Share where you dream of going, when, with whom and your budget. It takes about two minutes.',
  },
  {
    title: 'Plan with expert agents',
    text: 'Local agents who live the destination shape an itinerary around you, and you refine it together.',
  },
  {
    title: 'Travel on your dream vacation',
    text: 'Set off with a trip built by people who know every track, lodge and season by heart.',
  },
];

/** Three-step explainer (traveller-side.md §2 "Home"). */
export function HowItWorksSteps() {
  return (
    <section aria-labelledby="steps-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <SectionHeading id="steps-heading" eyebrow="How it works" title="Your trip in three simple steps" />
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {STEPS.map((step, i) => (
          <li key={step.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
            <span aria-hidden="true" className="flex h-12 w-12 items-center justify-center rounded-full bg-emerald-800 font-display text-xl font-bold text-amber-300">
              {i + 1}
            </span>
            <h3 className="mt-4 font-display text-xl font-bold text-stone-900">
              <span className="sr-only">Step {i + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-stone-600">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
