import { fieldClass } from '@/components/ui/field';
interface AgentsSearchProps {
  query: string;
  onQueryChange: (value: string) => void;
  destinations: string[];
}

/** The view-all search box and popular-destination chips; a chip fills the search with its destination. */
export function AgentsSearch({ query, onQueryChange, destinations }: AgentsSearchProps) {
  const active = query.trim().toLowerCase();
  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <form role="search" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="agent-search" className="block text-sm font-semibold text-stone-800">
          Search agents
        </label>
        <div className="relative mt-2">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="pointer-events-none absolute left-4 top-1/2 h-5 w-5 -translate-y-1/2 fill-stone-400">
            <path d="M8.5 2a6.5 6.5 0 0 1 5.2 10.4l4.2 4.2-1.4 1.4-4.2-4.2A6.5 6.5 0 1 1 8.5 2Zm0 2a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9Z" />
          </svg>
          <input
            id="agent-search"
            type="search"
            value={query}
            onChange={(e) => onQueryChange(e.target.value)}
            placeholder="Agency name, destination or town"
            autoComplete="off"
            className={fieldClass({ pill: true }, 'bg-stone-50 py-3 pl-12 pr-4 focus:bg-white')}
          />
        </div>
      </form>
      {destinations.length > 0 && (
        <div className="mt-4">
          <p id="popular-destinations" className="text-sm font-medium text-stone-600">
            Popular destinations
          </p>
          <ul aria-labelledby="popular-destinations" className="mt-2 flex flex-wrap gap-2">
            {destinations.map((d) => {
              const pressed = active === d.toLowerCase();
              return (
                <li key={d}>
                  <button
                    type="button"
                    aria-pressed={pressed}
                    onClick={() => onQueryChange(pressed ? '' : d)}
                    className={`rounded-full px-4 py-2 text-sm font-medium ring-1 transition focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 ${
                      pressed ? 'bg-emerald-800 text-white ring-emerald-800' : 'bg-white text-stone-700 ring-stone-300 hover:bg-emerald-50 hover:ring-emerald-300'
                    }`}
                  >
                    {d}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}
