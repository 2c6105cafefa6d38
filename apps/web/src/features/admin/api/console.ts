import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminAgentPatchBody,
  AdminAgentsResponse,
  AdminAuditResponse,
  AdminExperiencesResponse,
  AdminHealthResponse,
  AdminAgent,
  AdminExperience,
} from '@safari/contract';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The admin console's calls (issue 13): agents, moderation, health and the audit log. */

export const listAdminAgents = (token: string, q: string, status: string, page: number) =>
  apiRequest<AdminAgentsResponse>('/admin/agents', { token, query: { ...(q ? { q } : {}), ...(status ? { status } : {}), page: String(page) } });
export const adminAgentsQueryOptions = (token: string, q: string, status: string, page: number) =>
  queryOptions({ queryKey: queryKeys.admin.agents(q, status, page), queryFn: () => listAdminAgents(token, q, status, page), staleTime: 0, placeholderData: keepPreviousData });
export const useAdminAgents = (token: string, q: string, status: string, page: number) => useQuery(adminAgentsQueryOptions(token, q, status, page));

export const listAdminExperiences = (token: string, q: string, hidden: string, page: number) =>
  apiRequest<AdminExperiencesResponse>('/admin/experiences', { token, query: { ...(q ? { q } : {}), ...(hidden ? { hidden } : {}), page: String(page) } });
export const useAdminExperiences = (token: string, q: string, hidden: string, page: number) =>
  useQuery(queryOptions({ queryKey: queryKeys.admin.experiences(q, hidden, page), queryFn: () => listAdminExperiences(token, q, hidden, page), staleTime: 0, placeholderData: keepPreviousData }));

export const getAdminHealth = (token: string, days: number) => apiRequest<AdminHealthResponse>('/admin/health', { token, query: { days: String(days) } });
export const useAdminHealth = (token: string, days: number) => useQuery(queryOptions({ queryKey: queryKeys.admin.health(days), queryFn: () => getAdminHealth(token, days), staleTime: 0 }));

export const listAdminAudit = (token: string, page: number) => apiRequest<AdminAuditResponse>('/admin/audit', { token, query: { page: String(page) } });
export const useAdminAudit = (token: string, page: number) =>
  useQuery(queryOptions({ queryKey: queryKeys.admin.audit(page), queryFn: () => listAdminAudit(token, page), staleTime: 0, placeholderData: keepPreviousData }));

/** Every console change refreshes the console's lists (and the audit log, which gained a row). */
export function useUpdateAdminAgent(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminAgentPatchBody }) =>
      apiRequest<{ agent: AdminAgent }>(`/admin/agents/${id}`, { method: 'PATCH', token, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.console() }),
  });
}

export function useModerateExperience(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: number; action: 'hide' | 'restore'; reason?: string }) =>
      apiRequest<{ experience: AdminExperience }>(`/admin/experiences/${id}/${action}`, { method: 'POST', token, ...(action === 'hide' ? { body: { reason } } : {}) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.console() }),
  });
}
