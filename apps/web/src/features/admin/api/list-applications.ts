import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationStatus, ListApplicationsResponse } from '@safari/contract';
import { apiRequest } from '@/lib/api-client';

export const listApplications = (token: string, status: ApplicationStatus) =>
  apiRequest<ListApplicationsResponse>('/admin/applications', { token, query: { status } });

export const applicationsQueryKey = ['admin', 'applications'] as const;

export const applicationsQueryOptions = (token: string, status: ApplicationStatus) =>
  queryOptions({ queryKey: [...applicationsQueryKey, status], queryFn: () => listApplications(token, status), staleTime: 0 });

export const useApplications = (token: string, status: ApplicationStatus) => useQuery(applicationsQueryOptions(token, status));
