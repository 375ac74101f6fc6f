import { useMutation } from '@tanstack/react-query';
import { GeneratedDaySchema } from '@thrive/contract';
import { apiRequest } from '../../../lib/api-client';

export interface DayPlanRequest {
  targetCalories: number;
  meals: number;
  /** Lower-case diet name; 'anything' for no diet. */
  diet: string;
}

export function generateDayPlan({ targetCalories, meals, diet }: DayPlanRequest) {
  const query = new URLSearchParams({
    timeFrame: 'day',
    targetCalories: String(targetCalories),
    meals: String(meals),
    diet,
  });
  return apiRequest(`/api/mealplanner/generate?${query}`, { schema: GeneratedDaySchema });
}

export function useGenerateDayPlan() {
  return useMutation({ mutationFn: generateDayPlan });
}
