import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeadDetail, LeadListQuery, LeadSummary } from '@safari/contract';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { portalRetry, requireToken } from './agent-token';

/** GET /api/agent/leads: the signed-in agent's leads, newest first, filtered by status and text. */
export async function listLeads(filters: LeadListQuery, signal?: AbortSignal): Promise<LeadSummary[]> {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.q) params.set('q', filters.q);
  const qs = params.toString();
  const res = await apiRequest<{ leads: LeadSummary[] }>(`/agent/leads${qs ? `?${qs}` : ''}`, { token: requireToken(), signal });
  return res.leads;
}

export const leadsQueryOptions = (filters: LeadListQuery) =>
  queryOptions({
    queryKey: queryKeys.agentPortal.leads(filters),
    queryFn: ({ signal }) => listLeads(filters, signal),
    retry: portalRetry,
    // Typing in the search box keeps the last list on screen instead of flashing a loading state.
    placeholderData: keepPreviousData,
    // The reply-time countdown is computed by the server: refresh it while the inbox stays open.
    refetchInterval: 60_000,
  });
export const useLeads = (filters: LeadListQuery) => useQuery(leadsQueryOptions(filters));

export const getLead = async (id: string, signal?: AbortSignal) =>
  (await apiRequest<{ lead: LeadDetail }>(`/agent/leads/${encodeURIComponent(id)}`, { token: requireToken(), signal })).lead;

export const leadQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.agentPortal.lead(id), queryFn: ({ signal }) => getLead(id, signal), retry: portalRetry });
/** One lead; an empty id (a proposal without a lead) asks for nothing. */
export const useLead = (id: string) => useQuery({ ...leadQueryOptions(id), enabled: id !== '' });

export type LeadAction = { kind: 'contacted' } | { kind: 'archive' } | { kind: 'lost'; reason: string };

/** POST /api/agent/leads/{id}/contacted | /archive | /lost (with the reason). */
export function changeLead(id: string, action: LeadAction) {
  const body = action.kind === 'lost' ? { reason: action.reason } : undefined;
  return apiRequest<{ success: true }>(`/agent/leads/${encodeURIComponent(id)}/${action.kind}`, { method: 'POST', body, token: requireToken() });
}

/** A status change shows everywhere at once: this lead, the inbox, the dashboard's tiles and recent lists. */
export function useChangeLead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: LeadAction) => changeLead(id, action),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.agentPortal.all }),
  });
}
