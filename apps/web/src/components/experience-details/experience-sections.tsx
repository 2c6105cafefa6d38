import type { ExperienceDetail } from '@safari/contract';
import { GroupSeasonSection, InclusionsSection, ItinerarySection, headingClass, sectionClass } from './trip-plan-sections';

/**
 * Overview, Activities, Food & Beverages (traveller-side.md §2 "Experience detail"), then the trip plan an agent
 * adds in the portal (itinerary, inclusions, group and season) when present. Shared by the public page and the
 * portal's preview, so the preview is the page.
 */
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

      <ItinerarySection itinerary={e.itinerary} />

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

      <InclusionsSection included={e.included} excluded={e.excluded} />
      <GroupSeasonSection group_style={e.group_style} group_max_size={e.group_max_size} best_months={e.best_months} />
    </div>
  );
}
