import type { ExperienceDetail } from '@safari/contract';
import { SmartImage } from '@/components/ui/smart-image';
import { primaryImageOf } from '@/lib/images';

/** 'You're planning for:' with the experience the visitor came from (spec §2 Onboarding). */
export function ExperienceBanner({ experience }: { experience: ExperienceDetail }) {
  return (
    <aside aria-label="Selected experience" className="mb-6 flex items-center gap-4 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-stone-200 sm:p-4">
      <div className="h-16 w-20 shrink-0 overflow-hidden rounded-xl sm:h-20 sm:w-28">
        <SmartImage src={primaryImageOf(experience)} alt={experience.experience_name} sizes="112px" width={224} height={160} priority className="h-full w-full object-cover" />
      </div>
      <div className="min-w-0">
        <p className="text-sm font-medium text-stone-500">You're planning for:</p>
        <p className="truncate font-display text-lg font-semibold text-stone-900 sm:text-xl">{experience.experience_name}</p>
        {(experience.location || experience.agency_name) && (
          <p className="truncate text-sm text-stone-600">{[experience.location, experience.agency_name].filter(Boolean).join(' · ')}</p>
        )}
      </div>
    </aside>
  );
}
