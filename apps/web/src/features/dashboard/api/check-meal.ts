import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SavedMealPlanSchema, type CheckMealRequest } from '@thrive/contract';
import { apiRequest } from '../../../lib/api-client';
import { mealPlanQueryOptions, type LoadedMealPlan } from './get-meal-plan';

/** PATCH /api/mealplan/check: toggles whether one meal of one day was eaten. */
export function checkMeal(body: CheckMealRequest) {
  return apiRequest('/api/mealplan/check', { method: 'PATCH', body, schema: SavedMealPlanSchema });
}

export function useCheckMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkMeal,
    onSuccess: async (saved) => {
      const key = mealPlanQueryOptions(saved.type, saved.date).queryKey;
      const value: LoadedMealPlan = { days: saved.meals, updatedAt: saved.updatedAt };
      queryClient.setQueryData(key, value);
      // Spec §4: toggling a meal reloads the plan.
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
