import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '@safari/contract';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { MissingTokenError } from '../api/agent-token';
import { useOwnExperiences } from '../api/own-experiences';
import { OwnExperienceRow } from '../components/experiences-list/own-experience-row';
import { filterByName } from '../experience-form/filter-by-name';
import { buttonClass } from '@/components/ui/button';
import { fieldClass } from '@/components/ui/field';

/** The agent's experiences (agent-side.md §2 "Experiences list"): search by name, drafts and published alike. */
export default function ExperiencesPage() {
  usePageMeta('Your Experiences');
  const experiences = useOwnExperiences();
  const [term, setTerm] = useState('');
  const deferred = useDeferredValue(term);

  let body: React.ReactNode;
  if (experiences.isPending) body = <LoadingState label="Loading your experiences…" />;
  else if (experiences.isError) {
    body =
      experiences.error instanceof MissingTokenError ? (
        <ErrorState message={MESSAGES.experiencesNoToken}>
          <Link to={paths.agent.login} className="mt-4 inline-block font-semibold text-red-800 underline">
            Sign in
          </Link>
        </ErrorState>
      ) : (
        <ErrorState message={MESSAGES.experiencesLoadFailed} onRetry={() => void experiences.refetch()} />
      );
  } else if (experiences.data.length === 0) body = <EmptyState message={MESSAGES.experiencesNone} />;
  else {
    const shown = filterByName(experiences.data, deferred);
    body = shown.length ? (
      <ul className="space-y-3" aria-label="Your experiences">
        {shown.map((x) => (
          <OwnExperienceRow key={x.id} experience={x} />
        ))}
      </ul>
    ) : (
      <EmptyState message={MESSAGES.experiencesNoMatch(deferred.trim())} />
    );
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-bold text-stone-900">Your Experiences</h1>
          <p className="mt-1 text-stone-600">Drafts stay private until you publish them.</p>
        </div>
        <Link
          to={paths.agent.experienceNew}
          className={buttonClass()}
        >
          + Add New
        </Link>
      </div>
      <div>
        <label htmlFor="experience-search" className="sr-only">
          Search experiences by name
        </label>
        <input
          id="experience-search"
          type="search"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          placeholder={MESSAGES.experiencesSearchPlaceholder}
          className={fieldClass({}, 'shadow-sm sm:max-w-md')}
        />
      </div>
      {body}
    </div>
  );
}
