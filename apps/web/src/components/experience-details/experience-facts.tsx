import type { ExperienceDetail } from '@safari/contract';
import { experiencePlace } from '@/components/ui/place-label';
import { formatPrice } from '@/lib/format';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wider text-stone-500">{label}</dt>
      <dd className="mt-0.5 font-semibold text-stone-900">{value}</dd>
    </div>
  );
}

/** Price per person and the key facts at the top of the experience page's side card. */
export function ExperienceFacts({ experience }: { experience: ExperienceDetail }) {
  const price = formatPrice(experience.price);
  const place = experiencePlace(experience);
  return (
    <>
      <p className="text-stone-900">
        {price ? (
          <>
            <span className="text-sm text-stone-500">From </span>
            <span className="font-display text-3xl font-bold">{price}</span>
            <span className="text-sm text-stone-500"> USD per person</span>
          </>
        ) : (
          <span className="font-semibold">Price on request</span>
        )}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-4 border-t border-stone-100 pt-4">
        <Fact label="Duration" value={experience.duration_days ? `${experience.duration_days} ${experience.duration_days === 1 ? 'day' : 'days'}` : 'Flexible'} />
        <Fact label="Location" value={place ?? 'East Africa'} />
        {experience.experience_type && <Fact label="Type" value={experience.experience_type} />}
        {experience.agency_name && <Fact label="Agency" value={experience.agency_name} />}
      </dl>
    </>
  );
}
