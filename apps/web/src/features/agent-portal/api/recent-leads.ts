import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecentLead } from '@safari/contract';
import { apiRequest } from '@/lib/api-client';
import { getAgentToken } from '@/lib/agent-session';
import { queryKeys } from '@/lib/query-keys';

/** A list or `{ leads }` (agent-side.md §7); any failure becomes an empty list so the dashboard still renders. */
export async function getRecentLeads(): Promise<RecentLead[]> {
  try {
    const res = await apiRequest<RecentLead[] | { leads?: RecentLead[] }>('/agent/leads/recent', { token: getAgentToken() });
    return Array.isArray(res) ? res : (res?.leads ?? []);
  } catch {
    return [];
  }
}

export const recentLeadsQueryOptions = () => queryOptions({ queryKey: queryKeys.agentPortal.recentLeads(), queryFn: getRecentLeads });
export const useRecentLeads = () => useQuery(recentLeadsQueryOptions());
