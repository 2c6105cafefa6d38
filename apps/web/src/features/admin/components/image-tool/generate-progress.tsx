import { useEffect, useState } from 'react';
import { MESSAGES } from '@safari/contract';

/** What the server is doing, by the time it usually takes (the request answers once, after 30-60 s on a real site). */
const STAGES = [
  { from: 0, label: 'Fetching the website' },
  { from: 4, label: 'Reading the pages' },
  { from: 12, label: 'Drafting experiences' },
] as const;

/** Visible progress during a generation: the stages, the current one marked, and the seconds elapsed. */
export function GenerateProgress({ startedAt }: { startedAt: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const elapsed = Math.max(0, Math.floor((now - startedAt) / 1000));
  const current = STAGES.reduce((at, stage, i) => (elapsed >= stage.from ? i : at), 0);
  return (
    <div role="status" aria-live="polite" data-testid="generate-progress" className="rounded-xl bg-emerald-50 p-4 ring-1 ring-emerald-200">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-emerald-950">{STAGES[current]!.label}…</p>
        <p className="text-sm tabular-nums text-emerald-900">{elapsed} s elapsed</p>
      </div>
      <ol className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
        {STAGES.map((stage, i) => (
          <li key={stage.label} className="flex items-center gap-2" aria-current={i === current ? 'step' : undefined}>
            <span
              aria-hidden="true"
              className={`inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full text-xs font-bold ${i < current ? 'bg-emerald-700 text-white' : i === current ? 'animate-pulse bg-emerald-200 text-emerald-900 ring-2 ring-emerald-700' : 'bg-white text-stone-500 ring-1 ring-stone-300'}`}
            >
              {i < current ? '✓' : i + 1}
            </span>
            <span className={i <= current ? 'text-emerald-950' : 'text-stone-500'}>{stage.label}</span>
          </li>
        ))}
      </ol>
      <div className="mt-3 h-1.5 overflow-hidden rounded-full bg-emerald-100" aria-hidden="true">
        <div className="h-full rounded-full bg-emerald-700 transition-all duration-1000" style={{ width: `${Math.min(95, (elapsed / 60) * 100 + 5)}%` }} />
      </div>
      <p className="mt-2 text-sm text-emerald-900">{MESSAGES.importTakesAWhile}</p>
    </div>
  );
}
