import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Traveler } from '@safari/contract';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/travelers/{id}: the traveller and their preferences. */
export function getTraveler(id: string) {
  return apiRequest<Traveler>(`/travelers/${encodeURIComponent(id)}`);
}

/** Always fetched afresh: enquiries and the preferences form change it from several pages. */
export const travelerQueryOptions = (id: string | null) =>
  queryOptions({
    queryKey: queryKeys.travelers.detail(id),
    queryFn: () => getTraveler(id as string),
    enabled: !!id,
    staleTime: 0,
  });

export const useTraveler = (id: string | null) => useQuery(travelerQueryOptions(id));
