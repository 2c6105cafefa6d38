import { queryOptions } from '@tanstack/react-query';
import type { Traveler, TravelerPreferences, TravelerPreferencesInput, UpdateTravelerBody } from '@safari/contract';
import { apiRequest } from '@/lib/api-client';

/**
 * Traveller calls shared by the enquire button, the wizard, the confirmation page, preferences and sharing.
 * They live here (not in a feature) because features never import each other.
 */
export function createTraveler(email: string) {
  return apiRequest<{ id: string }>('/travelers', { method: 'POST', body: { email } });
}

export function getTraveler(id: string) {
  return apiRequest<Traveler>(`/travelers/${encodeURIComponent(id)}`);
}

export const travelerQueryOptions = (id: string | null) =>
  queryOptions({
    queryKey: ['traveler', id],
    queryFn: () => getTraveler(id as string),
    enabled: !!id,
    staleTime: 0,
  });

export function updateTraveler(id: string, body: UpdateTravelerBody) {
  return apiRequest<unknown>(`/travelers/${encodeURIComponent(id)}`, { method: 'PUT', body });
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
