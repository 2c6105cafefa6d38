import { Link } from 'react-router';
import { CATALOGUE_MESSAGES } from '@safari/contract';
import { ExperienceCard } from '@/components/cards/experience-card';
import { CardRow } from '@/components/ui/card-row';
import { SectionHeading } from '@/components/ui/section-heading';
import { EmptyState, LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { useFeaturedExperiences } from '../api/get-featured-experiences';

/** Featured Experiences: up to 6, at most 2 per agent; the error line is red (traveller-side.md §8). */
export function FeaturedExperiences() {
  const { data, isPending, isError } = useFeaturedExperiences();
  return (
    <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <SectionHeading
        id="featured-heading"
        eyebrow="Hand-picked"
        title="Featured Experiences"
        intro="A taste of what our agents create, from gorilla treks to barefoot beach days."
        action={
          <Link to={paths.search()} className="font-semibold text-emerald-800 underline-offset-4 hover:underline">
            View all experiences →
          </Link>
        }
      />
      <div className="mt-10">
        {isPending ? (
          <LoadingState label="Loading experiences…" />
        ) : isError ? (
          <p role="alert" className="text-center font-medium text-red-700">
            {CATALOGUE_MESSAGES.featuredFailed}
          </p>
        ) : data.length === 0 ? (
          <EmptyState message="New experiences are on their way. Check back soon." />
        ) : (
          <CardRow label="Experience cards" items={data} itemKey={(e) => e.id} renderItem={(experience) => <ExperienceCard experience={experience} />} />
        )}
      </div>
    </section>
  );
}
