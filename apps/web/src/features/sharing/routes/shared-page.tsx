import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { CATALOGUE_MESSAGES } from '@safari/contract';
import { AgentSummaryCard } from '@/components/cards/agent-summary-card';
import { ExperienceSummaryCard } from '@/components/enquiry/experience-summary-card';
import { TripPreferencesList } from '@/components/enquiry/trip-preferences-list';
import { ShareButton } from '@/components/share/share-button';
import { LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { shareQueryOptions } from '../api/get-share';
import { HeroCarousel } from '../components/hero-carousel';
import { carouselImages, planBadges, planHeadline, readSharedPlan, shareErrorMessage } from '../lib/shared-plan';
import { buttonClass } from '@/components/ui/button';

function NotFound({ message }: { message: string }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <div className="rounded-3xl bg-white px-6 py-12 shadow-sm ring-1 ring-stone-200">
        <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-amber-100 text-amber-800" aria-hidden="true">
          <svg viewBox="0 0 24 24" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="12" cy="12" r="9" />
            <path d="M15.5 8.5l-2 5-5 2 2-5 5-2z" strokeLinejoin="round" />
          </svg>
        </span>
        <h1 className="mt-4 font-display text-3xl font-semibold text-stone-900">{CATALOGUE_MESSAGES.sharedTitleNotFound}</h1>
        <p role="alert" className="mt-3 text-stone-600">
          {message}
        </p>
        <Link to={paths.home} className={buttonClass({}, 'mt-8')}>
          Back to Home
        </Link>
      </div>
    </div>
  );
}

export default function SharedPage() {
  const { token } = useParams();
  const share = useQuery(shareQueryOptions(token));

  if (!token) return <NotFound message={CATALOGUE_MESSAGES.sharedInvalidLink} />;
  if (share.isPending) return <LoadingState fullPage label="Loading the travel plan…" />;
  if (share.isError) return <NotFound message={shareErrorMessage(share.error)} />;
  if (!share.data.success) return <NotFound message={CATALOGUE_MESSAGES.sharedSuccessFalse} />;

  const plan = readSharedPlan(share.data.share_data);
  const headline = planHeadline(plan.firstName, plan.destination);
  const pageUrl = window.location.href;

  return (
    <div>
      <HeroCarousel images={carouselImages(plan.experiences)}>
        <div className="mx-auto flex min-h-[480px] max-w-7xl flex-col justify-end px-4 pb-20 pt-24 text-white sm:min-h-[560px] sm:px-6 lg:px-8">
          <p className="text-sm font-semibold uppercase tracking-widest text-amber-400">A shared travel plan</p>
          <h1 className="mt-2 max-w-3xl font-display text-4xl font-semibold leading-tight sm:text-6xl">{headline}</h1>
          <ul className="mt-5 flex flex-wrap gap-2" aria-label="Plan at a glance">
            {planBadges(plan.experiences.length, plan.preferences).map((b) => (
              <li key={b} className="rounded-full bg-white/15 px-4 py-1.5 text-sm font-semibold ring-1 ring-white/30 backdrop-blur">
                {b}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={paths.onboarding()} className={buttonClass({ tone: 'accent' })}>
              Plan My Own Trip
            </Link>
            <ShareButton
              label="Share This Plan"
              url={pageUrl}
              className={buttonClass({ tone: 'ghost' })}
            />
          </div>
        </div>
      </HeroCarousel>

      <div className="mx-auto max-w-7xl space-y-12 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
          <section aria-labelledby="travel-preferences" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
            <h2 id="travel-preferences" className="font-display text-2xl font-semibold text-stone-900">
              Travel preferences
            </h2>
            <div className="mt-5">
              <TripPreferencesList preferences={plan.preferences} />
            </div>
          </section>
          {plan.agent && (
            <section aria-labelledby="travel-expert" className="space-y-4">
              <h2 id="travel-expert" className="font-display text-2xl font-semibold text-stone-900">
                Travel Expert
              </h2>
              <AgentSummaryCard agent={plan.agent} eyebrow="Travel Expert" />
            </section>
          )}
        </div>

        <section aria-labelledby="selected-experiences">
          <h2 id="selected-experiences" className="font-display text-2xl font-semibold text-stone-900 sm:text-3xl">
            Selected experiences
          </h2>
          {plan.experiences.length === 0 ? (
            <p className="mt-4 text-stone-600">No experiences were added to this plan yet.</p>
          ) : (
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {plan.experiences.map((e) => (
                <li key={e.id}>
                  <ExperienceSummaryCard
                    experience={{ id: e.id, name: e.name, type: e.type, location: e.location, price: e.price, image: e.primary_image, agentName: e.agent_name, description: e.description }}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className="rounded-3xl bg-emerald-900 px-6 py-10 text-center text-white sm:px-12 sm:py-14">
          <h2 className="font-display text-3xl font-semibold">Dreaming of a trip like this?</h2>
          <p className="mx-auto mt-3 max-w-xl text-emerald-100">Tell us what you love and a local expert plans your own version, free and without obligation.</p>
          <Link to={paths.onboarding()} className={buttonClass({ tone: 'accent' }, 'mt-8')}>
            Plan My Own Trip
          </Link>
        </section>
      </div>
    </div>
  );
}
