import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteMealPlanRoute } from '@thrive/contract';
import { callApi } from '../api-client';
import { setSavedPlan, type PlanKey } from './get-plans-on-date';
import { savedPlanKeys } from './query-keys';

/** DELETE /api/mealplan/delete: removes the signed-in user's plan for a date and type. */
export function deleteMealPlan({ date, type }: PlanKey) {
  return callApi(deleteMealPlanRoute, { query: { date, type } });
}

export function useDeleteMealPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMealPlan,
    onSuccess: async (_response, key) => {
      // The panel empties at once. An older plan may still cover some of its dates, and the calendar's
      // marks change: both follow from a reload.
      setSavedPlan(queryClient, key, null);
      await queryClient.invalidateQueries({ queryKey: savedPlanKeys.all });
    },
  });
}
