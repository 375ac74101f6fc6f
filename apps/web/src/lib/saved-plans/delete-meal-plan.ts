import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DeleteMealPlanResponseSchema, type MealPlanType } from '@thrive/contract';
import { apiRequest } from '../api-client';
import { setSavedPlan } from './get-plans-on-date';
import { savedPlanKeys } from './query-keys';

export interface PlanKey {
  date: string;
  type: MealPlanType;
}

/** DELETE /api/mealplan/delete: removes the signed-in user's plan for a date and type. */
export function deleteMealPlan({ date, type }: PlanKey) {
  const query = new URLSearchParams({ date, type });
  return apiRequest(`/api/mealplan/delete?${query}`, { method: 'DELETE', schema: DeleteMealPlanResponseSchema });
}

export function useDeleteMealPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMealPlan,
    onSuccess: async (_answer, key) => {
      // Spec §4: the list clears at once; the calendar's marks follow from a reload.
      setSavedPlan(queryClient, key.date, key.type, null);
      await queryClient.invalidateQueries({ queryKey: savedPlanKeys.dates() });
    },
  });
}
