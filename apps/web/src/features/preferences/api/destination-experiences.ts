import { queryOptions } from '@tanstack/react-query';
import type { ListExperiencesResponse } from '@safari/contract';
import { apiRequest } from '@/lib/api-client';

/** A few experiences for each chosen destination, for the "interesting experiences" list. */
export async function getDestinationExperiences(destinations: string[], perDestination = 3) {
  const answers = await Promise.all(
    destinations.map((destination) =>
      apiRequest<ListExperiencesResponse>('/experiences', { query: { destination, limit: perDestination, offset: 0 } }),
    ),
  );
  const seen = new Set<number>();
  return answers.flatMap((a) => a.experiences).filter((e) => (seen.has(e.id) ? false : (seen.add(e.id), true)));
}

export const destinationExperiencesQueryOptions = (destinations: string[]) =>
  queryOptions({
    queryKey: ['experiences', 'for-destinations', destinations],
    queryFn: () => getDestinationExperiences(destinations),
    enabled: destinations.length > 0,
  });
