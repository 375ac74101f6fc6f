import { queryOptions, useQuery } from '@tanstack/react-query';
import { getRecipeRoute } from '@thrive/contract';
import { callApi } from '../../../lib/api-client';

/** The whole recipe with its nutrition per serving: all its page shows, in one request. */
export function getRecipe(id: string, signal?: AbortSignal) {
  return callApi(getRecipeRoute, { params: { id } }, { signal });
}

export function recipeQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['recipes', id],
    queryFn: ({ signal }) => getRecipe(id, signal),
    staleTime: 60 * 60 * 1000,
  });
}

export function useRecipe(id: string) {
  return useQuery(recipeQueryOptions(id));
}
