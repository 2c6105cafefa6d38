import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecentProposal } from '@safari/contract';
import { apiRequest } from '@/lib/api-client';
import { getAgentToken } from '@/lib/agent-session';
import { queryKeys } from '@/lib/query-keys';

/** A list or `{ proposals }` (agent-side.md §7); any failure becomes an empty list. */
export async function getRecentProposals(): Promise<RecentProposal[]> {
  try {
    const res = await apiRequest<RecentProposal[] | { proposals?: RecentProposal[] }>('/agent/proposals/recent', { token: getAgentToken() });
    return Array.isArray(res) ? res : (res?.proposals ?? []);
  } catch {
    return [];
  }
}

export const recentProposalsQueryOptions = () => queryOptions({ queryKey: queryKeys.agentPortal.recentProposals(), queryFn: getRecentProposals });
export const useRecentProposals = () => useQuery(recentProposalsQueryOptions());
