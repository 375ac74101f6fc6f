import { queryOptions, useQueries } from '@tanstack/react-query';
import { searchRecipesRoute, type Exclusions, type RecipeSearchResponse, type RecipeSummary } from '@thrive/contract';
import type { Diet } from '@thrive/nutrition';
import { callApi } from '../../../lib/api-client';
import { exclusionParams } from '../../../lib/ai-meal-plan/plan-settings';

/** Up to three recipes of a diet to show as samples (docs/product.md, "Home"). */
export const SAMPLE_MEALS = 3;

/**
 * "Anything" filters nothing, and the catalog happens to list its keto dinners first, so Anything's samples
 * were Keto's. It shows one dinner from each of three ways of eating far apart instead (olive oil and fish,
 * plants only, meat and vegetables), each found by the search's own diet filter.
 */
const ANYTHING_SAMPLE_DIETS = ['aegean', 'vegan', 'paleo'] as const;

/** The diets whose searches make up a diet's samples. */
export function sampleDietsOf(diet: Diet): readonly string[] {
  return diet === 'Anything' ? ANYTHING_SAMPLE_DIETS : [diet.toLowerCase()];
}

export function searchSampleMeals(diet: string, exclusions: Exclusions, signal?: AbortSignal) {
  const query = {
    diet,
    mealType: 'dinner',
    limit: SAMPLE_MEALS,
    ...exclusionParams(exclusions, 'excludeIngredients'),
  };
  return callApi(searchRecipesRoute, { query }, { signal });
}

export function sampleMealsQueryOptions(diet: string, exclusions: Exclusions) {
  return queryOptions({
    queryKey: ['recipes', 'samples', diet, exclusions],
    queryFn: ({ signal }) => searchSampleMeals(diet, exclusions, signal),
    staleTime: 60 * 60 * 1000,
  });
}

/** The first unseen recipe of each list in turn, until there are enough: a single list gives its own first. */
export function pickSamples(lists: readonly (readonly RecipeSummary[])[]): RecipeSummary[] {
  const picked = new Map<number, RecipeSummary>();
  const queues = lists.map((list) => [...list]);
  while (picked.size < SAMPLE_MEALS && queues.some((queue) => queue.length > 0)) {
    for (const queue of queues) {
      let next = queue.shift();
      while (next && picked.has(next.id)) next = queue.shift();
      if (next && picked.size < SAMPLE_MEALS) picked.set(next.id, next);
    }
  }
  return [...picked.values()];
}

export interface SampleMeals {
  results: RecipeSummary[];
  fallback: true | undefined;
}

/** The chosen diet's samples without what is left out: loading, then the recipes or the first search's error. */
export function useSampleMeals(diet: Diet, exclusions: Exclusions) {
  return useQueries({
    queries: sampleDietsOf(diet).map((name) => sampleMealsQueryOptions(name, exclusions)),
    combine: (searches) => {
      const error = searches.find((search) => search.error)?.error ?? null;
      const responses = searches.flatMap((search): RecipeSearchResponse[] => (search.data ? [search.data] : []));
      const data: SampleMeals | undefined =
        responses.length === searches.length
          ? {
              results: pickSamples(responses.map((response) => response.results)),
              fallback: responses.some((response) => response.fallback) ? true : undefined,
            }
          : undefined;
      return { error, data };
    },
  });
}
