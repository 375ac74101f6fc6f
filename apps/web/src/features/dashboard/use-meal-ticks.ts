import { useState } from 'react';
import type { MealPlanType, PlanDayEntry } from '@thrive/contract';
import { useCheckMeal } from '../../lib/meal-plans/check-meal';
import { mealCheckErrorText } from './plan-messages';

const rowKey = (dayNumber: number, rowIndex: number) => `${dayNumber}/${rowIndex}`;

/**
 * Ticking meals of one plan: each tick costs one request, and a meal whose tick is on its way is not sent
 * again. Ticks of other meals go side by side.
 *
 * A tick shows from the click itself. The query cache takes the change too, but its subscribers hear of it a
 * task later, and a controlled checkbox would spring back in between; so ticks on their way are held here
 * and laid over the plan until their response is in the cache.
 */
export function useMealTicks(type: MealPlanType, date: string) {
  const check = useCheckMeal();
  const [error, setError] = useState<string | null>(null);
  /** The state each tick on its way is going to, by day and row. */
  const [onTheWay, setOnTheWay] = useState<ReadonlyMap<string, boolean>>(new Map());

  function settle(key: string) {
    setOnTheWay((current) => {
      const next = new Map(current);
      next.delete(key);
      return next;
    });
  }

  /** The day as it will be once every tick on its way is saved. */
  function shown(day: PlanDayEntry): PlanDayEntry {
    const rows = day.rows.map((row, rowIndex) => {
      const going = onTheWay.get(rowKey(day.dayNumber, rowIndex));
      return going === undefined || going === row.completed ? row : { ...row, completed: going };
    });
    return rows.every((row, at) => row === day.rows[at]) ? day : { ...day, rows };
  }

  /** Rows of a day whose tick is being saved. */
  function pendingRows(day: PlanDayEntry): ReadonlySet<number> {
    return new Set(
      day.rows.flatMap((_, rowIndex) => (onTheWay.has(rowKey(day.dayNumber, rowIndex)) ? [rowIndex] : [])),
    );
  }

  function toggle(day: PlanDayEntry, rowIndex: number) {
    const key = rowKey(day.dayNumber, rowIndex);
    const row = day.rows[rowIndex];
    if (!row || onTheWay.has(key)) return;
    setError(null);
    setOnTheWay((current) => new Map(current).set(key, !row.completed));
    check.mutate(
      { date, type, dayNumber: day.dayNumber, mealType: rowIndex },
      {
        onError: (failure) => setError(mealCheckErrorText(failure)),
        onSettled: () => settle(key),
      },
    );
  }

  return { toggle, shown, pendingRows, error, clearError: () => setError(null) };
}
