import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS, MESSAGES, type AgentDetail, type AgentSummary } from '@safari/contract';
import { apiRequest } from '@/lib/api-client';
import { shuffle } from '@/lib/format';

/**
 * The home agents block (traveller-side.md §7): GET /api/agents must answer an array ('Invalid response
 * format' otherwise); up to 6 are chosen (featured first, shuffled) and their details fetched one by one,
 * keeping the list entry when a detail call fails.
 */
export async function getHomeAgents(): Promise<AgentSummary[]> {
  const list = await apiRequest<unknown>('/agents');
  if (!Array.isArray(list)) throw new Error(MESSAGES.invalidResponseFormat);
  const agents = list as AgentSummary[];
  const featured = shuffle(agents.filter((a) => a.is_featured));
  const others = shuffle(agents.filter((a) => !a.is_featured));
  const chosen = [...featured, ...others].slice(0, LIMITS.agentsBlock);
  return Promise.all(
    chosen.map(async (agent) => {
      try {
        return await apiRequest<AgentDetail>(`/agents/${agent.id}`);
      } catch {
        return agent;
      }
    }),
  );
}

export const homeAgentsQueryOptions = () =>
  queryOptions({ queryKey: ['home', 'agents'], queryFn: getHomeAgents, staleTime: 5 * 60_000 });

export const useHomeAgents = () => useQuery(homeAgentsQueryOptions());
