import { inAllergenOrder, type Allergen } from '@thrive/contract';
import { dietsOf, nutritionPerServing, type DietLabel, type NutritionFacts } from '@thrive/nutrition';
import type { Ingredient } from './ingredient';
import type { RecipeSource } from './recipe-source';

/** A recipe with what is computed from its ingredients. */
export interface Recipe extends RecipeSource {
  perServing: NutritionFacts;
  diets: DietLabel[];
  /** Every allergen an ingredient contains. */
  allergens: Allergen[];
  /** Allergens an ingredient may contain, depending on the brand, that none contains for certain. */
  mayContain: Allergen[];
}

export class UnknownIngredientError extends Error {}

/** Computes nutrition per serving and the diet labels of a recipe from its ingredients. */
export function completeRecipe(source: RecipeSource, ingredientsById: ReadonlyMap<string, Ingredient>): Recipe {
  const resolved = source.ingredients.map((item) => {
    const ingredient = ingredientsById.get(item.ingredientId);
    if (!ingredient) throw new UnknownIngredientError(`recipe ${source.id}: unknown ingredient "${item.ingredientId}"`);
    return { grams: item.grams, ingredient };
  });
  const perServing = nutritionPerServing(
    resolved.map(({ grams, ingredient }) => ({ grams, per100g: ingredient.per100g })),
    source.servings,
  );
  const diets = dietsOf({
    ingredients: resolved.map(({ grams, ingredient }) => ({ grams, category: ingredient.category })),
    servings: source.servings,
    perServing,
  });
  const allergens = inAllergenOrder(resolved.flatMap(({ ingredient }) => ingredient.allergens));
  const mayContain = inAllergenOrder(
    resolved
      .flatMap(({ ingredient }) => ingredient.mayContain ?? [])
      .filter((allergen) => !allergens.includes(allergen)),
  );
  return { ...source, perServing, diets, allergens, mayContain };
}
