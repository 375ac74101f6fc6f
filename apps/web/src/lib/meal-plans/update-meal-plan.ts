import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateMealPlanRoute, type UpdateMealPlanRequest } from '@thrive/contract';
import { callApi } from '../api-client';
import { ApiRequestError } from '../api-error';
import { cachedPlan, datesShowing, setSavedPlan } from './get-plans-on-date';
import { savedPlanKeys } from './query-keys';

/** PUT /api/mealplan/update: replaces a plan's meals; 409 when `version` is older than the stored plan's. */
export function updateMealPlan(body: UpdateMealPlanRequest) {
  return callApi(updateMealPlanRoute, { body });
}

export function useUpdateMealPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMealPlan,
    // Save Changes shows the plan as stored now: the response is that plan.
    onSuccess: (saved) => {
      const before = cachedPlan(queryClient, saved);
      setSavedPlan(queryClient, saved, saved);
      // The server counts the days anew: a plan that gained or lost days covers other dates, and marks others.
      if (before && before.totalDays !== saved.totalDays) {
        return queryClient.invalidateQueries({ queryKey: savedPlanKeys.all });
      }
    },
    // After a conflict, a reload shows the newer work.
    onError: (error, body) =>
      error instanceof ApiRequestError && error.status === 409
        ? queryClient.invalidateQueries(datesShowing(body))
        : undefined,
  });
}
