import type { ReactNode } from 'react';
import type { ExperienceCard as ExperienceCardData } from '@safari/contract';
import { ExperienceCard } from '@/components/cards/experience-card';

/** Card grid shared by search and recommendations; the first row loads its images eagerly. */
export function ExperienceGrid({
  experiences,
  renderExtra,
}: {
  experiences: ExperienceCardData[];
  renderExtra?: (e: ExperienceCardData) => ReactNode;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {experiences.map((e, i) => (
        <li key={e.id}>
          <ExperienceCard experience={e} priority={i < 3} className="h-full">
            {renderExtra?.(e)}
          </ExperienceCard>
        </li>
      ))}
    </ul>
  );
}
