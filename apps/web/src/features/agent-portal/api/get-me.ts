import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentMeResponse, PortalAgent, SubscriptionInactive } from '@safari/contract';
import { ApiRequestError, apiRequest } from '@/lib/api-client';
import { getAgentToken } from '@/lib/agent-session';
import { queryKeys } from '@/lib/query-keys';

/** What the guard learns from GET /agent-auth/me (agent-side.md §4 "Auth guard"). */
export type SessionCheck =
  | { kind: 'agent'; agent: PortalAgent }
  | { kind: 'no-agent' }
  | { kind: 'unauthorized' }
  | { kind: 'subscription-inactive'; subscriptionStatus: string; agent: PortalAgent | null }
  | { kind: 'unknown-error'; error: unknown };

export async function checkSession(token: string): Promise<SessionCheck> {
  try {
    const res = await apiRequest<Partial<AgentMeResponse>>('/agent-auth/me', { token });
    return res?.agent ? { kind: 'agent', agent: res.agent } : { kind: 'no-agent' };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return { kind: 'unauthorized' };
    if (error instanceof ApiRequestError && error.status === 403) {
      const body = (error.body ?? {}) as Partial<SubscriptionInactive>;
      return { kind: 'subscription-inactive', subscriptionStatus: body.subscriptionStatus || 'inactive', agent: body.agent ?? null };
    }
    return { kind: 'unknown-error', error };
  }
}

/** The session is valid but the server returned no agent (agent-side.md §8 'No agent found'). */
export class NoAgentError extends Error {
  constructor() {
    super('No agent found');
  }
}

/** The signed-in agent for portal pages; a 403 (inactive subscription) still carries the agent. */
export async function getMe(): Promise<PortalAgent> {
  const token = getAgentToken();
  if (!token) throw new ApiRequestError(401, 'Not signed in');
  const check = await checkSession(token);
  if (check.kind === 'agent') return check.agent;
  if (check.kind === 'subscription-inactive' && check.agent) return check.agent;
  if (check.kind === 'unknown-error') throw check.error;
  if (check.kind === 'no-agent') throw new NoAgentError();
  throw new ApiRequestError(401, 'Not signed in');
}

export const meQueryKey = queryKeys.agentPortal.me();
export const meQueryOptions = () => queryOptions({ queryKey: meQueryKey, queryFn: getMe, staleTime: 30_000 });
export const useMe = () => useQuery(meQueryOptions());
