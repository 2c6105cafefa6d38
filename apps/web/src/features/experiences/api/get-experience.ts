import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExperienceDetail } from '@safari/contract';
import { apiRequest } from '@/lib/api-client';

export const getExperience = (id: string, signal?: AbortSignal) =>
  apiRequest<ExperienceDetail>(`/experiences/${encodeURIComponent(id)}`, { signal });

export const experienceQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['experiences', 'detail', id], queryFn: ({ signal }) => getExperience(id, signal) });

export const useExperience = (id: string) => useQuery(experienceQueryOptions(id));
