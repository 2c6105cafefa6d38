import { useQuery } from '@tanstack/react-query';
import { LIMITS, SEARCHED_FOR_HEADER, type AgentSummary } from '@safari/contract';
import { apiResponse } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { agentList } from './list-agents';

/**
 * GET /api/agents?q=: the server's agents search, with what it searched for instead of the words typed (its
 * x-searched-for header). The server also knows the region's places no agency names ('dar es salaam': Tanzania's).
 */
async function searchAgentsOnServer(q: string): Promise<{ agents: AgentSummary[]; searchedFor: string | null }> {
  const { data, headers } = await apiResponse<unknown>('/agents', { query: { q, limit: LIMITS.agentsListMax } });
  const searchedFor = headers.get(SEARCHED_FOR_HEADER);
  return { agents: agentList(data), searchedFor: searchedFor ? decodeURIComponent(searchedFor) : null };
}

export const useServerAgentsSearch = (q: string, enabled: boolean) =>
  useQuery({ queryKey: queryKeys.agents.search(q), queryFn: () => searchAgentsOnServer(q), enabled });
