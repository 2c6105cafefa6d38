import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';

export function StepActions({ onBack, submitLabel = 'Continue', busy, busyLabel = 'Please wait…', extra }: { onBack?: () => void; submitLabel?: string; busy?: boolean; busyLabel?: string; extra?: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-stone-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
      {onBack ? (
        <button type="button" onClick={onBack} className={buttonClass({ tone: 'quiet' })}>
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
