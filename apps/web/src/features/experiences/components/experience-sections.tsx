import type { ExperienceDetail } from '@safari/contract';

const sectionClass = 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200';
const headingClass = 'font-display text-2xl font-bold text-stone-900';

/** Overview, Activities, Food & Beverages (traveller-side.md §2 "Experience detail"). */
export function ExperienceSections({ experience: e }: { experience: ExperienceDetail }) {
  return (
    <div className="space-y-6">
      <section aria-labelledby="overview-heading" className={sectionClass}>
        <h2 id="overview-heading" className={headingClass}>
          Overview
        </h2>
        {e.description ? (
          <div className="mt-3 space-y-3 leading-relaxed text-stone-700">
            {e.description
              .split(/\n{2,}/)
              .filter((p) => p.trim())
              .map((p, i) => (
                <p key={i} className="whitespace-pre-line">
                  {p.trim()}
                </p>
              ))}
          </div>
        ) : (
          <p className="mt-3 text-stone-600">Your agent will share the full story of this experience when you enquire.</p>
        )}
      </section>

      <section aria-labelledby="activities-heading" className={sectionClass}>
        <h2 id="activities-heading" className={headingClass}>
          Activities
        </h2>
        {e.activities.length ? (
          <ul className="mt-4 space-y-4">
            {e.activities.map((a) => (
              <li key={a.id} className="flex gap-3">
                <span aria-hidden="true" className="mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full bg-amber-500" />
                <div>
                  <h3 className="font-semibold text-stone-900">{a.activity_name}</h3>
                  {a.activity_description && <p className="mt-0.5 text-stone-700">{a.activity_description}</p>}
                  {a.location && <p className="mt-0.5 text-sm text-stone-500">{a.location}</p>}
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-stone-600">Activities are tailored with your agent.</p>
        )}
      </section>

      <section aria-labelledby="food-heading" className={sectionClass}>
        <h2 id="food-heading" className={headingClass}>
          Food &amp; Beverages
        </h2>
        {e.food_beverages.length ? (
          <dl className="mt-4 grid gap-4 sm:grid-cols-2">
            {e.food_beverages.map((f) => (
              <div key={f.id} className="rounded-xl bg-stone-50 p-4">
                <dt className="font-semibold text-stone-900">{f.meal_type}</dt>
                {f.meal_details && <dd className="mt-1 text-stone-700">{f.meal_details}</dd>}
              </div>
            ))}
          </dl>
        ) : (
          <p className="mt-3 text-stone-600">Meals are arranged with your agent to suit your tastes.</p>
        )}
      </section>
    </div>
  );
}
