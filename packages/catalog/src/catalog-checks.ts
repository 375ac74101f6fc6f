import { energyFromMacros, type DietLabel } from '@thrive/nutrition';
import { MEAL_TYPES, type MealType } from './recipe-source';
import type { Recipe } from './recipe';

/** A recipe's energy (USDA kcal) may differ from 4/4/9 of its macros by at most this share. */
export const ENERGY_TOLERANCE = 0.1;

export function energyDeviation(recipe: Recipe): number {
  const fromMacros = energyFromMacros(recipe.perServing);
  return fromMacros === 0 ? 0 : Math.abs(recipe.perServing.calories - fromMacros) / fromMacros;
}

/** What each diet must offer so a week of meals needs no repeats. */
export const MINIMUM_PER_DIET = { total: 30, breakfast: 8, lunch: 10, dinner: 10, snack: 5 } as const;

export type DietCounts = Record<MealType | 'total', number>;

export function countsForDiet(recipes: readonly Recipe[], diet: DietLabel): DietCounts {
  const inDiet = recipes.filter((recipe) => recipe.diets.includes(diet));
  const counts = { total: inDiet.length } as DietCounts;
  for (const type of MEAL_TYPES) counts[type] = inDiet.filter((recipe) => recipe.mealTypes.includes(type)).length;
  return counts;
}
