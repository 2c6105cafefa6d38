import { useQuery } from '@tanstack/react-query';
import { COUNTRY_NAMES } from '@safari/contract';
import { experiencesByIdsQueryOptions } from '@/api/experiences/get-experiences-by-ids';
import { ExperienceSummaryCard, summaryOf } from '@/components/enquiry/experience-summary-card';
import { EmptyState, LoadingState } from '@/components/ui/states';
import { destinationExperiencesQueryOptions } from '../api/destination-experiences';

const SHOWN = 6;

/** The traveller's selected experiences first, then a few matching the chosen destinations. */
export function InterestingExperiences({ selectedIds, destinations }: { selectedIds: number[]; destinations: string[] }) {
  const recentIds = selectedIds.slice(-SHOWN).reverse();
  // Countries give the broadest matches; two are enough for a side list.
  const isCountry = (d: string) => (COUNTRY_NAMES as readonly string[]).includes(d);
  const lookups = [...destinations].sort((a, b) => Number(isCountry(b)) - Number(isCountry(a))).slice(0, 2);
  const selected = useQuery(experiencesByIdsQueryOptions(recentIds));
  const matching = useQuery(destinationExperiencesQueryOptions(lookups));

  const loading = (recentIds.length > 0 && selected.isPending) || (lookups.length > 0 && matching.isPending);
  const list = [...(selected.data ?? []), ...(matching.data ?? [])];
  const unique = list.filter((e, i) => list.findIndex((x) => x.id === e.id) === i).slice(0, SHOWN);

  return (
    <section aria-labelledby="interesting-experiences" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <h2 id="interesting-experiences" className="font-display text-xl font-semibold text-stone-900">
        Experiences for you
      </h2>
      <p className="mt-1 text-sm text-stone-600">Your selected experiences and ideas for your destinations.</p>
      <div className="mt-4">
        {loading ? (
          <LoadingState label="Finding experiences…" />
        ) : unique.length === 0 ? (
          <EmptyState message={matching.isError ? 'Experiences could not be loaded right now.' : 'Choose a destination to see experiences here.'} />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
            {unique.map((e) => (
              <li key={e.id}>
                <ExperienceSummaryCard compact experience={summaryOf(e)} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
