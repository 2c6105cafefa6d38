import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateProposalBody, ProposalMessage, ProposalResponse, ProposalStatus, UpdateProposalBody, proposalListItemSchema } from '@safari/contract';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { portalRetry, requireToken } from './agent-token';

export type ProposalListItem = z.infer<typeof proposalListItemSchema>;
export interface ProposalFilters {
  status?: ProposalStatus;
}

const path = (id: number | string, rest = '') => `/agent/proposals/${encodeURIComponent(String(id))}${rest}`;

/** GET /api/agent/proposals: the agent's proposals, most recently updated first. */
export async function listProposals(filters: ProposalFilters, signal?: AbortSignal): Promise<ProposalListItem[]> {
  const qs = filters.status ? `?status=${filters.status}` : '';
  return (await apiRequest<{ proposals: ProposalListItem[] }>(`/agent/proposals${qs}`, { token: requireToken(), signal })).proposals;
}
export const useProposals = (filters: ProposalFilters) =>
  useQuery({ queryKey: queryKeys.agentPortal.proposals(filters), queryFn: ({ signal }) => listProposals(filters, signal), retry: portalRetry });

export const getProposal = (id: string, signal?: AbortSignal) => apiRequest<ProposalResponse>(path(id), { token: requireToken(), signal });
export const proposalQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.agentPortal.proposal(id),
    queryFn: ({ signal }) => getProposal(id, signal),
    retry: portalRetry,
    // The builder keeps its own copy while open; a background refetch must not reset what the agent typed.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
export const useProposal = (id: string) => useQuery(proposalQueryOptions(id));

export const createProposal = (body: CreateProposalBody) =>
  apiRequest<ProposalResponse>('/agent/proposals', { method: 'POST', body, token: requireToken() });
export const updateProposal = (id: number | string, body: UpdateProposalBody) =>
  apiRequest<ProposalResponse>(path(id), { method: 'PUT', body, token: requireToken() });
export const sendProposal = (id: number | string) => apiRequest<ProposalResponse>(path(id, '/send'), { method: 'POST', token: requireToken() });

/**
 * Saving or sending changes the lead's status, the dashboard's tiles and the lists: the whole portal cache is
 * refreshed, and the saved proposal is put straight into its own entry so the builder shows what the server stored.
 */
export function useProposalMutations() {
  const queryClient = useQueryClient();
  const settle = async (res: ProposalResponse) => {
    queryClient.setQueryData(queryKeys.agentPortal.proposal(res.proposal.id), res);
    await queryClient.invalidateQueries({ queryKey: queryKeys.agentPortal.all, predicate: (q) => q.queryKey[2] !== 'detail' || q.queryKey[1] !== 'proposals' });
    return res;
  };
  return {
    create: useMutation({ mutationFn: createProposal, onSuccess: settle }),
    update: useMutation({ mutationFn: ({ id, body }: { id: number; body: UpdateProposalBody }) => updateProposal(id, body), onSuccess: settle }),
    send: useMutation({ mutationFn: sendProposal, onSuccess: settle }),
  };
}

export const listProposalMessages = async (id: number, signal?: AbortSignal) =>
  (await apiRequest<{ messages: ProposalMessage[] }>(path(id, '/messages'), { token: requireToken(), signal })).messages;
export const useProposalMessages = (id: number) =>
  useQuery({
    queryKey: queryKeys.agentPortal.proposalMessages(id),
    queryFn: ({ signal }) => listProposalMessages(id, signal),
    retry: portalRetry,
    refetchInterval: 30_000,
  });

export function usePostProposalMessage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => apiRequest<{ message: ProposalMessage }>(path(id, '/messages'), { method: 'POST', body: { body }, token: requireToken() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.agentPortal.proposalMessages(id) }),
  });
}
