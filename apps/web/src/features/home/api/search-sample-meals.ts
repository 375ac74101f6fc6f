import { queryOptions, useQuery } from '@tanstack/react-query';
import { ComplexSearchResponseSchema } from '@thrive/contract';
import { apiRequest } from '../../../lib/api-client';

/** Up to three recipes of a diet to show as samples (spec §9: 3 sample meals). */
export const SAMPLE_MEALS = 3;

export function searchSampleMeals(diet: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ diet, type: 'dinner', number: String(SAMPLE_MEALS), addRecipeNutrition: 'true' });
  return apiRequest(`/api/recipes/complexSearch?${query}`, { schema: ComplexSearchResponseSchema, signal });
}

export function sampleMealsQueryOptions(diet: string) {
  return queryOptions({
    queryKey: ['recipes', 'samples', diet],
    queryFn: ({ signal }) => searchSampleMeals(diet, signal),
    staleTime: 60 * 60 * 1000,
  });
}

export function useSampleMeals(diet: string) {
  return useQuery(sampleMealsQueryOptions(diet));
}
