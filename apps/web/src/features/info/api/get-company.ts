import type { Prefetch } from '@/lib/prefetch';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyDetails } from '@safari/contract';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/company: the operator's legal details from the server's configuration (COMPANY_* variables). */
export const getCompany = (signal?: AbortSignal) => apiRequest<CompanyDetails>('/company', { signal });

/** Configuration does not change while the server runs: fetched once per visit. */
export const companyQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.company.details(), queryFn: ({ signal }) => getCompany(signal), staleTime: Infinity });

export const useCompany = () => useQuery(companyQueryOptions());

/** The legal pages' prefetch: the server renders them with the configured details. */
export const prefetchCompany: Prefetch = (queryClient) => queryClient.ensureQueryData(companyQueryOptions());
