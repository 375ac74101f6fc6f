import { INGREDIENTS_BY_ID, RECIPE_SOURCES } from '@thrive/catalog';
import { MICRONUTRIENT_KEYS, type Micronutrient } from '@thrive/contract';
import { roundTo } from '@thrive/nutrition';
import type { UsdaFoods } from './usda-foods';

/** The figures a recipe's own nutrition already gives; the rest come from its ingredients' USDA foods. */
const IN_RECIPE_NUTRITION = new Set<Micronutrient>(['fiber', 'sugar', 'sodium']);

export type Micronutrients = Partial<Record<Micronutrient, number>>;

/**
 * A built-in recipe's micronutrients per serving, from the USDA figures of its ingredients' foods: a nutrient only
 * where every ingredient has a figure for it (an ingredient from outside SR24 has none), so a sum is never partial.
 * Empty for a recipe that is not built in.
 */
export function recipeMicronutrients(recipeId: number, foods: UsdaFoods): Micronutrients {
  const recipe = RECIPE_SOURCES.find((candidate) => candidate.id === recipeId);
  if (!recipe) return {};
  const lines = recipe.ingredients.map((line) => {
    const ingredient = INGREDIENTS_BY_ID.get(line.ingredientId);
    const food = ingredient?.source === 'usda-sr24' ? foods.byId.get(ingredient.usdaNumber) : undefined;
    return { grams: line.grams, per100g: food?.per100g };
  });
  const micronutrients: Micronutrients = {};
  for (const key of MICRONUTRIENT_KEYS) {
    if (IN_RECIPE_NUTRITION.has(key) || lines.some((line) => line.per100g?.[key] === undefined)) continue;
    const total = lines.reduce((sum, line) => sum + (line.grams / 100) * line.per100g![key]!, 0);
    micronutrients[key] = roundTo(total / recipe.servings, 3);
  }
  return micronutrients;
}
