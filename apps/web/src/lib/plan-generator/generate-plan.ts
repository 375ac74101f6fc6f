import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { DEFAULT_CALORIE_TARGET, GeneratedDaySchema, GeneratedWeekSchema } from '@thrive/contract';
import { apiRequest } from '../api-client';

const GENERATE_PATH = '/api/mealplanner/generate';

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
  return apiRequest(`${GENERATE_PATH}?${query}`, { schema: GeneratedWeekSchema, signal });
}

export function weekPlanQueryOptions(meals: number, seed: number) {
  return queryOptions({
    queryKey: ['plan-generator', 'week', meals, seed],
    queryFn: ({ signal }) => generateWeekPlan(meals, seed, signal),
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
}

export function useWeekPlan(meals: number, seed: number) {
  return useQuery(weekPlanQueryOptions(meals, seed));
}

export interface DayPlanRequest {
  targetCalories: number;
  meals: number;
  /** Lower-case diet name; 'anything' for no diet. */
  diet: string;
}

/** The home page's day plan: a fresh one on every press, so it is a mutation rather than a cached query. */
export function generateDayPlan({ targetCalories, meals, diet }: DayPlanRequest) {
  const query = new URLSearchParams({
    timeFrame: 'day',
    targetCalories: String(targetCalories),
    meals: String(meals),
    diet,
  });
  return apiRequest(`${GENERATE_PATH}?${query}`, { schema: GeneratedDaySchema });
}

export function useGenerateDayPlan() {
  return useMutation({ mutationFn: generateDayPlan });
}
