import type { ExperienceSort, ListExperiencesResponse } from '@safari/contract';
import { apiRequest } from '@/lib/api-client';

interface ListExperiencesParams {
  limit: number;
  offset: number;
  tripType?: string;
  destination?: string;
  q?: string;
  sort?: ExperienceSort;
  minPrice?: number;
  maxPrice?: number;
  minDays?: number;
  maxDays?: number;
}

/**
 * GET /api/experiences: one page of the public catalogue. The search grid, the home page's featured block and
 * the preferences page's suggestions each shape it into their own query (their keys all sit under
 * `queryKeys.experiences`).
 */
export function listExperiences(params: ListExperiencesParams, signal?: AbortSignal) {
  return apiRequest<ListExperiencesResponse>('/experiences', { query: { ...params }, signal });
}
