import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ComplexSearchResponseSchema } from '@thrive/contract';
import { apiRequest } from '../../../lib/api-client';

/** Spec §9: 5 search results; spec §5: a search term of at least 2 characters. */
export const SEARCH_RESULTS = 5;
export const MIN_SEARCH_LENGTH = 2;

export function searchRecipes(query: string, signal?: AbortSignal) {
  const params = new URLSearchParams({ query, number: String(SEARCH_RESULTS), addRecipeNutrition: 'true' });
  return apiRequest(`/api/recipes/complexSearch?${params}`, { schema: ComplexSearchResponseSchema, signal });
}

export function recipeSearchQueryOptions(query: string) {
  const term = query.trim();
  return queryOptions({
    queryKey: ['recipes', 'planner-search', term],
    queryFn: ({ signal }) => searchRecipes(term, signal),
    enabled: term.length >= MIN_SEARCH_LENGTH,
    staleTime: 10 * 60 * 1000,
    // The answer of the last term stays on screen while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
    // A failed search says so at once; the visitor can retry or keep typing.
    retry: false,
  });
}

export function useRecipeSearch(query: string) {
  return useQuery(recipeSearchQueryOptions(query));
}
