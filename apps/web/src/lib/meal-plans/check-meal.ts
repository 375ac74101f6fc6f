import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkMealRoute, THREE_MEALS, type CheckMealRequest, type SavedMealPlan } from '@thrive/contract';
import { callApi } from '../api-client';
import { cachedPlan, datesShowing, setSavedPlan } from './get-plans-on-date';

/** PATCH /api/mealplan/check: toggles whether one meal of one day was eaten. */
export function checkMeal(body: CheckMealRequest) {
  return callApi(checkMealRoute, { body });
}

/** Ticks in flight share this key, so a response knows whether another tick is still on its way. */
export const CHECK_MUTATION_KEY = ['check-meal'] as const;

/** The row a check names is a row index here: the dashboard always sends one. */
export type CheckMealBody = CheckMealRequest & { mealType: number };

/** The plan with one meal's tick flipped, as the server will store it. */
function toggled(plan: SavedMealPlan, { dayNumber, mealType }: CheckMealBody): SavedMealPlan {
  // The text view of the first three rows follows, as the server's response will have it.
  const meal = THREE_MEALS[mealType];
  return {
    ...plan,
    meals: plan.meals.map((day) =>
      day.dayNumber !== dayNumber
        ? day
        : {
            ...day,
            rows: day.rows.map((row, at) => (at === mealType ? { ...row, completed: !row.completed } : row)),
            completed: meal ? { ...day.completed, [meal]: !day.completed[meal] } : day.completed,
          },
    ),
  };
}

/**
 * One request per tick: the tick shows at once, and the response (the plan as stored) replaces it unless
 * another tick is still on its way, whose own response will. A failure reloads the plan. The body names the
 * plan by the date it starts on; the dashboard may be showing it on any date it covers.
 */
export function useCheckMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: CHECK_MUTATION_KEY,
    mutationFn: (body: CheckMealBody) => checkMeal(body),
    onMutate: async (body) => {
      await queryClient.cancelQueries(datesShowing(body));
      const plan = cachedPlan(queryClient, body);
      if (plan) setSavedPlan(queryClient, body, toggled(plan, body));
    },
    onSuccess: (saved) => {
      if (queryClient.isMutating({ mutationKey: CHECK_MUTATION_KEY }) === 1) setSavedPlan(queryClient, saved, saved);
    },
    onError: (_error, body) => queryClient.invalidateQueries(datesShowing(body)),
  });
}
