import { queryOptions, useQuery } from '@tanstack/react-query';
import { recipeNutritionRoute } from '@thrive/contract';
import { callApi } from '../../../lib/api-client';

export function getRecipeNutrition(id: string, signal?: AbortSignal) {
  return callApi(recipeNutritionRoute, { params: { id } }, { signal });
}

export function recipeNutritionQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['recipes', id, 'nutrition'],
    queryFn: ({ signal }) => getRecipeNutrition(id, signal),
    staleTime: 60 * 60 * 1000,
  });
}

export function useRecipeNutrition(id: string) {
  return useQuery(recipeNutritionQueryOptions(id));
}
