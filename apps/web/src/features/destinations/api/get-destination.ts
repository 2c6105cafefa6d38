import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DestinationResponse } from '@safari/contract';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/agents/destinations/{destinationName}: the country's experiences and local agents. */
export async function getDestination(name: string): Promise<DestinationResponse> {
  const data = await apiRequest<Partial<DestinationResponse> | null>(`/agents/destinations/${encodeURIComponent(name)}`);
  if (!data || typeof data !== 'object') throw new Error('Invalid response format');
  return {
    destination: data.destination ?? { name, country: name },
    experiences: Array.isArray(data.experiences) ? data.experiences : [],
    agents: Array.isArray(data.agents) ? data.agents : [],
  };
}

export const destinationQueryOptions = (name: string) =>
  queryOptions({ queryKey: queryKeys.destinations.detail(name), queryFn: () => getDestination(name) });

export const useDestination = (name: string | undefined) => useQuery({ ...destinationQueryOptions(name ?? ''), enabled: !!name });
