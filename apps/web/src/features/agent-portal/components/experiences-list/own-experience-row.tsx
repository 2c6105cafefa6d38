import { Link } from 'react-router';
import { SmartImage } from '@/components/ui/smart-image';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import type { OwnExperience } from '../../api/own-experiences';
import { buttonClass } from '@/components/ui/button';

export function StatusBadge({ status }: { status: OwnExperience['status'] }) {
  return status === 'published' ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900">
      <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-emerald-600" />
      Published
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 rounded-full bg-stone-200 px-2.5 py-0.5 text-xs font-semibold text-stone-700">
      <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-stone-500" />
      Draft
    </span>
  );
}

const days = (n: number | null) => (n ? `${n} ${n === 1 ? 'day' : 'days'}` : null);

/** One own experience: image, name, status, price, duration, and the Edit link. */
export function OwnExperienceRow({ experience: x }: { experience: OwnExperience }) {
  const facts = [formatPrice(x.price) ? `${formatPrice(x.price)} pp` : 'No price yet', days(x.duration_days), x.location].filter(Boolean);
  return (
    <li className="flex gap-4 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-stone-200 sm:items-center sm:p-4" data-testid="own-experience">
      <SmartImage src={x.primary_image} alt="" width={112} height={84} sizes="112px" className="h-20 w-24 shrink-0 rounded-xl object-cover sm:h-[84px] sm:w-28" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2 className="min-w-0 break-words font-semibold text-stone-900">{x.experience_name}</h2>
          <StatusBadge status={x.status} />
        </div>
        <p className="mt-1 text-sm text-stone-600">{facts.join(' · ')}</p>
        <div className="mt-2 flex gap-2 sm:hidden">
          <RowLinks experience={x} />
        </div>
      </div>
      <div className="hidden shrink-0 gap-2 sm:flex">
        <RowLinks experience={x} />
      </div>
    </li>
  );
}


function RowLinks({ experience: x }: { experience: OwnExperience }) {
  return (
    <>
      <Link to={paths.agent.experienceEdit(x.id)} aria-label={`Edit ${x.experience_name}`} className={buttonClass({ size: 'sm' }, 'px-4')}>
        Edit
      </Link>
      {x.status === 'published' && (
        <a href={paths.experience(x.id)} target="_blank" rel="noreferrer" aria-label={`View ${x.experience_name} public page (opens in a new tab)`} className={buttonClass({ tone: 'secondary', size: 'sm' }, 'px-4')}>
          View public
        </a>
      )}
    </>
  );
}
