import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS, type AgentSummary } from '@safari/contract';
import { getAgent } from '@/api/agents/get-agent';
import { listAgents } from '@/api/agents/list-agents';
import { shuffle } from '@/lib/format';
import { queryKeys } from '@/lib/query-keys';

/**
 * The home agents block (traveller-side.md §7): GET /api/agents must answer an array ('Invalid response
 * format' otherwise); up to 6 are chosen (featured first, shuffled) and their details fetched one by one,
 * keeping the list entry when a detail call fails.
 */
export async function getHomeAgents(): Promise<AgentSummary[]> {
  const agents = await listAgents();
  const featured = shuffle(agents.filter((a) => a.is_featured));
  const others = shuffle(agents.filter((a) => !a.is_featured));
  const chosen = [...featured, ...others].slice(0, LIMITS.agentsBlock);
  return Promise.all(
    chosen.map(async (agent) => {
      try {
        // The card shows the agency, not its trips: the detail's experience list stays out of the cache (and out
        // of the server-rendered page's payload, where it was most of the weight).
        const { experiences: _experiences, ...summary } = await getAgent(agent.id);
        return summary;
      } catch {
        return agent;
      }
    }),
  );
}

export const homeAgentsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.agents.home(), queryFn: getHomeAgents, staleTime: 5 * 60_000 });

export const useHomeAgents = () => useQuery(homeAgentsQueryOptions());
