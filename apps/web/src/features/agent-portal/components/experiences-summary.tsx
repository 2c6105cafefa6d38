import { Link } from 'react-router';
import type { PortalAgent } from '@safari/contract';
import { paths } from '@/config/paths';
import { PLACEHOLDER_IMAGE, imageAtWidth } from '@/lib/images';
import { DashboardPanel } from './dashboard-panel';
import { buttonClass } from '@/components/ui/button';

const SHOWN = 4;

export function ExperiencesSummary({ experiences }: { experiences: PortalAgent['experiences'] }) {
  if (experiences.length === 0) {
    return (
      <DashboardPanel title="Your Experiences" id="your-experiences">
        <div className="rounded-xl border border-dashed border-stone-300 px-4 py-8 text-center">
          <p className="text-stone-700">You haven't added any experiences yet. Travellers find you through them.</p>
          <Link
            to={paths.agent.experiencesNew}
            className={buttonClass({}, 'mt-4')}
          >
            Create your first experience
          </Link>
        </div>
      </DashboardPanel>
    );
  }
  return (
    <DashboardPanel title="Your Experiences" id="your-experiences" link={{ to: paths.agent.experiences, label: 'Manage' }}>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {experiences.slice(0, SHOWN).map((x) => {
          const src = imageAtWidth(x.primary_image ?? x.images[0]?.image_url, 320) ?? PLACEHOLDER_IMAGE;
          return (
            <li key={x.id} className="flex items-center gap-3 rounded-xl p-2 ring-1 ring-stone-200">
              <img
                src={src}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                onError={(e) => {
                  if (!e.currentTarget.src.endsWith(PLACEHOLDER_IMAGE)) e.currentTarget.src = PLACEHOLDER_IMAGE;
                }}
                className="h-16 w-16 shrink-0 rounded-lg object-cover"
              />
              <div className="min-w-0">
                <p className="line-clamp-2 font-semibold text-stone-900">{x.experience_name}</p>
                <p className="truncate text-sm text-stone-500">{[x.location, x.duration_days ? `${x.duration_days} days` : null].filter(Boolean).join(' · ')}</p>
              </div>
            </li>
          );
        })}
      </ul>
      {experiences.length > SHOWN && <p className="mt-3 text-sm text-stone-500">and {experiences.length - SHOWN} more</p>}
    </DashboardPanel>
  );
}
