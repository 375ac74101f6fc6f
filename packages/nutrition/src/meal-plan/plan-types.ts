import type { GeneratedMeal, MealSlot, PlanDay } from '@thrive/contract';
import type { Diet, MacroSplit } from '../diets';
import type { Nutrition } from '../macros';

export { MEAL_SLOTS, type MealSlot } from '@thrive/contract';

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

/**
 * A meal as the optimiser chooses it, in the words of the contract's generated meal (`slot`, `recipeId`,
 * `servings` as the multiplier, 0.5 to 2 in steps of 0.25), with its nutrition at those servings: the sums
 * the optimiser weighs. The server makes the generated meal from it (docs/decisions/0028).
 */
export interface OptimisedMeal extends Pick<GeneratedMeal, 'slot' | 'recipeId' | 'servings'> {
  nutrition: Nutrition;
}

/** A day as the optimiser plans it: the contract's plan day, of meals as chosen. */
export interface OptimisedDay extends Omit<PlanDay, 'meals'> {
  meals: OptimisedMeal[];
  /** True sums of the meals. */
  nutrition: Nutrition;
}

export interface MealPlan {
  days: OptimisedDay[];
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
