import type { DayTargets } from './targets';
import { KCAL_PER_GRAM, type Nutrition } from '../macros';
import type { PlannerRecipe } from './plan-types';

export interface SlotPick {
  recipe: PlannerRecipe;
  /** Quarter servings: 2 (half a serving) to 8 (two servings). */
  quarters: number;
}

/**
 * Relative weights of the deviations, all in percent of the day's energy: missing the calorie
 * target costs four times as much as the same miss on one macronutrient.
 */
const WEIGHTS = { calories: 10, macros: 2.5, keto: 0.5 } as const;
const MACROS = ['protein', 'carbs', 'fat'] as const;

/** The cost of a day's nutrition against its targets, in percent of its energy, weighted. */
export function deviationCost(day: Nutrition, targets: DayTargets): number {
  const percent = 100 / targets.calories;
  let cost = WEIGHTS.calories * percent * Math.abs(day.calories - targets.calories);
  for (const key of MACROS)
    cost += WEIGHTS.macros * KCAL_PER_GRAM[key] * percent * Math.abs(day[key] - targets.macros[key]);
  if (targets.keto) {
    const { minFat, minProtein, maxCarbs } = targets.keto;
    cost += WEIGHTS.keto * percent * KCAL_PER_GRAM.fat * Math.max(0, minFat - day.fat);
    cost += WEIGHTS.keto * percent * KCAL_PER_GRAM.protein * Math.max(0, minProtein - day.protein);
    cost += WEIGHTS.keto * percent * KCAL_PER_GRAM.carbs * Math.max(0, day.carbs - maxCarbs);
  }
  return cost;
}
