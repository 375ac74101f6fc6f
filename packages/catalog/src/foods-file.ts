import { MICRONUTRIENT_KEYS, type Allergen, type Nutrients } from '@thrive/contract';

/**
 * content/foods.json, written by scripts/build-foods.ts: one row a food, its nutrients per 100 g in the order of
 * `columns` (null where the USDA has no figure), so that 7,900 foods stay a small file.
 */
export const FOOD_COLUMNS = ['calories', 'protein', 'carbs', 'fat', ...MICRONUTRIENT_KEYS] as (keyof Nutrients)[];

/** [USDA number, description, nutrients per 100 g, portions as [amount, unit, grams], allergens, may contain] */
export type FoodRow = [string, string, (number | null)[], [number, string, number][], Allergen[], Allergen[]];

export interface FoodsFile {
  source: string;
  columns: (keyof Nutrients)[];
  foods: FoodRow[];
}
