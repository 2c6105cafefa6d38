import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExperienceDetail } from '@safari/contract';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/experiences/{id}: one experience with its agent and images. */
export const getExperience = (id: number | string, signal?: AbortSignal) =>
  apiRequest<ExperienceDetail>(`/experiences/${encodeURIComponent(String(id))}`, { signal });

/** Disabled while the id is unknown (no id in the URL or the navigation state yet). */
export const experienceQueryOptions = (id: number | string | null | undefined) =>
  queryOptions({
    queryKey: queryKeys.experiences.detail(id ?? ''),
    queryFn: ({ signal }) => getExperience(id as number | string, signal),
    enabled: id !== null && id !== undefined && id !== '',
  });

export const useExperience = (id: number | string | null | undefined) => useQuery(experienceQueryOptions(id));
