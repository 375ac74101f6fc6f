import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listMealPlansRoute } from '@thrive/contract';
import { callApi } from '../api-client';
import { PLAN_FETCH_TIMEOUT_MS } from './fetch-policy';
import { savedPlanKeys } from './query-keys';

/** Which dates in a range hold a saved plan, and of which type. */
export function getMealPlanDates(from: string, to: string, signal?: AbortSignal) {
  return callApi(listMealPlansRoute, { query: { from, to } }, { timeoutMs: PLAN_FETCH_TIMEOUT_MS, signal });
}

export function mealPlanDatesQueryOptions(from: string, to: string) {
  return queryOptions({
    queryKey: savedPlanKeys.datesIn(from, to),
    queryFn: ({ signal }) => getMealPlanDates(from, to, signal),
    // The marks of the month before stay until the next month's arrive, instead of blinking away.
    placeholderData: keepPreviousData,
  });
}

export function useMealPlanDates(from: string, to: string) {
  return useQuery(mealPlanDatesQueryOptions(from, to));
}
