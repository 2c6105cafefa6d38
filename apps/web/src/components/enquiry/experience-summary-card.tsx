import { Link } from 'react-router';
import { formatPerPerson } from '@safari/contract';
import { paths } from '@/config/paths';
import { SmartImage } from '@/components/ui/smart-image';
import { primaryImageOf } from '@/lib/images';

export interface ExperienceSummary {
  id: number;
  name: string;
  type?: string | null;
  location?: string | null;
  price?: number | null;
  image?: string | null;
  agentName?: string | null;
  description?: string | null;
}

/** The summary of an experience as the API answers it (a card or the detail), with its cover image. */
export const summaryOf = (e: Parameters<typeof primaryImageOf>[0] & { id: number; experience_name?: string | null; experience_type?: string | null; location?: string | null; price?: number | null }): ExperienceSummary => ({
  id: e.id,
  name: e.experience_name ?? '',
  type: e.experience_type,
  location: e.location,
  price: e.price,
  image: primaryImageOf(e),
});

/** Compact experience card used by the confirmation, preferences and shared-plan pages. */
export function ExperienceSummaryCard({ experience, compact = false }: { experience: ExperienceSummary; compact?: boolean }) {
  const price = formatPerPerson(experience.price);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition hover:shadow-md">
      <div className={compact ? 'aspect-[16/9] overflow-hidden' : 'aspect-[4/3] overflow-hidden'}>
        <SmartImage
          src={experience.image}
          alt={experience.name}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          width={640}
          height={480}
          className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        {experience.type && <p className="text-xs font-semibold uppercase tracking-wide text-amber-700">{experience.type}</p>}
        <h3 className="font-display text-lg font-semibold leading-snug text-stone-900">
          <Link
            to={paths.experience(experience.id)}
            className="after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:ring-2 focus-visible:after:ring-emerald-800"
          >
            {experience.name}
          </Link>
        </h3>
        {experience.location && <p className="text-sm text-stone-600">{experience.location}</p>}
        {!compact && experience.description && <p className="mt-1 line-clamp-3 text-sm text-stone-600">{experience.description}</p>}
        <div className="mt-auto flex items-end justify-between gap-2 pt-3 text-sm">
          {experience.agentName ? <span className="text-stone-500">by {experience.agentName}</span> : <span />}
          {price && <span className="font-semibold text-emerald-900">{price}</span>}
        </div>
      </div>
    </article>
  );
}

