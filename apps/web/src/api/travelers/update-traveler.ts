import type { QueryClient } from '@tanstack/react-query';
import type { TravelerPreferences, TravelerPreferencesInput, UpdateTravelerBody } from '@safari/contract';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PUT /api/travelers/{id}. */
export function updateTraveler(id: string, body: UpdateTravelerBody) {
  return apiRequest<unknown>(`/travelers/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

/** After an update, every view of the traveller (and what is derived from it) refetches. */
export function invalidateTraveler(queryClient: QueryClient, id: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.travelers.detail(id) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.experiences.recommendations(id) }),
  ]);
}

/**
 * The fetched preferences sent back with changes applied. The server may replace preferences as a whole, so
 * every known field is sent again; server-owned fields (last_updated) stay out.
 */
export function preferencesForUpdate(current: TravelerPreferences | null | undefined, changes: TravelerPreferencesInput): TravelerPreferencesInput {
  const base: TravelerPreferencesInput = {};
  if (current) {
    const { last_updated: _lastUpdated, ...rest } = current;
    Object.assign(base, rest);
  }
  return { ...base, ...changes };
}
