import { queryOptions } from '@tanstack/react-query';
import type { AgentDetail, ExperienceDetail } from '@safari/contract';
import { apiRequest } from '@/lib/api-client';

export function getExperience(id: number | string) {
  return apiRequest<ExperienceDetail>(`/experiences/${encodeURIComponent(String(id))}`);
}

export const experienceQueryOptions = (id: number | string | null | undefined) =>
  queryOptions({
    queryKey: ['experience', String(id)],
    queryFn: () => getExperience(id as number | string),
    enabled: id !== null && id !== undefined && id !== '',
  });

export function getAgent(id: number | string) {
  return apiRequest<AgentDetail>(`/agents/${encodeURIComponent(String(id))}`);
}

/** Several experiences by id (there is no batch call); ones that fail (deleted since) are left out. */
export async function getExperiencesByIds(ids: number[]): Promise<ExperienceDetail[]> {
  const results = await Promise.allSettled(ids.map((id) => getExperience(id)));
  return results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
}

export const experiencesByIdsQueryOptions = (ids: number[]) =>
  queryOptions({
    queryKey: ['experiences-by-ids', ids],
    queryFn: () => getExperiencesByIds(ids),
    enabled: ids.length > 0,
  });

export const agentQueryOptions = (id: number | string | null | undefined) =>
  queryOptions({
    queryKey: ['agent', String(id)],
    queryFn: () => getAgent(id as number | string),
    enabled: id !== null && id !== undefined && id !== '',
  });
