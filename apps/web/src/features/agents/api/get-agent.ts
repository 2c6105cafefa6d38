import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentDetail } from '@safari/contract';
import { apiRequest } from '@/lib/api-client';

/** GET /api/agents/{id}: the public agent with its experiences. */
export const getAgent = (id: string) => apiRequest<AgentDetail>(`/agents/${encodeURIComponent(id)}`);

export const agentQueryOptions = (id: string) => queryOptions({ queryKey: ['agents', id], queryFn: () => getAgent(id) });

export const useAgent = (id: string) => useQuery(agentQueryOptions(id));
