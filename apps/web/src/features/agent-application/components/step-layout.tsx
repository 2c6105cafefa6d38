import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';

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
          className={buttonClass({}, 'disabled:cursor-wait')}
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
