import type { Diet, MacroSplit } from '../diets';
import type { Nutrition } from '../macros';

export const MEAL_SLOTS = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type MealSlot = (typeof MEAL_SLOTS)[number];

/** What the planner needs to know of a recipe. */
export interface PlannerRecipe {
  id: number;
  /** The meals it suits. */
  mealTypes: readonly MealSlot[];
  perServing: Nutrition;
}

export interface PlanRequest {
  /** Daily calorie target, 500–5000. */
  targetCalories: number;
  /** 1–5 meals a day. */
  mealsPerDay: number;
  diet: Diet;
  /** Percent of energy from each macronutrient; the diet's split when not given. */
  macros?: MacroSplit | undefined;
  /** 1–14 days. */
  days: number;
  seed: number;
  /** The recipes allowed: already filtered by diet and excluded ingredients. */
  recipes: readonly PlannerRecipe[];
}

export interface PlannedMeal {
  slot: MealSlot;
  recipeId: number;
  /** Serving multiplier: 0.5 to 2 in steps of 0.25. */
  servings: number;
  nutrition: Nutrition;
}

export interface PlannedDay {
  meals: PlannedMeal[];
  /** True sums of the meals. */
  nutrition: Nutrition;
}

export interface MealPlan {
  days: PlannedDay[];
}

export const PLAN_LIMITS = {
  calories: { min: 500, max: 5000 },
  meals: { min: 1, max: 5 },
  days: { min: 1, max: 14 },
} as const;

/**
 * Which meal each slot of the day is: breakfast first, then lunch and dinner, snacks for the
 * 4th and 5th meals. One meal a day is a main meal; two are breakfast and dinner.
 */
export function slotsFor(mealsPerDay: number): MealSlot[] {
  const layouts: Record<number, MealSlot[]> = {
    1: ['dinner'],
    2: ['breakfast', 'dinner'],
    3: ['breakfast', 'lunch', 'dinner'],
    4: ['breakfast', 'lunch', 'dinner', 'snack'],
    5: ['breakfast', 'lunch', 'dinner', 'snack', 'snack'],
  };
  const layout = layouts[mealsPerDay];
  if (!layout) throw new RangeError(`meals per day must be 1 to 5, not ${mealsPerDay}`);
  return layout;
}
