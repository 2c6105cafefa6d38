import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApproveApplicationResponse, RejectApplicationResponse } from '@safari/contract';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const approveApplication = (token: string, id: number) =>
  apiRequest<ApproveApplicationResponse>(`/admin/applications/${id}/approve`, { method: 'POST', token });

export const rejectApplication = (token: string, id: number, reason: string) =>
  apiRequest<RejectApplicationResponse>(`/admin/applications/${id}/reject`, { method: 'POST', token, body: { reason } });

/** Both review actions refresh every status tab, since the application moves between them. */
export function useApproveApplication(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => approveApplication(token, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.applications() }),
  });
}

export function useRejectApplication(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => rejectApplication(token, id, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.applications() }),
  });
}
