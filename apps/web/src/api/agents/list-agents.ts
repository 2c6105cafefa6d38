import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_MESSAGES, LIMITS, type AgentSummary } from '@safari/contract';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/agents: the spec requires an array; anything else is 'Invalid response format'.
 * The server's default page (featured first) serves the featured view and the home block; the view-all search
 * needs every agent.
 */
export async function listAgents(all = false): Promise<AgentSummary[]> {
  return agentList(await apiRequest<unknown>('/agents', { query: all ? { limit: LIMITS.agentsListMax } : undefined }));
}

/** GET /api/agents's answer, which must be an array (spec §7): anything else is 'Invalid response format'. */
export function agentList(data: unknown): AgentSummary[] {
  if (!Array.isArray(data)) throw new Error(CATALOGUE_MESSAGES.invalidResponseFormat);
  return data as AgentSummary[];
}

export const agentsQueryOptions = (all = false) => queryOptions({ queryKey: queryKeys.agents.list({ all }), queryFn: () => listAgents(all) });

export const useAgents = (all = false) => useQuery(agentsQueryOptions(all));
