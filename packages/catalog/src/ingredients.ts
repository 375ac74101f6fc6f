import ingredientsJson from '../content/ingredients.json';
import type { Ingredient } from './ingredient';

/** Every ingredient, from content/ingredients.json (built from USDA SR24 by scripts/build-ingredients.ts). */
export const INGREDIENTS: readonly Ingredient[] = ingredientsJson as Ingredient[];
export const INGREDIENTS_BY_ID: ReadonlyMap<string, Ingredient> = new Map(INGREDIENTS.map((item) => [item.id, item]));
