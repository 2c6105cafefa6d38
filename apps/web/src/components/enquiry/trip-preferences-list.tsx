import { LENGTH_OF_STAY_OPTIONS, formatPerPerson } from '@safari/contract';

/** The preference fields a summary can show; traveller records and share snapshots both fit. */
export interface TripPreferencesView {
  preferred_trip_type?: string | null;
  preferred_destinations?: string[] | string | null;
  ideal_budget?: number | null;
  number_of_travelers?: number | null;
  number_of_adults?: number | null;
  number_of_children?: number | null;
  travel_month?: string | null;
  travel_year?: number | null;
  travel_window?: string | null;
  length_of_stay?: number | null;
}

export function lengthOfStayLabel(value: number | null | undefined): string | null {
  if (!value) return null;
  return LENGTH_OF_STAY_OPTIONS.find((o) => o.value === value)?.label ?? 'More than 4 weeks';
}

export function destinationsOf(value: string[] | string | null | undefined): string[] {
  if (!value) return [];
  return (Array.isArray(value) ? value : value.split(',')).map((s) => s.trim()).filter(Boolean);
}

/** A definition list of the traveller's wishes; rows without a value are left out. */
export function TripPreferencesList({ preferences }: { preferences: TripPreferencesView }) {
  const p = preferences;
  const travellers =
    p.number_of_adults != null
      ? `${p.number_of_adults} adult${p.number_of_adults === 1 ? '' : 's'}${p.number_of_children ? `, ${p.number_of_children} child${p.number_of_children === 1 ? '' : 'ren'}` : ''}`
      : p.number_of_travelers != null
        ? `${p.number_of_travelers}`
        : null;
  const rows: Array<[string, string | null]> = [
    ['Destinations', destinationsOf(p.preferred_destinations).join(', ') || null],
    ['Trip style', p.preferred_trip_type ? p.preferred_trip_type.split(',').map((s) => s.trim()).join(', ') : null],
    ['Budget', formatPerPerson(p.ideal_budget)],
    ['Travellers', travellers],
    ['When', p.travel_window ?? ([p.travel_month, p.travel_year].filter(Boolean).join(' ') || null)],
    ['Length of stay', lengthOfStayLabel(p.length_of_stay)],
  ];
  const shown = rows.filter((r): r is [string, string] => !!r[1]);
  if (shown.length === 0) return <p className="text-stone-600">No preferences yet.</p>;
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {shown.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs font-semibold uppercase tracking-wide text-stone-500">{label}</dt>
          <dd className="mt-0.5 font-medium text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
