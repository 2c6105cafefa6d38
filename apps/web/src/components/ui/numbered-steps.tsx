/** A numbered list of next steps (enquiry and application confirmations). */
export function NumberedSteps({ steps }: { steps: ReadonlyArray<{ title: string; text: string }> }) {
  return (
    <ol className="space-y-4">
      {steps.map((s, i) => (
        <li key={s.title} className="flex gap-3">
          <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-emerald-800 text-sm font-bold text-white" aria-hidden="true">
            {i + 1}
          </span>
          <div>
            <p className="font-semibold text-stone-900">{s.title}</p>
            <p className="text-sm text-stone-600">{s.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
