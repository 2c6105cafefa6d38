const REASONS = [
  {
    title: 'They live where you travel',
    text: 'Every agent is based in the country they plan trips for. They know which camps are worth the drive, when the rivers rise and which guides the locals trust.',
    icon: 'M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z',
  },
  {
    title: 'Vetted before they join',
    text: 'Our team reviews each agency’s registration, licences and references and meets them on a video call before they can appear on the site.',
    icon: 'M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5l-8-3Zm-1.2 14.2-3.5-3.5 1.4-1.4 2.1 2.1 4.9-4.9 1.4 1.4-6.3 6.3Z',
  },
  {
    title: 'A plan built around you',
    text: 'No fixed packages you have to squeeze into: your agent shapes the route, pace and budget around what you told us you want.',
    icon: 'M4 4h16v2H4V4Zm0 7h10v2H4v-2Zm0 7h16v2H4v-2Zm14-8 4 2-4 2v-4Z',
  },
  {
    title: 'Talk to them directly',
    text: 'We introduce you and step aside. You agree the details, prices and booking with the agent themselves — we never take a payment in between.',
    icon: 'M4 4h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2Z',
  },
];

/** The agents page's why-choose section (traveller-side.md §2 "Agents page"). */
export function WhyChooseLocalAgents() {
  return (
    <section aria-labelledby="why-local-agents" className="bg-white py-12 sm:py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="why-local-agents" className="text-center font-display text-3xl font-bold text-stone-900">
          Why choose a local agent?
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-stone-600">
          A trip to East Africa or Madagascar depends on details you can’t see from abroad. Local experts see them every day.
        </p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {REASONS.map((r) => (
            <li key={r.title} className="rounded-2xl bg-stone-50 p-6 ring-1 ring-stone-200">
              <span className="flex h-11 w-11 items-center justify-center rounded-full bg-emerald-800 text-amber-300">
                <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6 fill-current">
                  <path d={r.icon} />
                </svg>
              </span>
              <h3 className="mt-4 font-display text-lg font-bold text-stone-900">{r.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-stone-700">{r.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
