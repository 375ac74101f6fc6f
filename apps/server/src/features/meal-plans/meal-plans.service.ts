import {
  DEFAULT_MEAL_ROWS,
  MEAL_PLACEHOLDERS,
  THREE_MEALS,
  type CheckMealRequest,
  type PlanDayEntry,
  type PlanDayInput,
  type PlannedMeal,
  type PlanRow,
} from '@thrive/contract';
import { portionNutrition, roundNutrition, sumNutrition } from '@thrive/nutrition';
import type { StoredPlanDay } from '../../db/schema';

/**
 * The stored days of a request. A day sent as text alone (`breakfast`, `lunch`, `dinner`; decision 0011) becomes
 * three rows with one free-text item each; ticks start cleared.
 */
export function toStoredDays(input: PlanDayInput[]): StoredPlanDay[] {
  return [...input]
    .sort((a, b) => a.dayNumber - b.dayNumber)
    .map((day) => ({
      dayNumber: day.dayNumber,
      rows: (day.rows ?? rowsFromText(day)).map((row) => ({ ...row, completed: false })),
    }));
}

function rowsFromText(day: PlanDayInput) {
  return THREE_MEALS.map((meal, index) => {
    const text = day[meal]?.trim();
    const planned = text && text !== MEAL_PLACEHOLDERS[meal];
    return {
      label: DEFAULT_MEAL_ROWS[index] ?? meal,
      items: planned ? [{ name: text, calories: 0, protein: 0, carbs: 0, fat: 0 }] : [],
    };
  });
}

const itemsKey = (items: PlannedMeal[]) =>
  JSON.stringify(items.map(({ recipeId, name, servings }) => [recipeId ?? null, name, servings ?? null]));

/** A cell keeps its tick when the same meals are still in it; a changed cell starts unticked. */
export function keepTicks(previous: StoredPlanDay[], next: StoredPlanDay[]): StoredPlanDay[] {
  const before = new Map(previous.map((day) => [day.dayNumber, day]));
  return next.map((day) => ({
    ...day,
    rows: day.rows.map((row, index) => {
      const old = before.get(day.dayNumber)?.rows[index];
      const unchanged = old !== undefined && itemsKey(old.items) === itemsKey(row.items);
      return { ...row, completed: unchanged ? old.completed : false };
    }),
  }));
}

/** Which row a check names: one of the first three by meal name, or any row by its index. */
export function rowIndex(mealType: CheckMealRequest['mealType']): number {
  if (typeof mealType === 'number') return mealType;
  const named = THREE_MEALS.indexOf(mealType as (typeof THREE_MEALS)[number]);
  return named >= 0 ? named : Number(mealType);
}

/** The days with one cell's tick flipped, or undefined when the plan has no such day or row. */
export function toggleCell(days: StoredPlanDay[], dayNumber: number, index: number): StoredPlanDay[] | undefined {
  const day = days.find((candidate) => candidate.dayNumber === dayNumber);
  if (!day?.rows[index]) return undefined;
  return days.map((candidate) =>
    candidate !== day
      ? candidate
      : {
          ...day,
          rows: day.rows.map((row, at) => (at === index ? { ...row, completed: !row.completed } : row)),
        },
  );
}

function totals(rows: PlanRow[]) {
  return roundNutrition(sumNutrition(rows.flatMap((row) => row.items.map(portionNutrition))));
}

/**
 * A stored day as the API responds with it: rows, the text view of rows 1–3 (decision 0011), and totals from the items.
 */
export function toDayEntry(day: StoredPlanDay): PlanDayEntry {
  const text = (index: number) => {
    const names = day.rows[index]?.items.map((item) => item.name) ?? [];
    return names.length > 0 ? names.join(', ') : MEAL_PLACEHOLDERS[THREE_MEALS[index] ?? 'breakfast'];
  };
  const done = (index: number) => day.rows[index]?.completed ?? false;
  return {
    dayNumber: day.dayNumber,
    breakfast: text(0),
    lunch: text(1),
    dinner: text(2),
    ...totals(day.rows),
    completed: { breakfast: done(0), lunch: done(1), dinner: done(2) },
    rows: day.rows,
  };
}
