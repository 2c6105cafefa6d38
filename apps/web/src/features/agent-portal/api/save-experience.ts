import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CreateExperienceBody, UpdateExperienceBody } from '@safari/contract';
import { apiRequest } from '@/lib/api-client';
import { getAgentToken } from '@/lib/agent-session';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/experiences: a new experience of the signed-in agent, a draft until published. */
export const createExperience = (body: CreateExperienceBody) =>
  apiRequest<{ id: number; success: true }>('/experiences', { method: 'POST', body, token: getAgentToken() });

/** PUT /api/experiences/{id}: the fields sent replace the stored ones; absent fields stay. */
export const updateExperience = (id: number | string, body: UpdateExperienceBody) =>
  apiRequest<{ success: true }>(`/experiences/${encodeURIComponent(String(id))}`, { method: 'PUT', body, token: getAgentToken() });

/**
 * An experience change reaches every page at once: public catalogue queries (search, detail, tours, destination
 * pages through the agents' data) and the portal's own lists and dashboard.
 */
export async function invalidateExperienceViews(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.experiences.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.agents.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.destinations.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.agentPortal.all }),
  ]);
}

export function useCreateExperience() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createExperience, onSuccess: () => invalidateExperienceViews(queryClient) });
}

export function useUpdateExperience(id: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (body: UpdateExperienceBody) => updateExperience(id, body), onSuccess: () => invalidateExperienceViews(queryClient) });
}
