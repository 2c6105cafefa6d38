export function StatTiles({ stats }: { stats: { label: string; value: string | number; hint?: string }[] }) {
  return (
    <dl className="grid min-w-0 grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {stats.map((s) => (
        <div key={s.label} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5">
          <dt className="text-sm font-medium text-stone-500">{s.label}</dt>
          <dd className="mt-1 font-display text-3xl font-bold tabular-nums text-stone-900">{s.value}</dd>
          {s.hint && <dd className="mt-1 text-xs text-stone-500">{s.hint}</dd>}
        </div>
      ))}
    </dl>
  );
}
