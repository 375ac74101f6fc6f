import { composeRecipeImage, type Recipe } from '@thrive/catalog';
import { hashedImage, type HashedImage } from '../../lib/hashed-images';

export const RECIPE_IMAGE_PREFIX = '/images/recipes/';

/** Composes every recipe's picture once. */
export function composeRecipeImages(recipes: readonly Recipe[]): Map<number, HashedImage> {
  return new Map(
    recipes.map((recipe) => [
      recipe.id,
      hashedImage(RECIPE_IMAGE_PREFIX, recipe.id, 'svg', composeRecipeImage(recipe)),
    ]),
  );
}
