import { createHash } from 'node:crypto';
import { composeRecipeImage, type Recipe } from '@thrive/catalog';

export interface RecipeImage {
  /** Path the browser loads; the content hash in it changes whenever the picture does. */
  url: string;
  svg: string;
}

export const RECIPE_IMAGE_PREFIX = '/images/recipes/';

/** Composes every recipe's picture once; each URL carries its content hash so it can be cached forever. */
export function composeRecipeImages(recipes: readonly Recipe[]): Map<number, RecipeImage> {
  const images = new Map<number, RecipeImage>();
  for (const recipe of recipes) {
    const svg = composeRecipeImage(recipe);
    const hash = createHash('sha256').update(svg).digest('hex').slice(0, 10);
    images.set(recipe.id, { url: `${RECIPE_IMAGE_PREFIX}${recipe.id}-${hash}.svg`, svg });
  }
  return images;
}
