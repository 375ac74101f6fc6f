import type { Nutrition } from '@thrive/contract';

/** A nutrient as Spoonacular lists it. */
export interface ServiceNutrient {
  name: string;
  amount: number;
  unit: string;
}

/** The four figures of our nutrition under the names and units Spoonacular lists them by. */
const SERVICE_NUTRIENTS = [
  { name: 'Calories', unit: 'kcal', field: 'calories' },
  { name: 'Protein', unit: 'g', field: 'protein' },
  { name: 'Carbohydrates', unit: 'g', field: 'carbs' },
  { name: 'Fat', unit: 'g', field: 'fat' },
] as const satisfies readonly { name: string; unit: string; field: keyof Nutrition }[];

/** Our nutrition read from Spoonacular's list, by name; a figure it leaves out counts as none. */
export function nutritionOf(nutrients: readonly ServiceNutrient[]): Nutrition {
  const amount = (name: string) => Math.max(0, nutrients.find((nutrient) => nutrient.name === name)?.amount ?? 0);
  return Object.fromEntries(SERVICE_NUTRIENTS.map(({ name, field }) => [field, amount(name)])) as Nutrition;
}

/** Our nutrition as Spoonacular's list. */
export function serviceNutrients(nutrition: Nutrition): ServiceNutrient[] {
  return SERVICE_NUTRIENTS.map(({ name, unit, field }) => ({ name, amount: nutrition[field], unit }));
}
