import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentDetail } from '@safari/contract';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/agents/{id}: the public agent with its experiences. */
export const getAgent = (id: number | string, signal?: AbortSignal) =>
  apiRequest<AgentDetail>(`/agents/${encodeURIComponent(String(id))}`, { signal });

/** Disabled while the id is unknown. */
export const agentQueryOptions = (id: number | string | null | undefined) =>
  queryOptions({
    queryKey: queryKeys.agents.detail(id ?? ''),
    queryFn: ({ signal }) => getAgent(id as number | string, signal),
    enabled: id !== null && id !== undefined && id !== '',
  });

export const useAgent = (id: number | string | null | undefined) => useQuery(agentQueryOptions(id));
