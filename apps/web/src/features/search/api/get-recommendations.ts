import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecommendationsResponse } from '@safari/contract';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/experiences/recommendations/{travelerId}: experiences ranked by the traveller's preferences. */
export const getRecommendations = (travelerId: string, signal?: AbortSignal) =>
  apiRequest<RecommendationsResponse>(`/experiences/recommendations/${encodeURIComponent(travelerId)}`, { query: { limit: 24 }, signal });

export const recommendationsQueryOptions = (travelerId: string) =>
  queryOptions({ queryKey: queryKeys.experiences.recommendations(travelerId), queryFn: ({ signal }) => getRecommendations(travelerId, signal) });

export const useRecommendations = (travelerId: string) => useQuery(recommendationsQueryOptions(travelerId));
