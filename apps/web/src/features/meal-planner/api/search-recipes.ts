import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { inAllergenOrder, NO_EXCLUSIONS, searchRecipesRoute, type Exclusions } from '@thrive/contract';
import { callApi } from '../../../lib/api-client';
import { exclusionParams } from '../../../lib/ai-meal-plan/plan-settings';

/** 5 search results at a time, for a term of at least 2 characters (docs/product.md, "Custom meal planner"). */
export const SEARCH_RESULTS = 5;
export const MIN_SEARCH_LENGTH = 2;

export interface RecipeSearch {
  query: string;
  exclusions: Exclusions;
  /** How many results come before this page's first. */
  offset: number;
}

/**
 * The same set of exclusions in one order, so a search cached under it is found again whatever order the
 * caller lists them in.
 */
function sameOrder({ allergens, words }: Exclusions): Exclusions {
  return { allergens: inAllergenOrder(allergens), words: [...new Set(words)].sort() };
}

export function searchRecipes({ query, exclusions, offset }: RecipeSearch, signal?: AbortSignal) {
  const params = {
    query,
    limit: SEARCH_RESULTS,
    // The API's default, so the first page requests just what it requested before pages came.
    ...(offset > 0 ? { offset } : {}),
    ...exclusionParams(exclusions, 'excludeIngredients'),
  };
  return callApi(searchRecipesRoute, { query: params }, { signal });
}

export function recipeSearchQueryOptions(query: string, exclusions: Exclusions = NO_EXCLUSIONS) {
  const term = query.trim();
  const leftOut = sameOrder(exclusions);
  return infiniteQueryOptions({
    queryKey: ['recipes', 'planner-search', term, leftOut],
    queryFn: ({ pageParam, signal }) => searchRecipes({ query: term, exclusions: leftOut, offset: pageParam }, signal),
    initialPageParam: 0,
    // Counted from what was asked, not from what came back: the service may drop results it cannot vouch for.
    getNextPageParam: (lastPage, _pages, lastOffset) => {
      const next = lastOffset + SEARCH_RESULTS;
      return next < lastPage.total ? next : undefined;
    },
    enabled: term.length >= MIN_SEARCH_LENGTH,
    staleTime: 10 * 60 * 1000,
    // The results of the last term stay on screen while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
    // A failed search says so at once; the visitor can retry or keep typing.
    retry: false,
  });
}

export function useRecipeSearch(query: string, exclusions: Exclusions = NO_EXCLUSIONS) {
  return useInfiniteQuery(recipeSearchQueryOptions(query, exclusions));
}
