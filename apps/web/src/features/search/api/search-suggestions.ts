import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchSuggestionsResponse } from '@safari/contract';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Suggestions start at two characters (the server answers nothing for fewer). */
export const SUGGEST_MIN_CHARS = 2;

export const searchSuggestionsQueryOptions = (typed: string) =>
  queryOptions({
    queryKey: queryKeys.experiences.suggestions(typed.trim().toLowerCase()),
    queryFn: async ({ signal }) => searchSuggestionsResponse.parse(await apiRequest('/search/suggestions', { query: { q: typed.trim() }, signal })),
    enabled: typed.trim().length >= SUGGEST_MIN_CHARS,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const useSearchSuggestions = (typed: string) => useQuery(searchSuggestionsQueryOptions(typed));
