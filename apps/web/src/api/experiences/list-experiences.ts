import type { ExperienceSearchFilters, ExperienceSort, ListExperiencesResponse } from '@safari/contract';
import { apiRequest } from '@/lib/api-client';

type ListExperiencesParams = ExperienceSearchFilters & { limit: number; offset: number; sort?: ExperienceSort };

/**
 * GET /api/experiences: one page of the public catalogue. The search grid, the home page's featured block and
 * the preferences page's suggestions each shape it into their own query (their keys all sit under
 * `queryKeys.experiences`).
 */
export function listExperiences(params: ListExperiencesParams, signal?: AbortSignal) {
  return apiRequest<ListExperiencesResponse>('/experiences', { query: { ...params }, signal });
}
