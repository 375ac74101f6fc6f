import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SavedMealPlanSchema, type SaveMealPlanRequest } from '@thrive/contract';
import { apiRequest } from './api-client';

/** POST /api/mealplan/save: stores (or replaces) the signed-in user's plan for a date and type. */
export function saveMealPlan(body: SaveMealPlanRequest) {
  return apiRequest('/api/mealplan/save', { method: 'POST', body, schema: SavedMealPlanSchema });
}

/** Query keys under which saved plans are cached; a save makes them stale. */
export const MEAL_PLANS_QUERY_KEY = ['meal-plans'] as const;

export function useSaveMealPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMealPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEAL_PLANS_QUERY_KEY }),
  });
}
