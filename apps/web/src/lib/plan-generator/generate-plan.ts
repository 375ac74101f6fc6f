import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { GeneratedDaySchema, GeneratedWeekSchema } from '@thrive/contract';
import { apiRequest } from '../api-client';
import { dietParam, type PlanSettings } from './plan-settings';

const GENERATE_PATH = '/api/mealplanner/generate';

/** The AI page's week (spec §9: one week), aimed at the visitor's settings. */
export function generateWeekPlan(meals: number, seed: number, settings: PlanSettings, signal?: AbortSignal) {
  const query = new URLSearchParams({
    timeFrame: 'week',
    targetCalories: String(settings.calories),
    meals: String(meals),
    seed: String(seed),
    // With no diet chosen the page asks for a healthy plan, as spec §7 has it.
    ...(settings.diet ? { diet: dietParam(settings.diet) } : { healthy: 'true' }),
    ...(settings.exclude.length > 0 ? { exclude: settings.exclude.join(',') } : {}),
  });
  return apiRequest(`${GENERATE_PATH}?${query}`, { schema: GeneratedWeekSchema, signal });
}

export function weekPlanQueryOptions(meals: number, seed: number, settings: PlanSettings) {
  return queryOptions({
    queryKey: ['plan-generator', 'week', meals, seed, settings],
    queryFn: ({ signal }) => generateWeekPlan(meals, seed, settings, signal),
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
}

export function useWeekPlan(meals: number, seed: number, settings: PlanSettings) {
  return useQuery(weekPlanQueryOptions(meals, seed, settings));
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
