import type { ReactNode } from 'react';
import { LIMITS, type ExperienceCard as ExperienceCardData } from '@safari/contract';
import { SmartImage } from '@/components/ui/smart-image';
import { CardPriceLink } from '@/components/cards/card-price-link';
import { PlaceLabel, experiencePlace } from '@/components/ui/place-label';
import { formatPrice } from '@/lib/format';
import { primaryImageOf } from '@/lib/images';

export interface ExperienceCardProps {
  experience: ExperienceCardData;
  /** Heading level inside the page outline (h3 under a section's h2 by default). */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** The first row of a grid above the fold loads eagerly. */
  priority?: boolean;
  sizes?: string;
  /** Extra content under the facts, e.g. why a card was recommended. */
  children?: ReactNode;
  className?: string;
}

function Capped({ items, max, label }: { items: string[]; max: number; label: string }) {
  if (items.length === 0) return null;
  const shown = items.slice(0, max);
  const more = items.length - shown.length;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {shown.map((item, i) => (
        <li key={`${item}-${i}`} className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs text-stone-700">
          {item}
        </li>
      ))}
      {more > 0 && <li className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-medium text-emerald-800">+{more} more</li>}
    </ul>
  );
}

/**
 * Experience card (traveller-side.md §2 "Other card behaviour"), with the duration and the agent like tour cards: the whole card is clickable through one
 * real link ('View Details') stretched over it, so screen readers hear one link per card.
 */
export function ExperienceCard({ experience: e, headingLevel: Heading = 'h3', priority, sizes, children, className = '' }: ExperienceCardProps) {
  const price = formatPrice(e.price);
  const place = experiencePlace(e);
  // Duration and agent as on tour cards (issue 15): how long and with whom are what travellers compare first.
  const agency = e.agency_name ?? e.agent_name;
  return (
    <article
      data-testid="experience-card"
      className={`group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition hover:-translate-y-0.5 hover:shadow-md focus-within:ring-2 focus-within:ring-emerald-700 ${className}`}
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-stone-200">
        <SmartImage
          src={primaryImageOf(e)}
          alt={e.experience_name}
          width={640}
          height={480}
          priority={priority}
          sizes={sizes ?? '(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw'}
          className="h-full w-full object-cover transition duration-500 group-hover:scale-105"
        />
        {e.experience_type && (
          <span className="absolute left-3 top-3 max-w-[80%] truncate rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-emerald-900 shadow-sm">
            {e.experience_type}
          </span>
        )}
        {e.duration_days ? (
          <span data-testid="card-duration" className="absolute bottom-3 right-3 rounded-full bg-stone-900/80 px-3 py-1 text-xs font-semibold text-white">
            {e.duration_days} {e.duration_days === 1 ? 'day' : 'days'}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div>
          {place && <PlaceLabel as="p" place={place} className="text-sm" />}
          <Heading className="mt-1 font-display text-lg font-bold leading-snug text-stone-900">{e.experience_name}</Heading>
          {agency && <p className="mt-1 text-sm text-stone-600">By {agency}</p>}
        </div>
        <Capped items={e.activities.map((a) => a.activity_name)} max={LIMITS.cardActivities} label="Activities" />
        <Capped items={e.destinations} max={LIMITS.cardDestinations} label="Destinations" />
        {children}
        <CardPriceLink id={e.id} name={e.experience_name} price={price} />
      </div>
    </article>
  );
}
