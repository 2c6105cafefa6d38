import { STEP_TITLES } from '../lib/wizard-data';

/** "Step n of 8" with a bar; on wider screens the step names too. */
export function WizardProgress({ step }: { step: number }) {
  const total = STEP_TITLES.length;
  const percent = Math.round(((step + 1) / total) * 100);
  return (
    <div className="mb-8">
      <div className="flex items-baseline justify-between text-sm">
        <p className="font-semibold text-emerald-900">
          Step {step + 1} of {total}
          <span className="font-normal text-stone-500"> · {STEP_TITLES[step]}</span>
        </p>
        <p className="text-stone-500" aria-hidden="true">
          {percent}%
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Planning progress"
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step + 1}
        aria-valuetext={`Step ${step + 1} of ${total}: ${STEP_TITLES[step]}`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full rounded-full bg-gradient-to-r from-emerald-700 to-amber-400 transition-all duration-500" style={{ width: `${percent}%` }} />
      </div>
      <ol className="mt-3 hidden grid-cols-8 gap-1 text-center text-xs text-stone-500 md:grid" aria-hidden="true">
        {STEP_TITLES.map((title, i) => (
          <li key={title} className={i === step ? 'font-semibold text-emerald-900' : i < step ? 'text-emerald-800' : ''}>
            {title}
          </li>
        ))}
      </ol>
    </div>
  );
}
