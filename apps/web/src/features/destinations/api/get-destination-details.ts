import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CountryId } from '@safari/contract';
import { queryKeys } from '@/lib/query-keys';
import type { DestinationDetails } from '../content';

const DETAILS: Record<CountryId, () => Promise<DestinationDetails>> = {
  tanzania: () => import('../content/tanzania').then((m) => m.tanzania),
  kenya: () => import('../content/kenya').then((m) => m.kenya),
  uganda: () => import('../content/uganda').then((m) => m.uganda),
  rwanda: () => import('../content/rwanda').then((m) => m.rwanda),
  madagascar: () => import('../content/madagascar').then((m) => m.madagascar),
};

/**
 * A country page's editorial body, fetched like any of the page's data: the server renders it into the page and
 * hands it over in the query cache, so a first visit needs no code for it; an in-app visit loads that one
 * country's module. Static text: never stale.
 */
export const destinationDetailsQueryOptions = (id: CountryId) =>
  queryOptions({ queryKey: queryKeys.destinations.details(id), queryFn: DETAILS[id], staleTime: Infinity });

export const useDestinationDetails = (id: CountryId) => useQuery(destinationDetailsQueryOptions(id));
