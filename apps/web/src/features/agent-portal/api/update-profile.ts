import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type UpdateAgentBody } from '@safari/contract';
import { ApiRequestError, apiRequest } from '@/lib/api-client';
import { getAgentToken } from '@/lib/agent-session';
import { queryKeys } from '@/lib/query-keys';

export interface ProfileUpdate {
  agentId: number;
  profile: UpdateAgentBody;
  /** Already trimmed, empties dropped; not sent when empty (agent-side.md §5). */
  destinations: string[];
}

/** Thrown when the session disappeared before the save (signed out in another tab). */
export class NoTokenError extends Error {
  constructor() {
    super(MESSAGES.profileNoToken);
  }
}

/** PUT /agents/{id}, then PUT /agents/{id}/destinations when there are any (agent-side.md §7). */
export async function updateProfile({ agentId, profile, destinations }: ProfileUpdate): Promise<void> {
  const token = getAgentToken();
  if (!token) throw new NoTokenError();
  await apiRequest(`/agents/${agentId}`, { method: 'PUT', token, body: { ...profile, profile_images: [], profile_videos: [] } });
  if (destinations.length > 0) await apiRequest(`/agents/${agentId}/destinations`, { method: 'PUT', token, body: { destinations } });
}

/** The text the spec shows for a failed save: the server's message when it sent one. */
export function saveFailureMessage(error: unknown): string {
  if (error instanceof NoTokenError) return MESSAGES.profileNoToken;
  if (error instanceof ApiRequestError && error.body?.error) return MESSAGES.profileSaveFailedWith(error.body.error);
  return MESSAGES.profileSaveFailed;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // The public agency, experience and search pages show this agent's data too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.agentPortal.me() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.agents.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.experiences.all }),
      ]),
  });
}
