import { optimizationTips, type TipInput } from '../../experience-form/optimization-tips';

/** Optimisation tips (agent-side.md §2), ticked off as the experience gets them. */
export function TipsPanel(input: TipInput) {
  const tips = optimizationTips(input);
  const done = tips.filter((t) => t.done).length;
  return (
    <section aria-labelledby="tips-heading" className="rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200">
      <h2 id="tips-heading" className="font-display text-lg font-bold text-stone-900">
        Optimisation tips
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        {done} of {tips.length} done
      </p>
      <ul className="mt-3 space-y-2.5">
        {tips.map((t) => (
          <li key={t.id} className="flex gap-2.5 text-sm">
            <span aria-hidden="true" className={`mt-0.5 flex h-4 w-4 shrink-0 items-center justify-center rounded-full text-[10px] font-bold ${t.done ? 'bg-emerald-700 text-white' : 'ring-1 ring-stone-400'}`}>
              {t.done ? '✓' : ''}
            </span>
            <span className={t.done ? 'text-stone-500 line-through decoration-stone-400' : 'text-stone-800'}>
              {t.text}
              <span className="sr-only">{t.done ? ' (done)' : ' (to do)'}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
