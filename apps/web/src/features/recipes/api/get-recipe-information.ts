import { queryOptions, useQuery } from '@tanstack/react-query';
import { recipeInformationRoute } from '@thrive/contract';
import { callApi } from '../../../lib/api-client';

export function getRecipeInformation(id: string, signal?: AbortSignal) {
  return callApi(recipeInformationRoute, { params: { id } }, { signal });
}

export function recipeInformationQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['recipes', id, 'information'],
    queryFn: ({ signal }) => getRecipeInformation(id, signal),
    staleTime: 60 * 60 * 1000,
  });
}

export function useRecipeInformation(id: string) {
  return useQuery(recipeInformationQueryOptions(id));
}
