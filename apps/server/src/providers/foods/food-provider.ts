import type { Exclusions, Food, FoodSearchResponse } from '@thrive/contract';
import type { Micronutrients } from './recipe-micronutrients';

/** Foods for the diary: the USDA's, searched by name, and (with Open Food Facts) products by barcode. */
export interface FoodProvider {
  /** Whether products can be looked up by barcode. */
  readonly barcodes: boolean;
  /** Foods whose name holds every word of the query, typos allowed, best first, without those left out. */
  search(query: string, exclusions: Exclusions, limit: number): FoodSearchResponse;
  /** A food by its USDA number, or a product by its barcode; undefined when there is none. */
  food(id: string): Promise<Food | undefined>;
  /** A built-in recipe's micronutrients per serving, from its ingredients' foods; empty for any other recipe. */
  recipeMicronutrients(recipeId: number): Micronutrients;
}
