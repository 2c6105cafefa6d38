import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExperienceDetail } from '@safari/contract';
import { queryKeys } from '@/lib/query-keys';
import { getExperience } from './get-experience';

/** Several experiences by id (there is no batch call); ones that fail (deleted since) are left out. */
export async function getExperiencesByIds(ids: readonly number[]): Promise<ExperienceDetail[]> {
  const results = await Promise.allSettled(ids.map((id) => getExperience(id)));
  return results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
}

export const experiencesByIdsQueryOptions = (ids: readonly number[]) =>
  queryOptions({
    queryKey: queryKeys.experiences.byIds(ids),
    queryFn: () => getExperiencesByIds(ids),
    enabled: ids.length > 0,
  });

export const useExperiencesByIds = (ids: readonly number[]) => useQuery(experiencesByIdsQueryOptions(ids));
