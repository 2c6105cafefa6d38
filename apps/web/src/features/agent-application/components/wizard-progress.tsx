import { TOTAL_STEPS } from '../types';

const STEP_NAMES = ['Email', 'Company', 'Location', 'Values', 'Media', 'Review'];

/** 'n of 6' with a bar; the visible count is what screen readers hear too. */
export function WizardProgress({ step }: { step: number }) {
  const current = step + 1;
  return (
    <div>
      <div className="flex items-baseline justify-between text-sm">
        <p className="font-semibold text-emerald-900" aria-live="polite">
          {current} of {TOTAL_STEPS}
        </p>
        <p className="text-stone-500">{STEP_NAMES[step]}</p>
      </div>
      <div
        className="mt-2 h-2 overflow-hidden rounded-full bg-stone-200"
        role="progressbar"
        aria-label="Application progress"
        aria-valuemin={1}
        aria-valuemax={TOTAL_STEPS}
        aria-valuenow={current}
        aria-valuetext={`${current} of ${TOTAL_STEPS}`}
      >
        <div className="h-full rounded-full bg-emerald-700 transition-[width] duration-300" style={{ width: `${(current / TOTAL_STEPS) * 100}%` }} />
      </div>
    </div>
  );
}
