import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownExperiencesResponse, type ExperienceDetail } from '@safari/contract';
import type { z } from 'zod';
import { ApiRequestError, apiRequest } from '@/lib/api-client';
import { getAgentToken } from '@/lib/agent-session';
import { queryKeys } from '@/lib/query-keys';

export type OwnExperience = z.infer<typeof ownExperiencesResponse>['experiences'][number];

/** Thrown before any call when the browser holds no agent token (agent-side.md §8: 'No authentication token found.'). */
export class MissingTokenError extends Error {
  constructor() {
    super('No agent token');
  }
}

function requireToken(): string {
  const token = getAgentToken();
  if (!token) throw new MissingTokenError();
  return token;
}

/** GET /api/agent/experiences: the agent's own experiences, drafts included, newest change first. */
export async function listOwnExperiences(signal?: AbortSignal): Promise<OwnExperience[]> {
  const res = await apiRequest<z.infer<typeof ownExperiencesResponse>>('/agent/experiences', { token: requireToken(), signal });
  return res.experiences;
}

export const ownExperiencesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.agentPortal.experiences(),
    queryFn: ({ signal }) => listOwnExperiences(signal),
    retry: (count, error) => !(error instanceof MissingTokenError) && !(error instanceof ApiRequestError && error.status < 500 && error.status > 0) && count < 1,
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
