import { THREE_MEALS, type PlanDayEntry, type PlannedMeal } from '@thrive/contract';
import { portionNutrition } from '@thrive/nutrition';
import { addDays, planDayLabel } from '../../lib/calendar';

export interface Progress {
  done: number;
  total: number;
  /** 0 to 1; 0 for a day with nothing to eat. */
  fraction: number;
}

/** Meals ticked off out of the meals planned: a row without items cannot be eaten, so it does not count. */
export function dayProgress(day: Pick<PlanDayEntry, 'rows'>): Progress {
  const planned = day.rows.filter((row) => row.items.length > 0);
  const done = planned.filter((row) => row.completed).length;
  return { done, total: planned.length, fraction: planned.length === 0 ? 0 : done / planned.length };
}

export function planProgress(days: readonly Pick<PlanDayEntry, 'rows'>[]): Progress {
  const sums = days
    .map(dayProgress)
    .reduce((sum, day) => ({ done: sum.done + day.done, total: sum.total + day.total }), {
      done: 0,
      total: 0,
    });
  return { ...sums, fraction: sums.total === 0 ? 0 : sums.done / sums.total };
}

/** "Wed 25 Nov · Day 3": a plan's day by its date, counted from the date the plan starts on. */
export function planDayTitle(start: string, dayNumber: number): string {
  return `${planDayLabel(start, dayNumber - 1)} · Day ${dayNumber}`;
}

/** "Wed 25 Nov – Tue 1 Dec": the dates a plan covers. */
export function planSpanLabel(start: string, totalDays: number): string {
  const first = planDayLabel(start, 0);
  return totalDays > 1 ? `${first} – ${planDayLabel(start, totalDays - 1)}` : first;
}

/** What a day with no meal in any row says instead of its calories and progress. */
export const NOTHING_PLANNED = 'Nothing planned';

export function isEmptyDay(day: Pick<PlanDayEntry, 'rows'>): boolean {
  return day.rows.every((row) => row.items.length === 0);
}

export function planHasMeals(days: readonly Pick<PlanDayEntry, 'rows'>[]): boolean {
  return !days.every(isEmptyDay);
}

/** The server's own placeholder for the first three rows ('No breakfast planned'); the same wording after them. */
export function emptyRowText(day: PlanDayEntry, rowIndex: number, label: string): string {
  const meal = THREE_MEALS[rowIndex];
  return meal ? day[meal] : `No ${label.toLowerCase()} planned`;
}

export function formatNumber(value: number): string {
  return String(Math.round(value));
}

/** Each figure stays with its unit when the line wraps on a narrow screen. */
const NBSP = '\u00a0';

/** An item's servings and what they come to. */
export function itemSummary(item: PlannedMeal): string {
  const { calories, protein, carbs, fat } = portionNutrition(item);
  const macros = [
    `${formatNumber(calories)}${NBSP}kcal`,
    `P${NBSP}${formatNumber(protein)}${NBSP}g`,
    `C${NBSP}${formatNumber(carbs)}${NBSP}g`,
    `F${NBSP}${formatNumber(fat)}${NBSP}g`,
  ].join(' · ');
  return item.servings === undefined ? macros : `${formatServings(item.servings)} · ${macros}`;
}

export function formatServings(servings: number): string {
  const shown = Number.isInteger(servings) ? String(servings) : String(Math.round(servings * 100) / 100);
  return `${shown}${NBSP}${servings === 1 ? 'serving' : 'servings'}`;
}

export interface DayCalories {
  dayNumber: number;
  /** The day's date, e.g. "Mon 23 Nov". */
  label: string;
  calories: number;
  /** Whether the calories are what the diary logged for the day rather than what the plan planned. */
  eaten: boolean;
}

/**
 * Each day's calories in order, labelled with its date from the plan's start: those eaten where the diary has the
 * day, the plan's elsewhere.
 */
export function caloriesByDay(
  days: readonly PlanDayEntry[],
  start: string,
  eaten: ReadonlyMap<string, number> = new Map(),
): DayCalories[] {
  return [...days]
    .sort((a, b) => a.dayNumber - b.dayNumber)
    .map((day) => {
      const logged = eaten.get(addDays(start, day.dayNumber - 1));
      return {
        dayNumber: day.dayNumber,
        label: planDayLabel(start, day.dayNumber - 1),
        calories: logged ?? day.calories,
        eaten: logged !== undefined,
      };
    });
}
