import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DeleteMealPlanResponseSchema, type MealPlanType } from '@thrive/contract';
import { apiRequest } from '../../../lib/api-client';
import { MEAL_PLANS_QUERY_KEY } from '../../../lib/save-meal-plan';
import { mealPlanQueryOptions } from './get-meal-plan';

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
      queryClient.setQueryData(mealPlanQueryOptions(key.type, key.date).queryKey, null);
      await queryClient.invalidateQueries({ queryKey: [...MEAL_PLANS_QUERY_KEY, 'dates'] });
    },
  });
}
