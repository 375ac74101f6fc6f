import { queryOptions, useQuery } from '@tanstack/react-query';
import { NutritionWidgetSchema } from '@thrive/contract';
import { apiRequest } from '../../../lib/api-client';

export function getRecipeNutrition(id: string, signal?: AbortSignal) {
  return apiRequest(`/api/recipes/${encodeURIComponent(id)}/nutritionWidget.json`, {
    schema: NutritionWidgetSchema,
    signal,
  });
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
