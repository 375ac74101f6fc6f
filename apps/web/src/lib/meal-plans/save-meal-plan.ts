import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveMealPlanRoute, type SaveMealPlanRequest } from '@thrive/contract';
import { callApi } from '../api-client';
import { savedPlanKeys } from './query-keys';

/** POST /api/mealplan/save: stores (or replaces) the signed-in user's plan for a date and type. */
export function saveMealPlan(body: SaveMealPlanRequest) {
  return callApi(saveMealPlanRoute, { body });
}

export function useSaveMealPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMealPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedPlanKeys.all }),
  });
}
