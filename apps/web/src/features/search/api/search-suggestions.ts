import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchSuggestions } from '@safari/contract';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Suggestions start at two characters (the server answers nothing for fewer). */
export const SUGGEST_MIN_CHARS = 2;

/** Typed, not parsed: the server checks the answer against the contract's schema (see searchFacetsQueryOptions). */
export const searchSuggestionsQueryOptions = (typed: string) =>
  queryOptions({
    queryKey: queryKeys.experiences.suggestions(typed.trim().toLowerCase()),
    queryFn: ({ signal }) => apiRequest<SearchSuggestions>('/search/suggestions', { query: { q: typed.trim() }, signal }),
    enabled: typed.trim().length >= SUGGEST_MIN_CHARS,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const useSearchSuggestions = (typed: string) => useQuery(searchSuggestionsQueryOptions(typed));
