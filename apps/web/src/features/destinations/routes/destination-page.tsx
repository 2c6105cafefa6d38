import { Link, useParams } from 'react-router';
import { CATALOGUE_MESSAGES, HERO_IMAGES } from '@safari/contract';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import type { Prefetch } from '@/lib/prefetch';
import { destinationQueryOptions } from '../api/get-destination';
import { destinationDetailsQueryOptions, useDestinationDetails } from '../api/get-destination-details';
import { findDestination, type DestinationDetails, type DestinationSummary } from '../content';
import { DestinationHero } from '../components/destination-hero';
import { DestinationLinks } from '../components/destination-links';
import { DestinationListings } from '../components/destination-listings';
import { heroImageUrl } from '../components/hero-image';
import { StartPlanningCta, startPlanningClass } from '../components/start-planning-cta';
import { WhyVisit } from '../components/why-visit';

export const prefetch: Prefetch = async (queryClient, { params }) => {
  const content = findDestination(params.country);
  if (content) {
    await Promise.all([
      queryClient.ensureQueryData(destinationDetailsQueryOptions(content.id)),
      queryClient.ensureQueryData(destinationQueryOptions(content.name)),
    ]);
  }
};

/** /destination/{country}: one of the five known countries, or a generic page (traveller-side.md §2). */
export default function DestinationPage() {
  const { country } = useParams();
  const content = findDestination(country);
  return content ? <CountryPage content={content} /> : <GenericDestinationPage requested={country ?? ''} />;
}

function CountryPage({ content }: { content: DestinationSummary }) {
  usePageMeta(`${content.name} travel with local experts`, content.metaDescription);
  const details = useDestinationDetails(content.id);
  return (
    <>
      <DestinationHero image={heroImageUrl(content.heroKey)} alt={content.heroAlt} eyebrow="Destination" title={content.name} tagline={content.tagline}>
        <div className="mt-8">
          <Link to={paths.onboarding()} className={startPlanningClass}>
            Start Planning
          </Link>
        </div>
      </DestinationHero>

      {details.data ? (
        <DestinationIntro name={content.name} details={details.data} />
      ) : (
        <section aria-label={`About ${content.name}`} className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
          {details.isError ? (
            <ErrorState message={CATALOGUE_MESSAGES.destinationFailed} onRetry={() => void details.refetch()} />
          ) : (
            <LoadingState label={`Loading ${content.name}…`} />
          )}
        </section>
      )}
      <DestinationListings countryName={content.name} />
      {details.data && <WhyVisit name={content.name} details={details.data} />}
      <StartPlanningCta countryName={content.name} />
    </>
  );
}

function DestinationIntro({ name, details }: { name: string; details: DestinationDetails }) {
  return (
    <section aria-labelledby="destination-intro" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div>
          <h2 id="destination-intro" className="font-display text-3xl font-bold text-stone-900">
            Discover {name}
          </h2>
          <div className="mt-4 space-y-4 text-lg leading-relaxed text-stone-700">
            {details.intro.map((p) => (
              <p key={p.slice(0, 24)}>{p}</p>
            ))}
          </div>
        </div>
        <aside aria-label={`${name} at a glance`} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
          <h3 className="font-display text-xl font-bold text-stone-900">At a glance</h3>
          <dl className="mt-4 space-y-3">
            {details.facts.map((f) => (
              <div key={f.label}>
                <dt className="text-sm font-semibold uppercase tracking-wide text-stone-600">{f.label}</dt>
                <dd className="text-stone-800">{f.value}</dd>
              </div>
            ))}
          </dl>
        </aside>
      </div>
    </section>
  );
}

function GenericDestinationPage({ requested }: { requested: string }) {
  usePageMeta('Destinations', 'Explore Tanzania, Kenya, Uganda, Rwanda and Madagascar with vetted local travel agents.');
  const hero = HERO_IMAGES[0]!;
  const label = requested.replace(/[-_]+/g, ' ').trim();
  return (
    <>
      <DestinationHero
        image={hero.url}
        alt={hero.alt}
        eyebrow="Destinations"
        title="Explore East Africa and the Indian Ocean"
        tagline="Our local agents plan trips in five countries, from the Serengeti to the baobabs of Madagascar."
      />
      <section aria-labelledby="all-destinations" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        {label && (
          <p className="mb-6 rounded-2xl bg-amber-50 px-5 py-4 text-stone-800 ring-1 ring-amber-200">
            We don’t have a destination page for “{label}” yet. Our agents currently cover the five countries below.
          </p>
        )}
        <h2 id="all-destinations" className="font-display text-3xl font-bold text-stone-900">
          Choose a destination
        </h2>
        <div className="mt-6">
          <DestinationLinks />
        </div>
        <p className="mt-8 text-stone-700">
          Not sure where to go?{' '}
          <Link to={paths.search()} className="font-semibold text-emerald-800 underline underline-offset-4 hover:text-emerald-900">
            Browse all experiences
          </Link>{' '}
          or tell us what you’re dreaming of and we’ll suggest a country.
        </p>
      </section>
      <StartPlanningCta />
    </>
  );
}
