import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { MealPlanListSchema, type MealPlanType, type SavedMealPlan } from '@thrive/contract';
import { apiRequest } from '../api-client';
import { PLAN_FETCH_TIMEOUT_MS, PLAN_RETRY_DELAY_MS, shouldRetryPlanFetch } from './fetch-policy';
import { savedPlanKeys } from './query-keys';

/** A date's saved plans by type; null where none is saved. Each carries its version (`updatedAt`). */
export type PlansOnDate = Record<MealPlanType, SavedMealPlan | null>;

/** GET /api/mealplans?include=meals for one date: both of its plans, with their days, in one request. */
export async function getPlansOnDate(date: string, signal?: AbortSignal): Promise<PlansOnDate> {
  const query = new URLSearchParams({ from: date, to: date, include: 'meals' });
  const { plans } = await apiRequest(`/api/mealplans?${query}`, {
    schema: MealPlanListSchema,
    timeoutMs: PLAN_FETCH_TIMEOUT_MS,
    signal,
  });
  const of = (type: MealPlanType): SavedMealPlan | null => {
    const plan = plans.find((candidate) => candidate.type === type && candidate.date === date);
    return plan?.meals ? { ...plan, meals: plan.meals } : null;
  };
  return { custom: of('custom'), ai: of('ai') };
}

export function plansOnDateQueryOptions(date: string) {
  return queryOptions({
    queryKey: savedPlanKeys.onDate(date),
    queryFn: ({ signal }) => getPlansOnDate(date, signal),
    retry: shouldRetryPlanFetch,
    retryDelay: PLAN_RETRY_DELAY_MS,
  });
}

/** One plan of a date: every panel of that date shares the one request. */
export function useSavedPlan(type: MealPlanType, date: string) {
  return useQuery({ ...plansOnDateQueryOptions(date), select: (plans) => plans[type] });
}

/** Puts a plan as the server answered it (or its absence) into the cache of its date. */
export function setSavedPlan(client: QueryClient, date: string, type: MealPlanType, plan: SavedMealPlan | null) {
  client.setQueryData(plansOnDateQueryOptions(date).queryKey, (plans) =>
    plans ? { ...plans, [type]: plan } : undefined,
  );
}
