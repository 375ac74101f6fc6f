import { useState } from 'react';
import { useMutationState } from '@tanstack/react-query';
import type { MealPlanType } from '@thrive/contract';
import { CHECK_MUTATION_KEY, useCheckMeal, type CheckMealBody } from '../../lib/saved-plans/check-meal';
import { mealCheckErrorText } from './plan-messages';

/**
 * Ticking meals of one plan: each tick shows at once and costs one request; a meal whose tick is on its
 * way is not sent again. Ticks of other meals go side by side.
 */
export function useMealTicks(type: MealPlanType, date: string) {
  const check = useCheckMeal();
  const [error, setError] = useState<string | null>(null);
  const inFlight = useMutationState({
    filters: { mutationKey: CHECK_MUTATION_KEY, status: 'pending' },
    select: (mutation) => mutation.state.variables as CheckMealBody | undefined,
  });
  const mine = inFlight.filter((body) => body?.type === type && body.date === date);

  /** Rows of a day whose tick is being saved. */
  const pendingRows = (dayNumber: number): ReadonlySet<number> =>
    new Set(mine.filter((body) => body?.dayNumber === dayNumber).flatMap((body) => (body ? [body.mealType] : [])));

  function toggle(dayNumber: number, rowIndex: number) {
    if (pendingRows(dayNumber).has(rowIndex)) return;
    setError(null);
    check.mutate(
      { date, type, dayNumber, mealType: rowIndex },
      { onError: (failure) => setError(mealCheckErrorText(failure)) },
    );
  }

  return { toggle, pendingRows, error, clearError: () => setError(null) };
}
