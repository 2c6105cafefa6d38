import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationStatus, ListApplicationsResponse } from '@safari/contract';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const listApplications = (token: string, status: ApplicationStatus) =>
  apiRequest<ListApplicationsResponse>('/admin/applications', { token, query: { status } });

export const applicationsQueryOptions = (token: string, status: ApplicationStatus) =>
  queryOptions({ queryKey: queryKeys.admin.applicationsWithStatus(status), queryFn: () => listApplications(token, status), staleTime: 0 });

export const useApplications = (token: string, status: ApplicationStatus) => useQuery(applicationsQueryOptions(token, status));
