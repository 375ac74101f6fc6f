import type { PlanDayEntry, PlanRow } from '@thrive/contract';

/** For tests: a day as the server responds with it, with the server's placeholders and only its calories counted. */
export function planDayEntry(dayNumber: number, rows: PlanRow[] = [], calories = 0): PlanDayEntry {
  return {
    dayNumber,
    breakfast: 'No breakfast planned',
    lunch: 'No lunch planned',
    dinner: 'No dinner planned',
    calories,
    protein: 0,
    carbs: 0,
    fat: 0,
    completed: { breakfast: false, lunch: false, dinner: false },
    rows,
  };
}
