import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

const inputClass =
  'mt-1 block w-full rounded-xl border border-stone-300 bg-white px-4 py-3 text-base text-stone-900 shadow-sm placeholder:text-stone-400 focus:border-emerald-700 focus:outline-none focus:ring-2 focus:ring-emerald-700/30 aria-[invalid=true]:border-red-500';

interface FieldProps {
  label: string;
  hint?: ReactNode;
  required?: boolean;
  invalid?: boolean;
}

export function TextField({ label, hint, required, invalid, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {label}
        {required && <span aria-hidden="true" className="text-red-600"> *</span>}
      </label>
      <input id={id} required={required} aria-invalid={invalid || undefined} aria-describedby={hint ? `${id}-hint` : undefined} className={inputClass} {...input} />
      {hint && <p id={`${id}-hint`} className="mt-1 text-sm text-stone-500">{hint}</p>}
    </div>
  );
}

export function TextAreaField({
  label,
  hint,
  required,
  invalid,
  value,
  maxLength,
  ...area
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement> & { value: string; maxLength: number }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {label}
        {required && <span aria-hidden="true" className="text-red-600"> *</span>}
      </label>
      {hint && <p id={`${id}-hint`} className="mt-1 text-sm text-stone-500">{hint}</p>}
      <textarea
        id={id}
        rows={5}
        value={value}
        maxLength={maxLength}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={[hint ? `${id}-hint` : '', `${id}-count`].join(' ').trim()}
        className={`${inputClass} resize-y`}
        {...area}
      />
      <p id={`${id}-count`} className="mt-1 text-right text-sm tabular-nums text-stone-500">
        {value.length}/{maxLength}
      </p>
    </div>
  );
}

export function CheckboxField({ label, checked, onChange, invalid }: { label: ReactNode; checked: boolean; onChange: (checked: boolean) => void; invalid?: boolean }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-invalid={invalid || undefined}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 h-5 w-5 shrink-0 rounded border-stone-400 accent-emerald-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
      />
      <label htmlFor={id} className="text-stone-700">
        {label}
      </label>
    </div>
  );
}

/** The step's one validation or server message, announced to screen readers. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

export function StepActions({ onBack, submitLabel = 'Continue', busy, busyLabel = 'Please wait…', extra }: { onBack?: () => void; submitLabel?: string; busy?: boolean; busyLabel?: string; extra?: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-stone-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
      {onBack ? (
        <button type="button" onClick={onBack} className="rounded-full border border-stone-300 px-6 py-3 font-semibold text-stone-700 hover:bg-stone-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700">
          Back
        </button>
      ) : (
        <span />
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        {extra}
        <button
          type="submit"
          disabled={busy}
          className="rounded-full bg-emerald-800 px-6 py-3 font-semibold text-white hover:bg-emerald-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 disabled:cursor-wait disabled:opacity-70"
        >
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
    </div>
  );
}

export function StepHeading({ title, description }: { title: string; description?: string }) {
  return (
    <div>
      <h2 className="font-display text-2xl font-bold text-stone-900">{title}</h2>
      {description && <p className="mt-1 text-stone-600">{description}</p>}
    </div>
  );
}
