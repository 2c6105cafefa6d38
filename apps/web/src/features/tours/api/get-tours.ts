import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { CATALOGUE_MESSAGES, LIMITS, type ToursResponse } from '@safari/contract';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface ToursPageParam {
  limit: number;
  offset: number;
}

/** GET /api/experiences/tours. A body without an experiences array and a pagination object is an error (spec §8). */
export async function getTours({ limit, offset }: ToursPageParam): Promise<ToursResponse & { request: ToursPageParam }> {
  const data = await apiRequest<Partial<ToursResponse> | null>('/experiences/tours', { query: { limit, offset } });
  if (!data || !Array.isArray(data.experiences) || typeof data.pagination !== 'object' || data.pagination === null) {
    throw new Error(CATALOGUE_MESSAGES.invalidResponseFormat);
  }
  return { experiences: data.experiences, pagination: data.pagination, request: { limit, offset } };
}

/**
 * 9 first, then 18 per fetch (spec §4, §9). Each next offset is where the previous answer ended (0, 9, 27, …),
 * which for the second load is the spec's "9 × (page − 1)" and never re-asks for tours already shown.
 */
export const toursQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.experiences.tours(),
    // Back from a tour renders all loaded pages from the cache, so the scroll position can be restored (issue 15).
    staleTime: 5 * 60_000,
    gcTime: 30 * 60_000,
    queryFn: ({ pageParam }) => getTours(pageParam),
    initialPageParam: { limit: LIMITS.toursFirstPage, offset: 0 } as ToursPageParam,
    getNextPageParam: (last) =>
      last.pagination.hasMore ? { limit: LIMITS.toursNextPage, offset: last.request.offset + last.request.limit } : undefined,
  });

export const useTours = () => useInfiniteQuery(toursQueryOptions());
