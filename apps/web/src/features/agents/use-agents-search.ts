import { useMemo } from 'react';
import type { AgentSummary } from '@safari/contract';
import { useServerAgentsSearch } from '@/api/agents/search-agents';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { filterAgents } from './agent-filters';

/** How long typing pauses before a search the list cannot answer as typed is asked of the server. */
const ASK_SERVER_AFTER_MS = 300;

/**
 * The agents page's search: the contract's search of the list in the browser as the traveller types, and, when it
 * finds nothing as typed (no agency, or only with words corrected or dropped), the server's search of the same words
 * once typing pauses. The server also reads the region's places that no agency names ('dar es salaam', 'watamu',
 * 'lake natron': their country's agencies, where the list alone had found none, or any lake's); its answer is shown
 * when it searched for something else. The list's own correction shows meanwhile ('kampla': Kampala, which the
 * server then says too); where the list found nothing, `checking` until the server answers. Should the server fail,
 * the list's answer stands.
 */
export function useAgentsSearch(agents: readonly AgentSummary[], query: string, enabled: boolean) {
  const local = useMemo(() => filterAgents(agents, query), [agents, query]);
  const typed = query.trim();
  const missed = enabled && typed !== '' && (local.agents.length === 0 || local.searchedFor !== null);
  const settled = useDebouncedValue(typed, ASK_SERVER_AFTER_MS);
  const server = useServerAgentsSearch(typed, missed && settled === typed);
  if (!missed) return { ...local, checking: false };
  if (server.data && server.data.agents.length > 0 && server.data.searchedFor !== local.searchedFor) return { ...server.data, checking: false };
  return { ...local, checking: local.agents.length === 0 && !server.isError && !server.data };
}
