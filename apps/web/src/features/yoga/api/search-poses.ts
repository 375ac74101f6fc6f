import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchPosesRoute } from '@thrive/contract';
import { callApi } from '../../../lib/api-client';

export function searchPoses(query: string, signal?: AbortSignal) {
  return callApi(searchPosesRoute, { query: { q: query } }, { signal });
}

export function poseSearchQueryOptions(query: string) {
  const term = query.trim();
  return queryOptions({
    queryKey: ['yoga', 'search', term],
    queryFn: ({ signal }) => searchPoses(term, signal),
    enabled: term.length > 0,
    staleTime: 10 * 60 * 1000,
    placeholderData: keepPreviousData,
    // A failed search says so at once, with Retry (docs/product.md, "Landing").
    retry: false,
  });
}

export function usePoseSearch(query: string) {
  return useQuery(poseSearchQueryOptions(query));
}
