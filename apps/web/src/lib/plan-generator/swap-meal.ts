import { useMutation } from '@tanstack/react-query';
import { PlanDaySchema, type SwapMealRequest } from '@thrive/contract';
import { apiRequest } from '../api-client';

export function swapMeal(request: SwapMealRequest) {
  return apiRequest('/api/mealplanner/swap', { method: 'POST', body: request, schema: PlanDaySchema });
}

export function useSwapMeal() {
  return useMutation({ mutationFn: swapMeal });
}
