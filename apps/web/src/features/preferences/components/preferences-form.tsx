import { useId, type ReactNode } from 'react';
import { LENGTH_OF_STAY_OPTIONS, MONTHS, PREFERENCE_TRIP_TYPES } from '@safari/contract';
import type { PreferencesField, PreferencesFormValues } from '../lib/preferences-form';
import { DestinationPicker } from './destination-picker';

export const fieldClass =
  'block w-full rounded-xl border border-stone-300 bg-white px-4 py-3 text-base text-stone-900 shadow-sm focus:border-emerald-700 focus:outline-none focus:ring-2 focus:ring-emerald-700/30 aria-[invalid=true]:border-red-500';
const labelClass = 'mb-1.5 block text-sm font-medium text-stone-700';

interface PreferencesFormProps {
  values: PreferencesFormValues;
  onChange: (changes: Partial<PreferencesFormValues>) => void;
  onSubmit: () => void;
  invalidField: PreferencesField | null;
  messageId: string;
  saving: boolean;
  status: ReactNode;
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-7">
      <legend className="float-left mb-4 w-full font-display text-xl font-semibold text-stone-900">{title}</legend>
      <div className="clear-both grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

export function PreferencesForm({ values, onChange, onSubmit, invalidField, messageId, saving, status }: PreferencesFormProps) {
  const id = useId();
  const years = (() => {
    const now = new Date().getFullYear();
    const list = [now, now + 1, now + 2];
    const current = Number(values.travel_year);
    return current && !list.includes(current) ? [current, ...list] : list;
  })();
  const tripTypes: string[] = [...PREFERENCE_TRIP_TYPES];
  // A value saved by the wizard (its own list) stays selectable so saving never silently drops it.
  if (values.preferred_trip_type && !tripTypes.includes(values.preferred_trip_type)) tripTypes.unshift(values.preferred_trip_type);
  const invalid = (field: PreferencesField) =>
    invalidField === field ? { 'aria-invalid': true as const, 'aria-describedby': messageId } : {};

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      className="space-y-6"
    >
      <Group title="Your trip">
        <div>
          <label htmlFor={`${id}-type`} className={labelClass}>
            Trip type
          </label>
          <select id={`${id}-type`} name="preferred_trip_type" value={values.preferred_trip_type} onChange={(e) => onChange({ preferred_trip_type: e.target.value })} className={fieldClass} {...invalid('preferred_trip_type')}>
            <option value="">Select a trip type</option>
            {tripTypes.map((t) => (
              <option key={t} value={t}>
                {t.split(',').join(', ')}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-budget`} className={labelClass}>
            Ideal budget (USD per person)
          </label>
          <input id={`${id}-budget`} name="ideal_budget" type="number" inputMode="numeric" value={values.ideal_budget} onChange={(e) => onChange({ ideal_budget: e.target.value })} className={fieldClass} />
        </div>
        <div className="sm:col-span-2">
          <p className={labelClass} id={`${id}-dest-label`}>
            Destinations
          </p>
          <div className="flex flex-wrap items-center gap-2" aria-labelledby={`${id}-dest-label`} role="group">
            {values.preferred_destinations.length === 0 && <span className="text-sm text-stone-500">No destinations chosen yet.</span>}
            {values.preferred_destinations.map((d) => (
              <span key={d} className="inline-flex items-center gap-1 rounded-full bg-emerald-50 py-1 pl-3 pr-1 text-sm font-medium text-emerald-900 ring-1 ring-emerald-200">
                {d}
                <button
                  type="button"
                  onClick={() => onChange({ preferred_destinations: values.preferred_destinations.filter((x) => x !== d) })}
                  className="flex h-7 w-7 items-center justify-center rounded-full hover:bg-emerald-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-emerald-800"
                  aria-label={`Remove ${d}`}
                >
                  ×
                </button>
              </span>
            ))}
            <DestinationPicker value={values.preferred_destinations} onChange={(next) => onChange({ preferred_destinations: next })} />
          </div>
        </div>
      </Group>

      <Group title="Who is travelling">
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-travelers`} className={labelClass}>
            Number of travelers
          </label>
          <input id={`${id}-travelers`} name="number_of_travelers" type="number" inputMode="numeric" min={1} value={values.number_of_travelers} onChange={(e) => onChange({ number_of_travelers: e.target.value })} className={fieldClass} {...invalid('number_of_travelers')} />
        </div>
        <div>
          <label htmlFor={`${id}-adults`} className={labelClass}>
            Adults (18+)
          </label>
          <input id={`${id}-adults`} name="number_of_adults" type="number" inputMode="numeric" min={1} value={values.number_of_adults} onChange={(e) => onChange({ number_of_adults: e.target.value })} className={fieldClass} />
        </div>
        <div>
          <label htmlFor={`${id}-children`} className={labelClass}>
            Children (0-17)
          </label>
          <input id={`${id}-children`} name="number_of_children" type="number" inputMode="numeric" min={0} value={values.number_of_children} onChange={(e) => onChange({ number_of_children: e.target.value })} className={fieldClass} />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-airport`} className={labelClass}>
            Departure airport
          </label>
          <input id={`${id}-airport`} name="preferred_departure_airport" value={values.preferred_departure_airport} onChange={(e) => onChange({ preferred_departure_airport: e.target.value })} className={fieldClass} placeholder="e.g. Frankfurt (FRA)" />
        </div>
      </Group>

      <Group title="When">
        <div>
          <label htmlFor={`${id}-month`} className={labelClass}>
            Travel month
          </label>
          <select id={`${id}-month`} name="travel_month" value={values.travel_month} onChange={(e) => onChange({ travel_month: e.target.value })} className={fieldClass}>
            <option value="">Not sure yet</option>
            {MONTHS.map((m) => (
              <option key={m}>{m}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-year`} className={labelClass}>
            Travel year
          </label>
          <select id={`${id}-year`} name="travel_year" value={values.travel_year} onChange={(e) => onChange({ travel_year: e.target.value })} className={fieldClass}>
            <option value="">Not sure yet</option>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-length`} className={labelClass}>
            Length of stay
          </label>
          <select id={`${id}-length`} name="length_of_stay" value={values.length_of_stay} onChange={(e) => onChange({ length_of_stay: e.target.value })} className={fieldClass}>
            <option value="">Not sure yet</option>
            {LENGTH_OF_STAY_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      </Group>

      <Group title="Stay in touch">
        <div>
          <label htmlFor={`${id}-whatsapp`} className={labelClass}>
            WhatsApp
          </label>
          <input id={`${id}-whatsapp`} name="whatsapp_contact" type="tel" inputMode="tel" value={values.whatsapp_contact} onChange={(e) => onChange({ whatsapp_contact: e.target.value })} className={fieldClass} />
        </div>
        <div>
          <label htmlFor={`${id}-instagram`} className={labelClass}>
            Instagram
          </label>
          <input id={`${id}-instagram`} name="instagram_username" value={values.instagram_username} onChange={(e) => onChange({ instagram_username: e.target.value })} className={fieldClass} placeholder="@yourname" />
        </div>
      </Group>

      <div className="sticky bottom-0 -mx-4 flex flex-col gap-3 border-t border-stone-200 bg-stone-50/95 px-4 py-4 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0 sm:py-0">
        {status}
        <button
          type="submit"
          disabled={saving}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-emerald-800 px-8 py-3 font-semibold text-white shadow-sm hover:bg-emerald-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-800 disabled:opacity-60 sm:self-start"
        >
          {saving && <span className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden="true" />}
          {saving ? 'Saving…' : 'Save preferences'}
        </button>
      </div>
    </form>
  );
}
