import { queryOptions } from '@tanstack/react-query';
import type { ReadShareResponse } from '@safari/contract';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getShare(token: string) {
  return apiRequest<ReadShareResponse>(`/shares/${encodeURIComponent(token)}`);
}

export const shareQueryOptions = (token: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.shares.detail(token),
    queryFn: () => getShare(token as string),
    enabled: !!token,
    retry: false,
  });
