import { useId, useState } from 'react';
import { Link } from 'react-router';
import { MESSAGES, type PortalAgent } from '@safari/contract';
import { paths } from '@/config/paths';
import { PLACEHOLDER_IMAGE, imageAtWidth, imageSrcSet } from '@/lib/images';
import { fieldClass } from '@/components/ui/field';
import { buttonClass } from '@/components/ui/button';

type OwnExperience = PortalAgent['experiences'][number];


/** The agent's experiences on the profile page: search by name (case-insensitive), Edit, View Public in a new tab. */
export function ExperienceGrid({ experiences }: { experiences: OwnExperience[] }) {
  const id = useId();
  const [term, setTerm] = useState('');
  const needle = term.trim().toLowerCase();
  const shown = needle ? experiences.filter((e) => e.experience_name.toLowerCase().includes(needle)) : experiences;

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id={`${id}-title`} className="font-display text-xl font-bold text-stone-900">
          Your experiences
        </h2>
        <div className="sm:w-72">
          <label htmlFor={`${id}-search`} className="sr-only">
            Search your experiences
          </label>
          <input
            id={`${id}-search`}
            type="search"
            value={term}
            onChange={(e) => setTerm(e.currentTarget.value)}
            placeholder={MESSAGES.experiencesSearchPlaceholder}
            className={fieldClass({ pill: true })}
          />
        </div>
      </div>

      {experiences.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-stone-300 px-4 py-8 text-center text-stone-600">
          {MESSAGES.experiencesNone}{' '}
          <Link to={paths.agent.experienceNew} className="font-semibold text-emerald-800 underline">
            + Add New
          </Link>
        </p>
      ) : shown.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-stone-300 px-4 py-8 text-center text-stone-600">{MESSAGES.experiencesNoMatch(term.trim())}</p>
      ) : (
        <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((e) => {
            const src = imageAtWidth(e.primary_image, 640) ?? PLACEHOLDER_IMAGE;
            return (
              <li key={e.id} data-testid="own-experience-card" className="flex flex-col overflow-hidden rounded-xl ring-1 ring-stone-200">
                <a href={paths.experience(e.id)} target="_blank" rel="noopener" aria-label={`Open the public page of ${e.experience_name} (new tab)`} className="block focus-visible:outline focus-visible:outline-2 focus-visible:outline-emerald-700">
                  <img src={src} srcSet={imageSrcSet(e.primary_image)} sizes="(min-width: 1024px) 300px, (min-width: 640px) 45vw, 90vw" alt="" loading="lazy" className="aspect-[16/10] w-full bg-stone-100 object-cover" />
                </a>
                <div className="flex flex-1 flex-col p-3">
                  <h3 className="font-semibold text-stone-900">{e.experience_name}</h3>
                  <p className="mt-0.5 text-sm text-stone-500">
                    {[e.location, e.duration_days ? `${e.duration_days} days` : null].filter(Boolean).join(' · ')}
                    {e.status === 'draft' && <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Draft</span>}
                  </p>
                  <div className="mt-auto flex gap-2 pt-3">
                    <Link to={paths.agent.experienceEdit(e.id)} aria-label={`Edit ${e.experience_name}`} className={buttonClass({ size: 'sm' }, 'flex-1 px-3')}>
                      Edit
                    </Link>
                    <a href={paths.experience(e.id)} target="_blank" rel="noopener" aria-label={`View Public: ${e.experience_name} (new tab)`} className={buttonClass({ tone: 'secondary', size: 'sm' }, 'flex-1 px-3')}>
                      View Public
                    </a>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
