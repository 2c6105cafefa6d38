import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { listExperiences } from '@/api/experiences/list-experiences';
import { queryKeys } from '@/lib/query-keys';

/** Page size of the search grid: a first view never asks for the whole catalogue; 'Load more' fetches the next page. */
export const SEARCH_PAGE_SIZE = 24;

export interface SearchFilters {
  tripType?: string;
  destination?: string;
  q?: string;
}

export function searchExperiences(filters: SearchFilters, offset: number, signal?: AbortSignal) {
  return listExperiences({ ...filters, limit: SEARCH_PAGE_SIZE, offset }, signal);
}

export const searchExperiencesQueryOptions = (filters: SearchFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.experiences.search(filters),
    queryFn: ({ pageParam, signal }) => searchExperiences(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.experiences.length;
      return last.experiences.length > 0 && next < last.total ? next : undefined;
    },
  });

export const useSearchExperiences = (filters: SearchFilters) => useInfiniteQuery(searchExperiencesQueryOptions(filters));
