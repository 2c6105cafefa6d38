import type { ExperienceDetail } from '@safari/contract';

export const sectionClass = 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200';
export const headingClass = 'font-display text-2xl font-bold text-stone-900';

/** Day by day, when the agent has written one; nothing otherwise. */
export function ItinerarySection({ itinerary }: { itinerary: ExperienceDetail['itinerary'] }) {
  if (!itinerary.length) return null;
  return (
    <section aria-labelledby="itinerary-heading" className={sectionClass}>
      <h2 id="itinerary-heading" className={headingClass}>
        Itinerary
      </h2>
      <ol className="mt-5 space-y-0">
        {itinerary.map((d, i) => (
          <li key={`${d.day}-${i}`} className="relative flex gap-4 pb-6 last:pb-0">
            {i < itinerary.length - 1 && <span aria-hidden="true" className="absolute left-5 top-10 -bottom-0 w-px bg-stone-200" />}
            <span className="z-10 flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-emerald-800 text-sm font-bold text-white">
              <span className="sr-only">Day </span>
              {d.day}
            </span>
            <div className="min-w-0 pt-1.5">
              <h3 className="font-semibold text-stone-900">
                <span className="text-stone-500">Day {d.day} · </span>
                {d.place}
              </h3>
              {d.description && <p className="mt-1 whitespace-pre-line text-stone-700">{d.description}</p>}
              {d.lodging && (
                <p className="mt-2 text-sm text-stone-600">
                  <span className="font-semibold text-stone-700">Overnight:</span> {d.lodging}
                </p>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Marked({ items, tone }: { items: string[]; tone: 'in' | 'out' }) {
  return (
    <ul className="mt-3 space-y-2">
      {items.map((item, i) => (
        <li key={`${item}-${i}`} className="flex gap-2.5 text-stone-700">
          <span aria-hidden="true" className={`mt-0.5 shrink-0 font-bold ${tone === 'in' ? 'text-emerald-700' : 'text-stone-400'}`}>
            {tone === 'in' ? '✓' : '✕'}
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** What the price covers and what it does not; only the lists that have entries. */
export function InclusionsSection({ included, excluded }: Pick<ExperienceDetail, 'included' | 'excluded'>) {
  if (!included.length && !excluded.length) return null;
  return (
    <section aria-labelledby="inclusions-heading" className={sectionClass}>
      <h2 id="inclusions-heading" className={headingClass}>
        What&apos;s included
      </h2>
      <div className="mt-2 grid gap-6 sm:grid-cols-2">
        {included.length > 0 && (
          <div>
            <h3 className="font-semibold text-stone-900">Included</h3>
            <Marked items={included} tone="in" />
          </div>
        )}
        {excluded.length > 0 && (
          <div>
            <h3 className="font-semibold text-stone-900">Not included</h3>
            <Marked items={excluded} tone="out" />
          </div>
        )}
      </div>
    </section>
  );
}

export function groupLabel(style: string | null, max: number | null): string | null {
  if (style === 'private') return 'Private trip: just your party';
  if (style === 'small_group') return max ? `Small group, up to ${max} travellers` : 'Small group';
  return null;
}

/** Group style and size, and the best months to go (season). */
export function GroupSeasonSection({ group_style, group_max_size, best_months }: Pick<ExperienceDetail, 'group_style' | 'group_max_size' | 'best_months'>) {
  const group = groupLabel(group_style, group_max_size);
  if (!group && !best_months.length) return null;
  return (
    <section aria-labelledby="group-season-heading" className={sectionClass}>
      <h2 id="group-season-heading" className={headingClass}>
        Group &amp; season
      </h2>
      <dl className="mt-4 grid gap-5 sm:grid-cols-2">
        {group && (
          <div>
            <dt className="text-xs font-semibold uppercase tracking-wider text-stone-500">Group</dt>
            <dd className="mt-1 font-semibold text-stone-900">{group}</dd>
          </div>
        )}
        {best_months.length > 0 && (
          <div>
            <dt className="text-xs font-semibold uppercase tracking-wider text-stone-500">Best months</dt>
            <dd className="mt-1 font-semibold text-stone-900">{best_months.length === 12 ? 'All year round' : best_months.join(', ')}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
