import { queryOptions, useQuery, type QueryClient, type QueryFilters } from '@tanstack/react-query';
import { listMealPlansRoute, type MealPlanType, type SavedMealPlan } from '@thrive/contract';
import { callApi } from '../api-client';
import { PLAN_FETCH_TIMEOUT_MS, PLAN_RETRY_DELAY_MS, shouldRetryPlanFetch } from './fetch-policy';
import { coveringPlan } from './plan-coverage';
import { savedPlanKeys } from './query-keys';

/** What names one saved plan: its type and the date it starts on. */
export type PlanKey = Pick<SavedMealPlan, 'date' | 'type'>;

/**
 * The plan of each type that a date shows (the one covering it that started last); null where none
 * covers it. Each carries its own start date, the key to change it by, and its version.
 */
export type PlansOnDate = Record<MealPlanType, SavedMealPlan | null>;

/** GET /api/mealplans?include=meals for one date: the plans covering it, with their days, in one request. */
export async function getPlansOnDate(date: string, signal?: AbortSignal): Promise<PlansOnDate> {
  const query = { from: date, to: date, include: 'meals' } as const;
  const { plans } = await callApi(listMealPlansRoute, { query }, { timeoutMs: PLAN_FETCH_TIMEOUT_MS, signal });
  const withMeals = plans.flatMap((plan) => (plan.meals ? [{ ...plan, meals: plan.meals }] : []));
  return { custom: coveringPlan(withMeals, 'custom', date), ai: coveringPlan(withMeals, 'ai', date) };
}

export function plansOnDateQueryOptions(date: string) {
  return queryOptions({
    queryKey: savedPlanKeys.onDate(date),
    queryFn: ({ signal }) => getPlansOnDate(date, signal),
    retry: shouldRetryPlanFetch,
    retryDelay: PLAN_RETRY_DELAY_MS,
  });
}

/** The plan of a type that a date shows: every panel of that date shares the one request. */
export function useSavedPlan(type: MealPlanType, date: string) {
  return useQuery({ ...plansOnDateQueryOptions(date), select: (plans) => plans[type] });
}

/** The cached dates that show the plan named by `key`: any of the dates it covers. */
export function datesShowing(key: PlanKey): QueryFilters {
  return {
    queryKey: savedPlanKeys.onDates(),
    predicate: (query) => (query.state.data as PlansOnDate | undefined)?.[key.type]?.date === key.date,
  };
}

/** The plan named by `key` as a cached date shows it, if one does. */
export function cachedPlan(client: QueryClient, key: PlanKey): SavedMealPlan | null {
  const [shown] = client.getQueriesData<PlansOnDate>(datesShowing(key));
  return shown?.[1]?.[key.type] ?? null;
}

/**
 * Puts a plan as the server sent it (or its absence) into every cached date that shows it, wherever the
 * dashboard is looking within the plan.
 */
export function setSavedPlan(client: QueryClient, key: PlanKey, plan: SavedMealPlan | null) {
  for (const [queryKey, plans] of client.getQueriesData<PlansOnDate>(datesShowing(key))) {
    if (plans) client.setQueryData<PlansOnDate>(queryKey, { ...plans, [key.type]: plan });
  }
}
