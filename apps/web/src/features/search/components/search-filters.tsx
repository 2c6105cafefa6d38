import { useCallback, useId, useState } from 'react';
import { CATEGORY_FILTERS, LIMITS, POPULAR_SEARCH_DESTINATIONS } from '@safari/contract';
import type { ExperienceFacets } from '@safari/contract';
import type { SearchFilters } from '../api/search-experiences';
import { DeferredSearchBox } from './deferred-search-box';

export const POPULAR_DESTINATIONS = POPULAR_SEARCH_DESTINATIONS.slice(0, LIMITS.popularDestinationChips);
const CHIP_CATEGORIES = CATEGORY_FILTERS.filter((c) => c.chip);

const chipClass = (active: boolean) =>
  `shrink-0 whitespace-nowrap rounded-full px-4 py-2 text-sm font-medium ring-1 transition ${
    active ? 'bg-emerald-800 text-white ring-emerald-800' : 'bg-white text-stone-700 ring-stone-300 hover:bg-emerald-50 hover:ring-emerald-300'
  }`;

export interface SearchFiltersProps {
  filters: SearchFilters;
  /** Counts for the current search (absent while the first ones load). */
  facets?: ExperienceFacets;
  /** Keep its identity between navigations (useCallback), like `onSearch`: the search box is memoised (deferred-search-box.tsx). */
  onChange: (next: SearchFilters) => void;
  onSearch: (q: string) => void;
}

/** A chip's count, '(1,234)'. */
function Count({ n }: { n: number | undefined }) {
  if (n === undefined) return null;
  return <span className="tabular-nums font-normal"> ({n.toLocaleString('en-US')})</span>;
}

/** Category chips with their counts, the search box with suggestions (collapsible on phones) and popular-destination chips. */
export function SearchFiltersPanel({ filters, facets, onChange, onSearch }: SearchFiltersProps) {
  const [searchOpen, setSearchOpen] = useState(Boolean(filters.q));
  const formId = useId();
  const categoryCount = (name: string) => facets?.categories.find((c) => c.name === name)?.count;
  const destinationCount = (name: string) => facets?.destinations.find((d) => d.name.toLowerCase() === name.toLowerCase())?.count;
  const pickPlace = useCallback((place: string) => onChange({ ...filters, q: undefined, destination: place }), [filters, onChange]);
  return (
    <div className="space-y-5">
      <div>
        <h2 className="sr-only">Filter by category</h2>
        <ul aria-label="Categories" className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
          {CHIP_CATEGORIES.map((c) => {
            const active = filters.tripType === c.name;
            return (
              <li key={c.name}>
                <button
                  type="button"
                  aria-pressed={active}
                  onClick={() => onChange({ ...filters, tripType: active ? undefined : c.name })}
                  className={chipClass(active)}
                >
                  {c.name}
                  <Count n={categoryCount(c.name)} />
                </button>
              </li>
            );
          })}
        </ul>
      </div>

      <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <div className="lg:w-[28rem]">
          <button
            type="button"
            aria-expanded={searchOpen}
            aria-controls={formId}
            onClick={() => setSearchOpen((o) => !o)}
            className="flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-emerald-900 ring-1 ring-stone-300 sm:hidden"
          >
            <SearchIcon />
            Search experiences
          </button>
          <div id={formId} className={`${searchOpen ? 'mt-3 block' : 'hidden'} sm:mt-0 sm:block`}>
            <DeferredSearchBox key={filters.q ?? ''} initial={filters.q ?? ''} onSearch={onSearch} onPickPlace={pickPlace} />
          </div>
        </div>
        {/* One row that scrolls sideways on a phone, as the categories do: wrapped, it took three rows above the results. */}
        <div className="-mx-4 flex items-center gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0">
          <span className="shrink-0 text-sm font-medium text-stone-600">Popular:</span>
          <ul aria-label="Popular destinations" className="flex gap-2 sm:flex-wrap">
            {POPULAR_DESTINATIONS.map((d) => {
              const active = filters.destination?.toLowerCase() === d.toLowerCase();
              return (
                <li key={d}>
                  <button
                    type="button"
                    aria-pressed={active}
                    onClick={() => onChange({ ...filters, destination: active ? undefined : d })}
                    className={`shrink-0 whitespace-nowrap rounded-full px-3 py-1.5 text-sm font-medium ring-1 transition ${
                      active ? 'bg-amber-400 text-stone-950 ring-amber-400' : 'bg-amber-50 text-amber-900 ring-amber-200 hover:bg-amber-100'
                    }`}
                  >
                    {d}
                    <Count n={destinationCount(d)} />
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </div>
  );
}

function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-current">
      <path d="M8.5 2a6.5 6.5 0 0 1 5.2 10.4l4 4-1.4 1.4-4-4A6.5 6.5 0 1 1 8.5 2Zm0 2a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9Z" />
    </svg>
  );
}

const money = (n: number) => `$${n.toLocaleString('en-US')}`;

function rangeLabel(min: number | undefined, max: number | undefined, unit: (n: number) => string): string | undefined {
  if (min === undefined && max === undefined) return undefined;
  if (min !== undefined && max !== undefined) return `${unit(min)} – ${unit(max)}`;
  return min !== undefined ? `${unit(min)}+` : `up to ${unit(max!)}`;
}

/** The filters in force, each removable, including a trip type that has no chip (Food & Cuisine) and the ranges. */
export function ActiveFilters({ filters, onChange }: { filters: SearchFilters; onChange: (next: SearchFilters) => void }) {
  const price = rangeLabel(filters.minPrice, filters.maxPrice, money);
  const length = rangeLabel(filters.minDays, filters.maxDays, (n) => `${n} d`);
  const entries: Array<{ key: string; label: string; value: string; clear: SearchFilters }> = [
    ...(filters.tripType ? [{ key: 'tripType', label: 'Category', value: filters.tripType, clear: { tripType: undefined } }] : []),
    ...(filters.destination ? [{ key: 'destination', label: 'Destination', value: filters.destination, clear: { destination: undefined } }] : []),
    ...(filters.q ? [{ key: 'q', label: 'Search', value: filters.q, clear: { q: undefined } }] : []),
    ...(price ? [{ key: 'price', label: 'Price', value: price, clear: { minPrice: undefined, maxPrice: undefined } }] : []),
    ...(length ? [{ key: 'length', label: 'Length', value: length, clear: { minDays: undefined, maxDays: undefined } }] : []),
  ];
  if (entries.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" aria-label="Active filters" role="group">
      {entries.map(({ key, label, value, clear }) => (
        <span key={key} className="inline-flex items-center gap-1 rounded-full bg-emerald-50 py-1 pl-3 pr-1 text-sm text-emerald-900 ring-1 ring-emerald-200">
          <span>
            {label}: <strong>{value}</strong>
          </span>
          <button
            type="button"
            onClick={() => onChange({ ...filters, ...clear })}
            aria-label={`Remove ${label.toLowerCase()} filter ${value}`}
            className="flex h-6 w-6 items-center justify-center rounded-full hover:bg-emerald-100"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-3.5 w-3.5 fill-current">
              <path d="M5.7 4.3 10 8.6l4.3-4.3 1.4 1.4L11.4 10l4.3 4.3-1.4 1.4-4.3-4.3-4.3 4.3-1.4-1.4L8.6 10 4.3 5.7z" />
            </svg>
          </button>
        </span>
      ))}
      {entries.length > 1 && (
        <button type="button" onClick={() => onChange({ sort: filters.sort })} className="text-sm font-semibold text-emerald-800 underline-offset-4 hover:underline">
          Clear all
        </button>
      )}
    </div>
  );
}
