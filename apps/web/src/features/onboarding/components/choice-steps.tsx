import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { COUNTRIES, LIMITS, ONBOARDING_TRIP_TYPES } from '@safari/contract';
import { budgetLabel } from '../lib/wizard-data';
import type { StepProps } from './early-steps';
import { StepFrame } from './step-frame';

interface ToggleOption {
  value: string;
  label: string;
  hint?: string;
}

/** Multi-select as a grid of toggle buttons (aria-pressed): big touch targets, Tab + Space/Enter to choose. */
function ToggleGrid({ labelledBy, options, selected, onToggle }: { labelledBy: string; options: ToggleOption[]; selected: string[]; onToggle: (value: string) => void }) {
  return (
    <div role="group" aria-labelledby={labelledBy} className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3">
      {options.map((o) => {
        const on = selected.includes(o.value);
        return (
          <button
            key={o.value}
            type="button"
            aria-pressed={on}
            onClick={() => onToggle(o.value)}
            className={`flex min-h-14 items-center gap-3 rounded-2xl px-4 py-3 text-left ring-1 transition focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-800 ${
              on ? 'bg-emerald-50 ring-2 ring-emerald-700' : 'bg-white ring-stone-200 hover:ring-stone-400'
            }`}
          >
            <span className="flex-1">
              <span className="block font-semibold text-stone-900">{o.label}</span>
              {o.hint && <span className="block text-sm text-stone-500">{o.hint}</span>}
            </span>
            <span
              aria-hidden="true"
              className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full border-2 text-xs font-bold ${on ? 'border-emerald-700 bg-emerald-700 text-white' : 'border-stone-300'}`}
            >
              {on ? '✓' : ''}
            </span>
          </button>
        );
      })}
    </div>
  );
}

const toggle = (list: string[], value: string) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

export function TripTypeStep({ data, onContinue, onBack, focusOnMount }: StepProps) {
  const id = useId();
  const { watch, setValue, handleSubmit } = useForm({ defaultValues: { trip_types: data.trip_types } });
  const selected = watch('trip_types');
  return (
    <StepFrame
      title="What kind of trip are you dreaming of?"
      description={<span id={`${id}-label`}>Choose as many as you like.</span>}
      onSubmit={handleSubmit((v) => onContinue(v))}
      onBack={() => onBack?.({ trip_types: selected })}
      continueDisabled={selected.length === 0}
      focusOnMount={focusOnMount}
    >
      <ToggleGrid
        labelledBy={`${id}-label`}
        options={ONBOARDING_TRIP_TYPES.map((t) => ({ value: t.name, label: t.name }))}
        selected={selected}
        onToggle={(v) => setValue('trip_types', toggle(selected, v))}
      />
      <SelectionHint count={selected.length} />
    </StepFrame>
  );
}

export function CountriesStep({ data, onContinue, onBack, focusOnMount }: StepProps) {
  const id = useId();
  const { watch, setValue, handleSubmit } = useForm({ defaultValues: { destinations: data.destinations } });
  const selected = watch('destinations');
  return (
    <StepFrame
      title="Where would you like to go?"
      description={<span id={`${id}-label`}>Pick one or more countries. Your agent can help you combine them.</span>}
      onSubmit={handleSubmit((v) => onContinue(v))}
      onBack={() => onBack?.({ destinations: selected })}
      continueDisabled={selected.length === 0}
      focusOnMount={focusOnMount}
    >
      <ToggleGrid
        labelledBy={`${id}-label`}
        options={COUNTRIES.map((c) => ({ value: c.name, label: c.name, hint: c.region }))}
        selected={selected}
        onToggle={(v) => setValue('destinations', toggle(selected, v))}
      />
      <SelectionHint count={selected.length} />
    </StepFrame>
  );
}

function SelectionHint({ count }: { count: number }) {
  return (
    <p aria-live="polite" className="-mt-2 text-sm text-stone-500">
      {count === 0 ? 'Select at least one to continue.' : `${count} selected`}
    </p>
  );
}

export function BudgetStep({ data, onContinue, onBack, focusOnMount }: StepProps) {
  const id = useId();
  const { register, watch, handleSubmit } = useForm({ defaultValues: { budget: data.budget } });
  const budget = watch('budget');
  const label = budgetLabel(budget);
  return (
    <StepFrame
      title="What is your ideal budget?"
      description="Per person, roughly. It helps your agent suggest the right lodges and routes."
      onSubmit={handleSubmit((v) => onContinue(v))}
      onBack={() => onBack?.({ budget })}
      focusOnMount={focusOnMount}
    >
      <div className="rounded-2xl bg-stone-50 p-5 ring-1 ring-stone-200 sm:p-6">
        <label htmlFor={`${id}-budget`} className="block text-sm font-medium text-stone-700">
          Ideal budget
        </label>
        <output htmlFor={`${id}-budget`} className="mt-1 block text-emerald-900" aria-live="polite">
          <span className="font-display text-4xl font-semibold">{label}</span>{' '}
          <span className="ml-1 text-base font-medium text-stone-600">per person</span>
        </output>
        <input
          id={`${id}-budget`}
          type="range"
          min={LIMITS.budgetMin}
          max={LIMITS.budgetMax}
          step={LIMITS.budgetStep}
          aria-valuetext={`${label} per person`}
          {...register('budget', { valueAsNumber: true })}
          className="mt-5 h-3 w-full cursor-pointer accent-emerald-800"
        />
        <div className="mt-2 flex justify-between text-sm text-stone-500" aria-hidden="true">
          <span>{budgetLabel(LIMITS.budgetMin)}</span>
          <span>{budgetLabel(LIMITS.budgetMax)}</span>
        </div>
      </div>
    </StepFrame>
  );
}
