import type { ReactNode } from 'react';
import type { ExperienceCard as ExperienceCardData } from '@safari/contract';
import { ExperienceCard } from '@/components/cards/experience-card';

/**
 * Card grid shared by search, recommendations and the agency's own page. The first `eager` cards (the first row)
 * load their images at once with high priority; a page whose first view is a hero passes 0, so the cards below it
 * do not compete with the hero image (its largest paint) and the page's code on a phone's connection.
 */
export function ExperienceGrid({
  experiences,
  renderExtra,
  eager = 3,
}: {
  experiences: ExperienceCardData[];
  renderExtra?: (e: ExperienceCardData) => ReactNode;
  eager?: number;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {experiences.map((e, i) => (
        <li key={e.id}>
          <ExperienceCard experience={e} priority={i < eager} className="h-full">
            {renderExtra?.(e)}
          </ExperienceCard>
        </li>
      ))}
    </ul>
  );
}
