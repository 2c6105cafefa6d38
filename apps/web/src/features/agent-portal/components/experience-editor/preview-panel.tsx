import type { ExperienceDetail } from '@safari/contract';
import { ExperienceFacts } from '@/components/experience-details/experience-facts';
import { experiencePlace } from '@/components/ui/place-label';
import { primaryImageOf } from '@/lib/images';
import { ExperienceSections } from '@/components/experience-details/experience-sections';
import { SmartImage } from '@/components/ui/smart-image';

/**
 * The public experience page as it will read after saving, built from the shared sections of that page with the
 * editor's current values (issue 10: "offer a preview of the public page before publishing").
 */
export function PreviewPanel({ experience }: { experience: ExperienceDetail }) {
  const place = experiencePlace(experience);
  const cover = primaryImageOf(experience);
  return (
    <section aria-labelledby="preview-heading" className="overflow-hidden rounded-2xl bg-stone-100 ring-1 ring-stone-300">
      <p id="preview-heading" className="bg-stone-900 px-5 py-2.5 text-sm font-semibold text-white">
        Preview of the public page{experience.status === 'draft' ? ' · not public yet (draft)' : ''}
      </p>
      <article className="space-y-6 p-4 sm:p-6">
        <header>
          <h2 className="font-display text-3xl font-bold text-stone-900">{experience.experience_name}</h2>
          {place && <p className="mt-2 text-lg text-stone-600">{place}</p>}
        </header>
        <SmartImage src={cover} alt="" width={1024} height={576} sizes="(min-width: 1024px) 60vw, 100vw" className="aspect-video w-full rounded-2xl object-cover" />
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
          <ExperienceFacts experience={experience} />
        </div>
        <ExperienceSections experience={experience} />
      </article>
    </section>
  );
}
