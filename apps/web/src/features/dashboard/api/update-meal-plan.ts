import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SavedMealPlanSchema, type UpdateMealPlanRequest } from '@thrive/contract';
import { apiRequest } from '../../../lib/api-client';
import { mealPlanQueryKey, mealPlanQueryOptions, type LoadedMealPlan } from './get-meal-plan';

/** PUT /api/mealplan/update: replaces a plan's meals; 409 when `updatedAt` is older than the stored plan. */
export function updateMealPlan(body: UpdateMealPlanRequest) {
  return apiRequest('/api/mealplan/update', { method: 'PUT', body, schema: SavedMealPlanSchema });
}

export function useUpdateMealPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMealPlan,
    onSuccess: (saved) => {
      const value: LoadedMealPlan = { days: saved.meals, updatedAt: saved.updatedAt };
      queryClient.setQueryData(mealPlanQueryOptions(saved.type, saved.date).queryKey, value);
    },
    // Spec §4: Save Changes reloads the plans; after a conflict the reload shows the newer work.
    onSettled: (_saved, _error, body) =>
      queryClient.invalidateQueries({ queryKey: mealPlanQueryKey(body.type, body.date) }),
  });
}
