import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentStats } from '@safari/contract';
import { apiRequest } from '@/lib/api-client';
import { getAgentToken } from '@/lib/agent-session';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/agent/stats: the dashboard's tiles counted on the server from the agent's own rows. */
export const getStats = () => apiRequest<AgentStats>('/agent/stats', { token: getAgentToken() });

export const statsQueryOptions = () => queryOptions({ queryKey: queryKeys.agentPortal.stats(), queryFn: getStats });
export const useStats = () => useQuery(statsQueryOptions());
