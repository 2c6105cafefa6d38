/** An ordered list of steps with large numbers; stacks on phones, a row of cards on desktop. */
export function NumberedSteps({ steps, label }: { steps: { title: string; text: string }[]; label: string }) {
  return (
    <ol aria-label={label} className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
      {steps.map((s, i) => (
        <li key={s.title} className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
          <span aria-hidden="true" className="flex h-11 w-11 items-center justify-center rounded-full bg-emerald-800 font-display text-xl font-bold text-amber-300">
            {i + 1}
          </span>
          <h3 className="mt-4 font-display text-lg font-bold text-stone-900">
            <span className="sr-only">Step {i + 1}: </span>
            {s.title}
          </h3>
          <p className="mt-2 text-sm leading-relaxed text-stone-700">{s.text}</p>
        </li>
      ))}
    </ol>
  );
}
