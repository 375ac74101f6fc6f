import { MICRONUTRIENT_KEYS, type Allergen, type Nutrients } from '@thrive/contract';

/**
 * content/foods.json, written by scripts/build-foods.ts: one row a food, its nutrients per 100 g in the order of
 * `columns` (null where the USDA has no figure), so that 7,900 foods stay a small file.
 */
export const FOOD_COLUMNS = ['calories', 'protein', 'carbs', 'fat', ...MICRONUTRIENT_KEYS] as (keyof Nutrients)[];

export const ANY_OTHER = 'any-other';

/**
 * [USDA number, description, nutrients per 100 g, portions as [amount, unit, grams], allergens, may contain]. A food
 * of unknown recipe may contain every allergen it does not contain: `ANY_OTHER` says so in place of the list.
 */
export type FoodRow = [
  string,
  string,
  (number | null)[],
  [number, string, number][],
  Allergen[],
  Allergen[] | typeof ANY_OTHER,
];

export interface FoodsFile {
  source: string;
  columns: (keyof Nutrients)[];
  foods: FoodRow[];
}
