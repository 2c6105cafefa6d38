import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { MESSAGES } from '@safari/contract';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { MissingTokenError } from '../api/agent-token';
import { useOwnExperience } from '../api/own-experiences';
import { invalidateExperienceViews } from '../api/save-experience';
import { StatusBadge } from '../components/experiences-list/own-experience-row';
import { ExperienceEditor } from '../components/experience-editor/experience-editor';

/** Edit experience (agent-side.md §2): the owner's full record, saved with PUT /api/experiences/{id}. */
export default function ExperienceEditPage() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const experience = useOwnExperience(id);
  usePageMeta(experience.data ? `Edit ${experience.data.experience_name}` : 'Edit experience');

  if (experience.isPending) return <LoadingState label="Loading experience…" />;
  if (experience.isError) {
    return (
      <ErrorState
        message={experience.error instanceof MissingTokenError ? MESSAGES.experiencesNoToken : MESSAGES.experienceLoadFailed}
        onRetry={() => void experience.refetch()}
      >
        <Link to={paths.agent.experiences} className="mt-4 inline-block font-semibold text-red-800 underline">
          Back to your experiences
        </Link>
      </ErrorState>
    );
  }

  const x = experience.data;
  return (
    <div className="space-y-6">
      <div>
        <Link to={paths.agent.experiences} className="text-sm font-semibold text-emerald-800 hover:underline">
          ← Your experiences
        </Link>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h1 className="font-display text-3xl font-bold text-stone-900">Edit experience</h1>
          <StatusBadge status={x.status} />
        </div>
        {x.status === 'published' && (
          <a href={paths.experience(x.id)} target="_blank" rel="noreferrer" className="mt-1 inline-block text-sm font-semibold text-emerald-800 hover:underline">
            View the public page <span className="sr-only">(opens in a new tab)</span>
          </a>
        )}
      </div>
      {/* Keyed by id so opening another experience starts a fresh form. */}
      <ExperienceEditor key={x.id} experience={x} onGalleryChanged={() => void invalidateExperienceViews(queryClient)} />
    </div>
  );
}
