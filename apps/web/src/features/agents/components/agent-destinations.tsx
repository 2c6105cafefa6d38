import type { AgentDetail } from '@safari/contract';

/** The destinations the agent specialises in, with the agent's own notes where it wrote any. */
export function AgentDestinations({ destinations }: { destinations: AgentDetail['destinations'] }) {
  if (destinations.length === 0) return null;
  return (
    <section aria-labelledby="agent-destinations" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <h2 id="agent-destinations" className="font-display text-3xl font-bold text-stone-900">
        Destinations they specialise in
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {destinations.map((d) => (
          <li key={d.id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
            <h3 className="flex items-center gap-2 font-display text-lg font-bold text-stone-900">
              <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full bg-amber-500" />
              {d.destination_name}
            </h3>
            {d.destination_description && <p className="mt-2 text-sm leading-relaxed text-stone-700">{d.destination_description}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
