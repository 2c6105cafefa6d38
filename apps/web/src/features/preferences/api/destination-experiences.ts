import { queryOptions } from '@tanstack/react-query';
import { listExperiences } from '@/api/experiences/list-experiences';
import { queryKeys } from '@/lib/query-keys';

/** A few experiences for each chosen destination, for the "interesting experiences" list. */
export async function getDestinationExperiences(destinations: string[], perDestination = 3) {
  const answers = await Promise.all(
    destinations.map((destination) =>
      listExperiences({ destination, limit: perDestination, offset: 0 }),
    ),
  );
  const seen = new Set<number>();
  return answers.flatMap((a) => a.experiences).filter((e) => (seen.has(e.id) ? false : (seen.add(e.id), true)));
}

export const destinationExperiencesQueryOptions = (destinations: string[]) =>
  queryOptions({
    queryKey: queryKeys.experiences.forDestinations(destinations),
    queryFn: () => getDestinationExperiences(destinations),
    enabled: destinations.length > 0,
  });
