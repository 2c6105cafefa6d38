import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownExperiencesResponse, type ExperienceDetail } from '@safari/contract';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { portalRetry, requireToken } from './agent-token';
import { queryKeys } from '@/lib/query-keys';

export type OwnExperience = z.infer<typeof ownExperiencesResponse>['experiences'][number];

/** GET /api/agent/experiences: the agent's own experiences, drafts included, newest change first. */
export async function listOwnExperiences(signal?: AbortSignal): Promise<OwnExperience[]> {
  const res = await apiRequest<z.infer<typeof ownExperiencesResponse>>('/agent/experiences', { token: requireToken(), signal });
  return res.experiences;
}

export const ownExperiencesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.agentPortal.experiences(),
    queryFn: ({ signal }) => listOwnExperiences(signal),
    retry: portalRetry,
  });
export const useOwnExperiences = () => useQuery(ownExperiencesQueryOptions());

/** GET /api/experiences/{id} with the bearer: the owner's view (drafts and every field). */
export const getOwnExperience = (id: string, signal?: AbortSignal) =>
  apiRequest<ExperienceDetail>(`/experiences/${encodeURIComponent(id)}`, { token: requireToken(), signal });

export const ownExperienceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.agentPortal.experience(id),
    queryFn: ({ signal }) => getOwnExperience(id, signal),
    // The editor keeps its own copy while open; a background refetch must not reset what the agent typed.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
export const useOwnExperience = (id: string) => useQuery(ownExperienceQueryOptions(id));
