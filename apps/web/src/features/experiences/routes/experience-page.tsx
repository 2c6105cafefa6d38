import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { CATALOGUE_MESSAGES, LIMITS } from '@safari/contract';
import { EnquireButton } from '@/components/enquiry/enquire-button';
import { ShareButton } from '@/components/share/share-button';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { trackEvent } from '@/lib/analytics';
import { ApiRequestError } from '@/lib/api-client';
import { ExperienceFacts } from '@/components/experience-details/experience-facts';
import { experiencePlace } from '@/components/ui/place-label';
import { ExperienceSections } from '@/components/experience-details/experience-sections';
import { usePageMeta } from '@/lib/page-meta';
import { experienceQueryOptions, useExperience } from '@/api/experiences/get-experience';
import type { Prefetch } from '@/lib/prefetch';
import { AgentSummaryCard } from '@/components/cards/agent-summary-card';
import { ExperienceGallery } from '../components/experience-gallery';
import { galleryImages } from '../components/gallery-images';
import { StickyEnquireBar } from '../components/sticky-enquire-bar';
import { buttonClass } from '@/components/ui/button';

export const prefetch: Prefetch = (queryClient, { params }) => queryClient.ensureQueryData(experienceQueryOptions(params.id));

/** Experience detail (traveller-side.md §2 "Experience detail", §8). */
export default function ExperiencePage() {
  const { id = '' } = useParams();
  const { data: experience, isPending, isError, error, refetch } = useExperience(id);
  const images = useMemo(() => (experience ? galleryImages(experience) : []), [experience]);
  usePageMeta(experience?.experience_name, experience?.description);

  useEffect(() => {
    if (experience) trackEvent('experience_view', { experience_id: experience.id, agent_id: experience.agent_id, trip_type: experience.experience_type });
  }, [experience]);

  if (isPending) return <LoadingState fullPage label="Loading experience…" />;
  if (isError) {
    const notFound = error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
    return (
      <section className="mx-auto max-w-2xl px-4 py-20 text-center">
        <h1 className="font-display text-3xl font-bold text-stone-900">{notFound ? CATALOGUE_MESSAGES.experienceNotFound : CATALOGUE_MESSAGES.experienceFailed}</h1>
        <div className="mt-6">
          {notFound ? (
            <p className="text-stone-600">This experience may have been removed or the link is incomplete.</p>
          ) : (
            <ErrorState message={CATALOGUE_MESSAGES.experienceFailed} onRetry={() => void refetch()} />
          )}
        </div>
        <Link to={paths.search()} className={buttonClass({}, 'mt-8')}>
          Browse experiences
        </Link>
      </section>
    );
  }

  const agent = experience.travel_agent;
  const place = experiencePlace(experience);

  return (
    <>
      <article className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
        <nav aria-label="Breadcrumb" className="text-sm text-stone-600">
          <Link to={paths.search()} className="hover:text-emerald-800 hover:underline">
            Experiences
          </Link>
          {experience.experience_type && (
            <>
              <span aria-hidden="true"> / </span>
              <Link to={paths.search({ tripType: experience.experience_type })} className="hover:text-emerald-800 hover:underline">
                {experience.experience_type}
              </Link>
            </>
          )}
        </nav>
        <header className="mt-3">
          <h1 className="font-display text-3xl font-bold text-stone-900 sm:text-4xl">{experience.experience_name}</h1>
          {place && <p className="mt-2 text-lg text-stone-600">{place}</p>}
        </header>

        {/* Phones: gallery, then price and buttons, then the sections; desktop: a sticky side column. */}
        <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_380px]">
          <ExperienceGallery images={images} title={experience.experience_name} />
          <aside className="space-y-6 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start" aria-label="Price and agent">
            <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
              <ExperienceFacts experience={experience} />
              {!agent && (
                <p role="alert" className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
                  {CATALOGUE_MESSAGES.agentUnavailableAlert}
                </p>
              )}
              <div className="mt-5 flex flex-col gap-3">
                <EnquireButton experience={experience} agent={agent ?? null} unavailable={!agent} />
                <ShareButton label="Share Experience" experience={experience} agent={agent ?? null} />
              </div>
            </div>
            {agent && (
              <AgentSummaryCard agent={agent} eyebrow="Your local expert" linkLabel="Read More" descriptionLimit={LIMITS.experienceAgentDescription} headingLevel={2} testId="experience-agent" />
            )}
          </aside>
          <ExperienceSections experience={experience} />
        </div>
      </article>
      {/* Without an agent there is nothing to enquire about; the side card's alert says so. */}
      {agent && <StickyEnquireBar experience={experience} agent={agent} />}
    </>
  );
}
