import { useId } from 'react';
import type { ExperienceSort } from '@safari/contract';
import type { SearchFilters } from '../api/search-experiences';
import { fieldClass } from '@/components/ui/field';

const SORT_LABELS: Record<ExperienceSort, string> = {
  relevance: 'Best match',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  duration_asc: 'Length: shortest first',
  duration_desc: 'Length: longest first',
};

interface Range {
  min?: number;
  max?: number;
  label: string;
}

const PRICE_RANGES: Range[] = [
  { max: 999, label: 'Under $1,000' },
  { min: 1000, max: 2500, label: '$1,000 – $2,500' },
  { min: 2500, max: 5000, label: '$2,500 – $5,000' },
  { min: 5000, label: '$5,000 and over' },
];

const LENGTH_RANGES: Range[] = [
  { min: 1, max: 3, label: '1 – 3 days' },
  { min: 4, max: 7, label: '4 – 7 days' },
  { min: 8, max: 14, label: '8 – 14 days' },
  { min: 15, label: '15 days or more' },
];

const keyOf = (min?: number, max?: number) => `${min ?? ''}-${max ?? ''}`;

function describe(min: number | undefined, max: number | undefined, unit: (n: number) => string): string {
  if (min !== undefined && max !== undefined) return `${unit(min)} – ${unit(max)}`;
  if (min !== undefined) return `${unit(min)} and over`;
  return `Up to ${unit(max!)}`;
}

const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;
const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

function RangeSelect({
  label,
  anyLabel,
  ranges,
  min,
  max,
  unit,
  onChange,
}: {
  label: string;
  anyLabel: string;
  ranges: Range[];
  min?: number;
  max?: number;
  unit: (n: number) => string;
  onChange: (min?: number, max?: number) => void;
}) {
  const id = useId();
  const current = keyOf(min, max);
  // A range from a shared link that is not one of the presets still shows, as itself.
  const options = current !== '-' && !ranges.some((r) => keyOf(r.min, r.max) === current) ? [...ranges, { min, max, label: describe(min, max, unit) }] : ranges;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold uppercase tracking-wide text-stone-500">
        {label}
      </label>
      <select
        id={id}
        value={current}
        onChange={(e) => {
          const picked = options.find((r) => keyOf(r.min, r.max) === e.target.value);
          onChange(picked?.min, picked?.max);
        }}
        className={fieldClass({ size: 'sm', pill: true }, 'w-auto px-4')}
      >
        <option value="-">{anyLabel}</option>
        {options.map((r) => (
          <option key={keyOf(r.min, r.max)} value={keyOf(r.min, r.max)}>
            {r.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Order, price range and length range: each a plain select, kept in the URL with the rest of the search. */
export function SearchRefine({ filters, hasText, onChange }: { filters: SearchFilters; hasText: boolean; onChange: (next: SearchFilters) => void }) {
  const sortId = useId();
  return (
    <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end lg:shrink-0 lg:flex-nowrap">
      <div className="col-span-2 flex flex-col gap-1 sm:col-span-1">
        <label htmlFor={sortId} className="text-xs font-semibold uppercase tracking-wide text-stone-500">
          Sort by
        </label>
        <select
          id={sortId}
          value={filters.sort ?? 'relevance'}
          onChange={(e) => onChange({ ...filters, sort: e.target.value === 'relevance' ? undefined : (e.target.value as ExperienceSort) })}
          className={fieldClass({ size: 'sm', pill: true }, 'w-auto px-4')}
        >
          {(Object.keys(SORT_LABELS) as ExperienceSort[]).map((sort) => (
            <option key={sort} value={sort}>
              {sort === 'relevance' && !hasText ? 'Recommended' : SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>
      <RangeSelect
        label="Price"
        anyLabel="Any price"
        ranges={PRICE_RANGES}
        min={filters.minPrice}
        max={filters.maxPrice}
        unit={dollars}
        onChange={(minPrice, maxPrice) => onChange({ ...filters, minPrice, maxPrice })}
      />
      <RangeSelect
        label="Length"
        anyLabel="Any length"
        ranges={LENGTH_RANGES}
        min={filters.minDays}
        max={filters.maxDays}
        unit={days}
        onChange={(minDays, maxDays) => onChange({ ...filters, minDays, maxDays })}
      />
    </div>
  );
}
