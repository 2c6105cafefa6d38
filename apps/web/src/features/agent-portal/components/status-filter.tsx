import { Link } from 'react-router';

/** A row of status pills (links, so the filter lives in the URL); scrolls sideways on a phone. */
export function StatusFilter({ options, active, hrefFor }: { options: { value: string | undefined; label: string }[]; active: string | undefined; hrefFor: (value: string | undefined) => string }) {
  return (
    <nav aria-label="Filter by status" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-2">
        {options.map((f) => {
          const current = f.value === active;
          return (
            <li key={f.label}>
              <Link
                to={hrefFor(f.value)}
                replace
                aria-current={current ? 'page' : undefined}
                className={`block whitespace-nowrap rounded-full px-4 py-2 text-sm font-semibold ring-1 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 ${
                  current ? 'bg-emerald-800 text-white ring-emerald-800' : 'bg-white text-stone-700 ring-stone-300 hover:bg-stone-100'
                }`}
              >
                {f.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
