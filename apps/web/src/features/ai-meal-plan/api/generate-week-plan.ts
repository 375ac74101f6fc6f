import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_CALORIE_TARGET, GeneratedWeekSchema } from '@thrive/contract';
import { apiRequest } from '../../../lib/api-client';

/** The AI page's plan (spec §9): one week, 2000 kcal, healthy. */
export const AI_PLAN_CALORIES = DEFAULT_CALORIE_TARGET;

export function generateWeekPlan(meals: number, seed: number, signal?: AbortSignal) {
  const query = new URLSearchParams({
    timeFrame: 'week',
    targetCalories: String(AI_PLAN_CALORIES),
    meals: String(meals),
    seed: String(seed),
    healthy: 'true',
  });
  return apiRequest(`/api/mealplanner/generate?${query}`, { schema: GeneratedWeekSchema, signal });
}

export function weekPlanQueryOptions(meals: number, seed: number) {
  return queryOptions({
    queryKey: ['mealplanner', 'week', meals, seed],
    queryFn: ({ signal }) => generateWeekPlan(meals, seed, signal),
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
}

export function useWeekPlan(meals: number, seed: number) {
  return useQuery(weekPlanQueryOptions(meals, seed));
}
