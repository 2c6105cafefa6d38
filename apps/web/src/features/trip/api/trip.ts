import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProposalMessage, TripPage, TripProposal } from '@safari/contract';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The trip page's calls (GET/POST /api/trip/{token}/…): the token in the path is the traveller's only credential. */
const base = (token: string) => `/trip/${encodeURIComponent(token)}`;

export const tripQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.trip.page(token),
    queryFn: () => apiRequest<TripPage>(base(token)),
    // An unknown or revoked link stays unknown: no retries that hammer the probe limit.
    retry: false,
  });

export const useTrip = (token: string) => useQuery(tripQueryOptions(token));

/** Opening a proposal marks it viewed for the agent; the answer is the latest sent version. */
export function useOpenProposal(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<TripProposal>(`${base(token)}/proposals/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.trip.page(token) }),
  });
}

export function useDecision(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, accept, reason }: { id: number; accept: boolean; reason?: string }) =>
      apiRequest<{ success: true; status: string }>(`${base(token)}/proposals/${id}/${accept ? 'accept' : 'decline'}`, {
        method: 'POST',
        body: accept ? undefined : { reason: reason?.trim() || null },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.trip.page(token) }),
  });
}

export function useMessages(token: string, proposalId: number) {
  return useQuery({
    queryKey: queryKeys.trip.messages(token, proposalId),
    queryFn: async () => (await apiRequest<{ messages: ProposalMessage[] }>(`${base(token)}/proposals/${proposalId}/messages`)).messages,
    // The agent may answer while the page is open.
    refetchInterval: 30_000,
  });
}

export function useSendMessage(token: string, proposalId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => apiRequest<{ message: ProposalMessage }>(`${base(token)}/proposals/${proposalId}/messages`, { method: 'POST', body: { body } }),
    onSuccess: ({ message }) => client.setQueryData<ProposalMessage[]>(queryKeys.trip.messages(token, proposalId), (list = []) => [...list, message]),
  });
}
