import type { ExperienceCard } from '@safari/contract';
import { SmartImage } from '@/components/ui/smart-image';
import { CardPriceLink } from '@/components/cards/card-price-link';
import { PlaceLabel, experiencePlace } from '@/components/ui/place-label';
import { formatPrice } from '@/lib/format';
import { primaryImageOf } from '@/lib/images';

/** A ready-made tour (traveller-side.md §2 "Ready-Made Tours"): image, type, location, name, 'View Details'. */
export function TourCard({ tour, priority = false }: { tour: ExperienceCard; priority?: boolean }) {
  const place = experiencePlace(tour);
  const price = formatPrice(tour.price);
  return (
    <article
      data-testid="tour-card"
      data-tour-id={tour.id}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition hover:-translate-y-0.5 hover:shadow-md focus-within:ring-2 focus-within:ring-emerald-700"
    >
      <div className="relative aspect-[3/2] overflow-hidden bg-stone-200">
        <SmartImage
          src={primaryImageOf(tour)}
          alt={tour.experience_name}
          width={640}
          height={427}
          priority={priority}
          sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
          className="h-full w-full object-cover transition duration-500 group-hover:scale-105"
        />
        {tour.duration_days ? (
          <span className="absolute bottom-3 right-3 rounded-full bg-stone-900/80 px-3 py-1 text-xs font-semibold text-white">
            {tour.duration_days} {tour.duration_days === 1 ? 'day' : 'days'}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          {tour.experience_type && (
            <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">{tour.experience_type}</span>
          )}
          {place && <PlaceLabel place={place} />}
        </div>
        <h2 className="font-display text-xl font-bold leading-snug text-stone-900">{tour.experience_name}</h2>
        {tour.agent_name && <p className="text-sm text-stone-600">By {tour.agent_name}</p>}
        <CardPriceLink id={tour.id} name={tour.experience_name} price={price} />
      </div>
    </article>
  );
}
