import { useId, useState, type FormEventHandler, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { LENGTH_OF_STAY_OPTIONS, MONTHS, type PreferenceFormField } from '@safari/contract';
import { FieldError, SelectField, TextField } from '@/components/ui/form';
import { tripTypeOptions, type PreferencesFormValues } from '../lib/preferences-form';
import { DestinationPicker } from './destination-picker';
import { buttonClass } from '@/components/ui/button';

interface PreferencesFormProps {
  form: UseFormReturn<PreferencesFormValues>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  status: ReactNode;
}

const labelClass = 'mb-1 block text-sm font-semibold text-stone-800';

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-7">
      <legend className="float-left mb-4 w-full font-display text-xl font-semibold text-stone-900">{title}</legend>
      <div className="clear-both grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

export function PreferencesForm({ form, onSubmit, saving, status }: PreferencesFormProps) {
  const id = useId();
  const { register, watch, setValue, formState } = form;
  const travelYear = watch('travel_year');
  const destinations = watch('preferred_destinations');
  const setDestinations = (next: string[]) => setValue('preferred_destinations', next, { shouldDirty: true });
  const years = (() => {
    const now = new Date().getFullYear();
    const list = [now, now + 1, now + 2];
    const current = Number(travelYear);
    return current && !list.includes(current) ? [current, ...list] : list;
  })();
  // The options are fixed when the form opens, so unticking a wizard choice does not make it vanish.
  const [tripTypes] = useState(() => tripTypeOptions(form.getValues('preferred_trip_type')));
  const errorId = (name: PreferenceFormField) => `${id}-${name}-error`;
  const message = (name: PreferenceFormField) => formState.errors[name]?.message as string | undefined;
  const field = (name: Exclude<PreferenceFormField, 'preferred_destinations' | 'preferred_trip_type'>) => ({
    invalid: !!formState.errors[name],
    errorId: errorId(name),
    ...register(name),
  });
  const below = (name: PreferenceFormField) => <FieldError id={errorId(name)} message={message(name)} />;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <Group title="Your trip">
        <fieldset className="sm:col-span-2" aria-describedby={message('preferred_trip_type') ? errorId('preferred_trip_type') : undefined}>
          <legend className={labelClass}>Trip type</legend>
          <div className="flex flex-wrap gap-2">
            {tripTypes.map((t) => (
              <label
                key={t}
                className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-medium text-stone-800 ring-1 ring-stone-300 has-[:checked]:bg-emerald-50 has-[:checked]:text-emerald-900 has-[:checked]:ring-emerald-600 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-emerald-700"
              >
                <input type="checkbox" value={t} className="h-4 w-4 accent-emerald-800" aria-invalid={!!message('preferred_trip_type') || undefined} {...register('preferred_trip_type')} />
                {t}
              </label>
            ))}
          </div>
          {below('preferred_trip_type')}
        </fieldset>
        <div>
          <TextField label="Ideal budget (USD per person)" type="number" inputMode="numeric" min={0} {...field('ideal_budget')} />
          {below('ideal_budget')}
        </div>
        <div className="sm:col-span-2">
          <p className={labelClass} id={`${id}-dest-label`}>
            Destinations
          </p>
          <div className="flex flex-wrap items-center gap-2" aria-labelledby={`${id}-dest-label`} role="group">
            {destinations.length === 0 && <span className="text-sm text-stone-500">No destinations chosen yet.</span>}
            {destinations.map((d) => (
              <span key={d} className="inline-flex items-center gap-1 rounded-full bg-emerald-50 py-1 pl-3 pr-1 text-sm font-medium text-emerald-900 ring-1 ring-emerald-200">
                {d}
                <button
                  type="button"
                  onClick={() => setDestinations(destinations.filter((x) => x !== d))}
                  className="flex h-7 w-7 items-center justify-center rounded-full hover:bg-emerald-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-emerald-800"
                  aria-label={`Remove ${d}`}
                >
                  ×
                </button>
              </span>
            ))}
            <DestinationPicker value={destinations} onChange={setDestinations} />
          </div>
          {below('preferred_destinations')}
        </div>
      </Group>

      <Group title="Who is travelling">
        <div className="sm:col-span-2">
          <TextField label="Number of travelers" type="number" inputMode="numeric" min={1} {...field('number_of_travelers')} />
          {below('number_of_travelers')}
        </div>
        <div>
          <TextField label="Adults (18+)" type="number" inputMode="numeric" min={1} {...field('number_of_adults')} />
          {below('number_of_adults')}
        </div>
        <div>
          <TextField label="Children (0-17)" type="number" inputMode="numeric" min={0} {...field('number_of_children')} />
          {below('number_of_children')}
        </div>
        <div className="sm:col-span-2">
          <TextField label="Departure airport" placeholder="e.g. Frankfurt (FRA)" {...field('preferred_departure_airport')} />
          {below('preferred_departure_airport')}
        </div>
      </Group>

      <Group title="When">
        <div>
          <SelectField label="Travel month" placeholder="Not sure yet" options={MONTHS} {...field('travel_month')} />
          {below('travel_month')}
        </div>
        <div>
          <SelectField label="Travel year" placeholder="Not sure yet" options={years} {...field('travel_year')} />
          {below('travel_year')}
        </div>
        <div className="sm:col-span-2">
          <SelectField label="Length of stay" placeholder="Not sure yet" options={LENGTH_OF_STAY_OPTIONS} {...field('length_of_stay')} />
          {below('length_of_stay')}
        </div>
      </Group>

      <Group title="Stay in touch">
        <div>
          <TextField label="WhatsApp" type="tel" inputMode="tel" {...field('whatsapp_contact')} />
          {below('whatsapp_contact')}
        </div>
        <div>
          <TextField label="Instagram" placeholder="@yourname" {...field('instagram_username')} />
          {below('instagram_username')}
        </div>
      </Group>

      <div className="sticky bottom-0 -mx-4 flex flex-col gap-3 border-t border-stone-200 bg-stone-50/95 px-4 py-4 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0 sm:py-0">
        {status}
        <button
          type="submit"
          disabled={saving}
          className={buttonClass({}, 'shadow-sm sm:self-start')}
        >
          {saving && <span className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden="true" />}
          {saving ? 'Saving…' : 'Save preferences'}
        </button>
      </div>
    </form>
  );
}
