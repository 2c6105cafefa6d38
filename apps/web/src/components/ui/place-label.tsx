import type { ExperienceCard } from '@safari/contract';

/** Where an experience is, as cards and its page name it: its location, else its destination, else its country. */
export const experiencePlace = (e: Pick<ExperienceCard, 'location' | 'destination_name' | 'country'>) => e.location ?? e.destination_name ?? e.country;

/** A place with a map pin, read as 'Location: …' by screen readers (experience and tour cards). */
export function PlaceLabel({ place, as: Tag = 'span', className = '' }: { place: string; as?: 'p' | 'span'; className?: string }) {
  return (
    <Tag className={`flex items-center gap-1 text-stone-600 ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 shrink-0 fill-current text-amber-600">
        <path d="M10 2a6 6 0 0 0-6 6c0 4.5 6 10 6 10s6-5.5 6-10a6 6 0 0 0-6-6Zm0 8.5A2.5 2.5 0 1 1 10 5.5a2.5 2.5 0 0 1 0 5Z" />
      </svg>
      <span className="sr-only">Location: </span>
      {place}
    </Tag>
  );
}
