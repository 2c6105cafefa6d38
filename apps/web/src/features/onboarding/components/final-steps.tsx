import { useId } from 'react';
import { useForm, type ResolverResult } from 'react-hook-form';
import { LENGTH_OF_STAY_OPTIONS, MESSAGES } from '@safari/contract';
import { FieldError, SelectField } from '@/components/ui/form';
import { trackEvent } from '@/lib/analytics';
import { availableMonths, availableYears, monthAfterYearChange, validateTravelDate, type WizardData } from '../lib/wizard-data';
import type { StepProps } from './early-steps';
import { StepFrame } from './step-frame';

const stepperButton =
  'flex h-12 w-12 items-center justify-center rounded-full bg-white text-2xl font-semibold text-emerald-900 ring-1 ring-stone-300 transition hover:bg-emerald-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-800 disabled:cursor-not-allowed disabled:text-stone-300';

function Counter({ id, label, hint, value, onMinus, onPlus, minusDisabled, errorId }: {
  id: string;
  label: string;
  hint: string;
  value: number;
  onMinus: () => void;
  onPlus: () => void;
  minusDisabled?: boolean;
  errorId?: string;
}) {
  return (
    <div className="flex items-center justify-between gap-4 rounded-2xl bg-white px-4 py-4 ring-1 ring-stone-200 sm:px-5">
      <div>
        <p id={id} className="font-semibold text-stone-900">
          {label}
        </p>
        <p className="text-sm text-stone-500">{hint}</p>
      </div>
      <div className="flex items-center gap-3" role="group" aria-labelledby={id}>
        <button type="button" className={stepperButton} onClick={onMinus} disabled={minusDisabled} aria-label={`Fewer ${label.toLowerCase()}`} aria-describedby={errorId}>
          −
        </button>
        <span className="w-8 text-center text-xl font-semibold tabular-nums text-stone-900" aria-live="polite" aria-label={`${value} ${label.toLowerCase()}`}>
          {value}
        </span>
        <button type="button" className={stepperButton} onClick={onPlus} aria-label={`More ${label.toLowerCase()}`}>
          +
        </button>
      </div>
    </div>
  );
}

export function TravellersStep({ data, onContinue, onBack, focusOnMount }: StepProps) {
  const id = useId();
  const { watch, setValue, handleSubmit, setError, clearErrors, formState } = useForm({ defaultValues: { adults: data.adults, children: data.children } });
  const adults = watch('adults');
  const children = watch('children');
  const error = formState.errors.adults?.message ?? null;
  return (
    <StepFrame
      title="Who is travelling?"
      description="Count everyone in your group, including yourself."
      onSubmit={handleSubmit((v) => onContinue(v))}
      onBack={() => onBack?.({ adults, children })}
      focusOnMount={focusOnMount}
    >
      <div className="space-y-3">
        <Counter
          id={`${id}-adults`}
          label="Adults"
          hint="18+"
          value={adults}
          errorId={error ? `${id}-error` : undefined}
          onMinus={() => {
            if (adults <= 1) {
              setError('adults', { type: 'min', message: MESSAGES.minOneAdult });
              trackEvent('form_error', { step_number: 6, error_message: MESSAGES.minOneAdult });
              return;
            }
            setValue('adults', adults - 1);
          }}
          onPlus={() => {
            setValue('adults', adults + 1);
            clearErrors('adults');
          }}
        />
        <FieldError id={`${id}-error`} message={error} />
        <Counter
          id={`${id}-children`}
          label="Children"
          hint="0-17"
          value={children}
          minusDisabled={children <= 0}
          onMinus={() => setValue('children', Math.max(0, children - 1))}
          onPlus={() => setValue('children', children + 1)}
        />
      </div>
      <p className="rounded-2xl bg-emerald-50 px-4 py-3 font-medium text-emerald-900" aria-live="polite">
        Total travellers: <span className="tabular-nums">{adults + children}</span>
      </p>
    </StepFrame>
  );
}

interface DatesValues {
  travel_year: number;
  travel_month: string | null;
  length_of_stay: number;
}

/** The month rule depends on the year (a month already past this year): one resolver over both fields. */
function travelDateResolver(values: DatesValues): ResolverResult<DatesValues> {
  const problem = validateTravelDate(values.travel_month, values.travel_year);
  if (!problem) return { values, errors: {} };
  return { values: {}, errors: { travel_month: { type: 'validate', message: problem } } };
}

export function DatesStep({ data, onSubmitTrip, onBack, busy, focusOnMount }: {
  data: WizardData;
  onSubmitTrip: (changes: Partial<WizardData>) => void;
  onBack: (changes: Partial<WizardData>) => void;
  busy: boolean;
  focusOnMount: boolean;
}) {
  const id = useId();
  const years = availableYears();
  const { watch, setValue, handleSubmit, getValues, clearErrors, formState } = useForm<DatesValues>({
    defaultValues: {
      travel_year: years.includes(data.travel_year) ? data.travel_year : years[0]!,
      travel_month: data.travel_month,
      length_of_stay: data.length_of_stay,
    },
    resolver: travelDateResolver,
  });
  const year = watch('travel_year');
  const month = watch('travel_month');
  const length = watch('length_of_stay');
  const error = formState.errors.travel_month?.message ?? null;
  const months = availableMonths(year);
  // A month validated earlier may have slipped into the past while the page stayed open: keep it visible.
  const monthOptions = month && !months.includes(month) ? [month, ...months] : months;

  return (
    <StepFrame
      title="When would you like to travel?"
      description="A rough idea is enough, your agent will help with the details."
      onSubmit={handleSubmit(
        (v) => onSubmitTrip(v),
        (errors) => trackEvent('form_error', { step_number: 7, error_message: errors.travel_month?.message ?? '' }),
      )}
      onBack={() => onBack(getValues())}
      continueLabel={busy ? 'Sending…' : 'Submit'}
      busy={busy}
      continueDisabled={busy}
      focusOnMount={focusOnMount}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {/* The year first: it decides which months are still ahead. */}
        <SelectField
          label="Year"
          options={years}
          value={year}
          onChange={(e) => {
            const next = Number(e.target.value);
            setValue('travel_year', next);
            setValue('travel_month', monthAfterYearChange(getValues('travel_month'), next));
          }}
        />
        <SelectField
          label="Month"
          placeholder="Select a month"
          options={monthOptions}
          value={month ?? ''}
          onChange={(e) => {
            setValue('travel_month', e.target.value || null);
            clearErrors('travel_month');
          }}
          invalid={!!error}
          errorId={`${id}-error`}
        />
      </div>
      <FieldError id={`${id}-error`} message={error} />
      <fieldset>
        <legend className="mb-1 block text-sm font-semibold text-stone-800">Length of stay</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          {LENGTH_OF_STAY_OPTIONS.map((o) => (
            <label
              key={o.value}
              className={`flex min-h-12 cursor-pointer items-center justify-center rounded-xl px-3 py-2 text-center text-sm font-semibold ring-1 transition has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-emerald-800 ${
                length === o.value ? 'bg-emerald-800 text-white ring-emerald-800' : 'bg-white text-stone-700 ring-stone-300 hover:ring-stone-500'
              } ${o.value === 5 ? 'col-span-2 sm:col-span-1' : ''}`}
            >
              <input type="radio" name={`${id}-length`} value={o.value} checked={length === o.value} onChange={() => setValue('length_of_stay', o.value)} className="sr-only" />
              {o.label}
            </label>
          ))}
        </div>
      </fieldset>
    </StepFrame>
  );
}
