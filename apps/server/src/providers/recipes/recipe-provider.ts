import type { ComplexSearchQuery, ComplexSearchResponse, NutritionWidget, RecipeInformation } from '@thrive/contract';

/**
 * Where recipes come from. The built-in catalog implements it; a Spoonacular adapter can
 * implement the same calls, since the shapes are Spoonacular's.
 */
export interface RecipeProvider {
  search(query: ComplexSearchQuery): Promise<ComplexSearchResponse>;
  /** Undefined when there is no such recipe. */
  information(id: number): Promise<RecipeInformation | undefined>;
  nutrition(id: number): Promise<NutritionWidget | undefined>;
}
