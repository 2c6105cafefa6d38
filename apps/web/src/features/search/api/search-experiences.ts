import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { EXPERIENCE_SORTS, type ExperienceFacets, type ExperienceSearchFilters, type ExperienceSort } from '@safari/contract';
import { listExperiences } from '@/api/experiences/list-experiences';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Page size of the search grid: a first view never asks for the whole catalogue; 'Load more' fetches the next page. */
export const SEARCH_PAGE_SIZE = 24;

/**
 * Back from an experience renders the list from this cache, with every page 'Load more' fetched, so the browser's
 * scroll restoration finds the same height (issue 15). Fresh for 5 minutes, kept for 30 after the page unmounts.
 */
export const LIST_CACHE = { staleTime: 5 * 60_000, gcTime: 30 * 60_000 } as const;

/** Everything that shapes the search, as kept in the URL (so a search can be shared and Back restores it). */
export type SearchFilters = ExperienceSearchFilters & { sort?: ExperienceSort };

const TEXT_KEYS = ['tripType', 'destination', 'q'] as const;
const NUMBER_KEYS = ['minPrice', 'maxPrice', 'minDays', 'maxDays'] as const;

export function readSearchFilters(params: URLSearchParams): SearchFilters {
  const filters: SearchFilters = {};
  for (const key of TEXT_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  for (const key of NUMBER_KEYS) {
    const value = Number(params.get(key) ?? '');
    if (params.get(key) && Number.isInteger(value) && value >= 0) filters[key] = value;
  }
  const sort = params.get('sort');
  if (sort && sort !== 'relevance' && (EXPERIENCE_SORTS as readonly string[]).includes(sort)) filters.sort = sort as ExperienceSort;
  return filters;
}

export function writeSearchFilters(filters: SearchFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of TEXT_KEYS) if (filters[key]) search.set(key, filters[key]!);
  for (const key of NUMBER_KEYS) if (filters[key] !== undefined) search.set(key, String(filters[key]));
  if (filters.sort && filters.sort !== 'relevance') search.set('sort', filters.sort);
  return search;
}

/** The result count as the page says it: exact, or 'About 12,000' when the API estimated it (`total_estimated`). */
export function resultCount(total: number, estimated: boolean | undefined): string {
  if (!estimated) return String(total);
  const step = 10 ** Math.max(0, Math.floor(Math.log10(total)) - 1);
  return `About ${(Math.round(total / step) * step).toLocaleString('en-US')}`;
}

export function searchExperiences(filters: SearchFilters, offset: number, signal?: AbortSignal) {
  return listExperiences({ ...filters, limit: SEARCH_PAGE_SIZE, offset }, signal);
}

export const searchExperiencesQueryOptions = (filters: SearchFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.experiences.search(filters),
    ...LIST_CACHE,
    queryFn: ({ pageParam, signal }) => searchExperiences(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.experiences.length;
      // An estimated total (a very broad search) may be a little off either way: page on while pages come back full.
      if (last.total_estimated) return last.experiences.length === SEARCH_PAGE_SIZE ? next : undefined;
      return last.experiences.length > 0 && next < last.total ? next : undefined;
    },
  });

export const useSearchExperiences = (filters: SearchFilters) => useInfiniteQuery(searchExperiencesQueryOptions(filters));

/**
 * Counts per chip and popular destination; the order does not change them, so it is left out of the request.
 * Typed, not parsed: the server checks this answer against the contract's schema before sending it, like every
 * catalogue answer, so the search page needs no zod.
 */
export const searchFacetsQueryOptions = ({ sort: _sort, ...filters }: SearchFilters) =>
  queryOptions({
    queryKey: queryKeys.experiences.facets(filters),
    queryFn: ({ signal }) => apiRequest<ExperienceFacets>('/experiences/facets', { query: { ...filters }, signal }),
    // The chips keep their last counts while the next ones load, instead of flickering to nothing.
    placeholderData: keepPreviousData,
  });

export const useSearchFacets = (filters: SearchFilters) => useQuery(searchFacetsQueryOptions(filters));
