import { queryOptions, useQuery } from '@tanstack/react-query';
import { MEAL_PLAN_VERSION_HEADER, PlanDayEntriesSchema, type MealPlanType, type PlanDayEntry } from '@thrive/contract';
import { apiResponse, ApiRequestError } from '../../../lib/api-client';
import { MEAL_PLANS_QUERY_KEY } from '../../../lib/save-meal-plan';
import { PLAN_RETRY_DELAY_MS, shouldRetryPlanFetch } from '../plan-messages';
import { getMealPlanDates, PLAN_FETCH_TIMEOUT_MS } from './get-meal-plan-dates';

export interface LoadedMealPlan {
  days: PlanDayEntry[];
  /** The version loaded, sent back with an update so newer work elsewhere is never overwritten. */
  updatedAt: string | undefined;
}

async function fetchPlanDays(type: MealPlanType, date: string, signal?: AbortSignal): Promise<LoadedMealPlan | null> {
  try {
    const { data, headers } = await apiResponse(`/api/mealplan/${type}/${date}`, {
      schema: PlanDayEntriesSchema,
      timeoutMs: PLAN_FETCH_TIMEOUT_MS,
      signal,
    });
    return { days: data, updatedAt: headers.get(MEAL_PLAN_VERSION_HEADER) ?? undefined };
  } catch (error) {
    // Deleted since the list was read: the same as never saved.
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

/**
 * GET /api/mealplan/{type}/{date}: the plan's days, or null when there is none. The list of saved dates
 * is asked first, so a date without a plan is known without a 404 (which browsers log as an error).
 */
export async function getMealPlan(type: MealPlanType, date: string, signal?: AbortSignal) {
  const { plans } = await getMealPlanDates({ from: date, to: date, type }, signal);
  if (!plans.some((plan) => plan.date === date && plan.type === type)) return null;
  return fetchPlanDays(type, date, signal);
}

export const mealPlanQueryKey = (type: MealPlanType, date: string) => [...MEAL_PLANS_QUERY_KEY, type, date] as const;

export function mealPlanQueryOptions(type: MealPlanType, date: string) {
  return queryOptions({
    queryKey: mealPlanQueryKey(type, date),
    queryFn: ({ signal }) => getMealPlan(type, date, signal),
    retry: shouldRetryPlanFetch,
    retryDelay: PLAN_RETRY_DELAY_MS,
  });
}

export function useMealPlan(type: MealPlanType, date: string, enabled: boolean) {
  return useQuery({ ...mealPlanQueryOptions(type, date), enabled });
}
