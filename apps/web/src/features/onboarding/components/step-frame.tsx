import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';

export const primaryButton =
  buttonClass({}, 'shadow-sm disabled:cursor-not-allowed');
export const secondaryButton = buttonClass({ tone: 'plain' });

interface StepFrameProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  onSubmit: () => void;
  onBack?: () => void;
  continueLabel?: string;
  continueDisabled?: boolean;
  busy?: boolean;
  extraActions?: ReactNode;
  /** Focus the heading when the step appears, so screen readers and keyboards start at the new step. */
  focusOnMount?: boolean;
}

/** One wizard step: a form (Enter continues), a heading, and the Back / Continue row. */
export function StepFrame({ title, description, children, onSubmit, onBack, continueLabel = 'Continue', continueDisabled, busy, extraActions, focusOnMount }: StepFrameProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!continueDisabled && !busy) onSubmit();
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <div>
        <h2 ref={headingRef} tabIndex={-1} className="font-display text-2xl font-semibold text-stone-900 focus:outline-none sm:text-3xl">
          {title}
        </h2>
        {description && <p className="mt-2 text-stone-600">{description}</p>}
      </div>
      {children}
      <div className="flex flex-col-reverse gap-3 border-t border-stone-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
        {onBack ? (
          <button type="button" onClick={onBack} className={secondaryButton}>
            <span aria-hidden="true">←</span>&nbsp;Back
          </button>
        ) : (
          <span />
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
          {extraActions}
          <button type="submit" disabled={continueDisabled} aria-busy={busy || undefined} className={primaryButton}>
            {busy && <span className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden="true" />}
            {continueLabel}
          </button>
        </div>
      </div>
    </form>
  );
}
