import { Link, useParams } from 'react-router';
import type { RecommendationsResponse } from '@safari/contract';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { ApiRequestError } from '@/lib/api-client';
import { formatPrice } from '@/lib/format';
import { usePageMeta } from '@/lib/page-meta';
import { useRecommendations } from '../api/get-recommendations';
import { ExperienceGrid } from '../components/experience-results';
import { buttonClass } from '@/components/ui/button';

const primaryLink = buttonClass();
const secondaryLink = buttonClass({ tone: 'secondary' });

function Basis({ basis }: { basis: RecommendationsResponse['basis'] }) {
  const parts: Array<[string, string]> = [];
  if (basis.destinations.length) parts.push(['Destinations', basis.destinations.join(', ')]);
  if (basis.trip_types.length) parts.push(['Trip types', basis.trip_types.join(', ')]);
  const budget = formatPrice(basis.budget);
  if (budget) parts.push(['Budget', `${budget} per person`]);
  if (parts.length === 0) return <p className="mt-4 text-stone-200">Tell us more about your trip and these picks get sharper.</p>;
  return (
    <dl className="mt-5 flex flex-wrap gap-x-8 gap-y-2 text-stone-100">
      {parts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs font-semibold uppercase tracking-wider text-amber-300">{label}</dt>
          <dd className="mt-0.5">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Experiences ranked for one traveller, each with the reasons it was picked (/searchresultpage/{travelerId}). */
export default function RecommendationsPage() {
  const { travelerId = '' } = useParams();
  const { data, isPending, isError, error, refetch } = useRecommendations(travelerId);
  const firstName = data?.basis.first_name?.trim();
  usePageMeta(data ? (firstName ? `Recommended for ${firstName}` : 'Recommended for you') : undefined);

  if (isPending) return <LoadingState fullPage label="Finding experiences for you…" />;

  if (isError) {
    const unknownTraveller = error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
    return (
      <section className="mx-auto max-w-2xl px-4 py-20 text-center">
        <h1 className="font-display text-3xl font-bold text-stone-900">
          {unknownTraveller ? "We couldn't find your travel profile" : 'Recommendations are not available right now'}
        </h1>
        {unknownTraveller ? (
          <>
            <p className="mt-4 text-stone-600">
              Tell us about your dream trip in a few quick steps and we will match you with experiences and local agents.
            </p>
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <Link to={paths.onboarding()} className={primaryLink}>
                Start Planning
              </Link>
              <Link to={paths.search()} className={secondaryLink}>
                Browse all experiences
              </Link>
            </div>
          </>
        ) : (
          <div className="mt-6">
            <ErrorState message="We could not load your recommendations. Please try again later." onRetry={() => void refetch()} />
          </div>
        )}
      </section>
    );
  }

  return (
    <>
      <section className="bg-emerald-950">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <p className="text-sm font-semibold uppercase tracking-[0.18em] text-amber-300">Your matches</p>
          <h1 className="mt-2 font-display text-4xl font-bold text-white sm:text-5xl">
            {firstName ? `Recommended for ${firstName}` : 'Recommended for you'}
          </h1>
          <Basis basis={data.basis} />
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={paths.preferences} className={buttonClass({ tone: 'accent' })}>
              Update your preferences
            </Link>
            <Link to={paths.search()} className={buttonClass({ tone: 'ghost' })}>
              Browse all experiences
            </Link>
          </div>
        </div>
      </section>
      <section aria-labelledby="matches-heading" className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <h2 id="matches-heading" className="font-display text-2xl font-bold text-stone-900">
          {data.experiences.length} {data.experiences.length === 1 ? 'experience' : 'experiences'} picked for you
        </h2>
        <div className="mt-6">
          {data.experiences.length === 0 ? (
            <EmptyState message="We have no matches for your preferences yet. Try widening your destinations or trip types.">
              <div className="mt-4 flex flex-wrap justify-center gap-3">
                <Link to={paths.preferences} className={primaryLink}>
                  Update your preferences
                </Link>
                <Link to={paths.search()} className={secondaryLink}>
                  Browse all experiences
                </Link>
              </div>
            </EmptyState>
          ) : (
            <ExperienceGrid
              experiences={data.experiences}
              renderExtra={(e) => {
                const reasons = data.experiences.find((r) => r.id === e.id)?.reasons ?? [];
                if (reasons.length === 0) return null;
                return (
                  <div className="rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200">
                    <p className="text-xs font-semibold uppercase tracking-wider text-amber-900">Why we picked this</p>
                    <ul className="mt-1.5 space-y-1 text-sm text-stone-800" data-testid="recommendation-reasons">
                      {reasons.map((r) => (
                        <li key={r} className="flex gap-1.5">
                          <span aria-hidden="true" className="text-emerald-700">✓</span>
                          {r}
                        </li>
                      ))}
                    </ul>
                  </div>
                );
              }}
            />
          )}
        </div>
      </section>
    </>
  );
}
