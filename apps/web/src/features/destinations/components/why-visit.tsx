import type { DestinationDetails } from '../content';

/** 'Why Visit': reasons, best time to visit, signature experiences and practical notes. */
export function WhyVisit({ name, details }: { name: string; details: DestinationDetails }) {
  return (
    <section aria-labelledby="why-visit" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <h2 id="why-visit" className="font-display text-3xl font-bold text-stone-900 sm:text-4xl">
          Why Visit {name}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2">
          {details.whyVisit.map((r) => (
            <li key={r.title} className="rounded-2xl bg-stone-50 p-6 ring-1 ring-stone-200">
              <h3 className="font-display text-xl font-bold text-emerald-900">{r.title}</h3>
              <p className="mt-2 leading-relaxed text-stone-700">{r.text}</p>
            </li>
          ))}
        </ul>

        <div className="mt-12 grid gap-10 lg:grid-cols-2">
          <div>
            <h3 className="font-display text-2xl font-bold text-stone-900">Best time to visit</h3>
            <p className="mt-2 text-stone-700">{details.bestTime.summary}</p>
            <dl className="mt-5 divide-y divide-stone-200 rounded-2xl ring-1 ring-stone-200">
              {details.bestTime.seasons.map((s) => (
                <div key={s.months} className="grid gap-1 p-4 sm:grid-cols-[10rem_1fr] sm:gap-4">
                  <dt className="font-semibold text-emerald-900">{s.months}</dt>
                  <dd className="text-stone-700">{s.text}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div>
            <h3 className="font-display text-2xl font-bold text-stone-900">Signature experiences</h3>
            <ul className="mt-5 space-y-3">
              {details.signatureExperiences.map((s) => (
                <li key={s} className="flex gap-3 text-stone-700">
                  <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-1 h-4 w-4 shrink-0 fill-amber-500">
                    <path d="m10 1.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5Z" />
                  </svg>
                  <span>{s}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>

        <div className="mt-12">
          <h3 className="font-display text-2xl font-bold text-stone-900">Good to know before you go</h3>
          <dl className="mt-5 grid gap-4 sm:grid-cols-2">
            {details.practical.map((p) => (
              <div key={p.title} className="rounded-2xl bg-emerald-50/60 p-5 ring-1 ring-emerald-100">
                <dt className="font-semibold text-emerald-900">{p.title}</dt>
                <dd className="mt-1 text-sm leading-relaxed text-stone-700">{p.text}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-sm text-stone-600">
            Entry and health rules change. Check your government’s travel advice and the official immigration website before you book, and
            ask your agent about the current requirements.
          </p>
        </div>
      </div>
    </section>
  );
}
