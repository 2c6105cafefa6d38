import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES, type AgentSummary } from '@safari/contract';
import { apiRequest } from '@/lib/api-client';

/** GET /api/agents: the spec requires an array; anything else is 'Invalid response format'. */
export async function getAgents(): Promise<AgentSummary[]> {
  const data = await apiRequest<unknown>('/agents');
  if (!Array.isArray(data)) throw new Error(MESSAGES.invalidResponseFormat);
  return data as AgentSummary[];
}

export const agentsQueryOptions = () => queryOptions({ queryKey: ['agents'], queryFn: getAgents });

export const useAgents = () => useQuery(agentsQueryOptions());
