import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MealPlanListSchema, type MealPlanType } from '@thrive/contract';
import { apiRequest } from '../../../lib/api-client';
import { MEAL_PLANS_QUERY_KEY } from '../../../lib/save-meal-plan';

/** Spec §9: the plan calls give up after 5 s. */
export const PLAN_FETCH_TIMEOUT_MS = 5000;

export interface DateRange {
  from: string;
  to: string;
  type?: MealPlanType;
}

/** GET /api/mealplans: which dates in a range hold a saved plan, and of which type. */
export function getMealPlanDates({ from, to, type }: DateRange, signal?: AbortSignal) {
  const query = new URLSearchParams({ ...(type ? { type } : {}), from, to });
  return apiRequest(`/api/mealplans?${query}`, {
    schema: MealPlanListSchema,
    timeoutMs: PLAN_FETCH_TIMEOUT_MS,
    signal,
  });
}

export function mealPlanDatesQueryOptions(from: string, to: string) {
  return queryOptions({
    queryKey: [...MEAL_PLANS_QUERY_KEY, 'dates', from, to] as const,
    queryFn: ({ signal }) => getMealPlanDates({ from, to }, signal),
    // The marks of the month before stay until the next month's arrive, instead of blinking away.
    placeholderData: keepPreviousData,
  });
}

export function useMealPlanDates(from: string, to: string, enabled: boolean) {
  return useQuery({ ...mealPlanDatesQueryOptions(from, to), enabled });
}
