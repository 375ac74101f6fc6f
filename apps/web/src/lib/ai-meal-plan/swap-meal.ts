import { useMutation } from '@tanstack/react-query';
import { swapMealRoute, type GeneratedMeal, type SwapMealRequest } from '@thrive/contract';
import { callApi } from '../api-client';
import type { PlanSettings } from './plan-settings';

/** Which meal of which day to replace; the targets come from the plan's settings. */
export interface SwapChoice extends Pick<SwapMealRequest, 'seed' | 'mealIndex' | 'avoid'> {
  /** The day's meals as generated. */
  meals: readonly Pick<GeneratedMeal, 'recipeId' | 'slot' | 'servings'>[];
}

/** A day with one meal replaced, aimed at the same settings as the plan it belongs to. */
export function swapMeal(settings: PlanSettings, { meals, ...choice }: SwapChoice) {
  const body: SwapMealRequest = {
    ...choice,
    meals: meals.map(({ recipeId, slot, servings }) => ({ recipeId, slot, servings })),
    targetCalories: settings.calories,
    diet: settings.diet.toLowerCase(),
    macros: settings.macros,
    allergens: [...settings.exclusions.allergens],
    exclude: [...settings.exclusions.words],
  };
  return callApi(swapMealRoute, { body });
}

export function useSwapMeal(settings: PlanSettings) {
  return useMutation({ mutationFn: (choice: SwapChoice) => swapMeal(settings, choice) });
}
