import type { RecipeNutrition } from '@thrive/contract';

/** A nutrient as Spoonacular lists it. */
export interface ServiceNutrient {
  name: string;
  amount: number;
  unit: string;
}

/** The four figures every recipe has, under the names and units Spoonacular lists them by. */
const SERVICE_NUTRIENTS = [
  { name: 'Calories', unit: 'kcal', field: 'calories' },
  { name: 'Protein', unit: 'g', field: 'protein' },
  { name: 'Carbohydrates', unit: 'g', field: 'carbs' },
  { name: 'Fat', unit: 'g', field: 'fat' },
] as const satisfies readonly { name: string; unit: string; field: keyof RecipeNutrition }[];

/** The figures a recipe may have besides, listed only when it has them. */
const OPTIONAL_SERVICE_NUTRIENTS = [
  { name: 'Fiber', unit: 'g', field: 'fiber' },
  { name: 'Sugar', unit: 'g', field: 'sugar' },
  { name: 'Sodium', unit: 'mg', field: 'sodium' },
] as const satisfies readonly { name: string; unit: string; field: keyof RecipeNutrition }[];

/** Our nutrition read from Spoonacular's list, by name; one of the four it leaves out counts as none. */
export function nutritionOf(nutrients: readonly ServiceNutrient[]): RecipeNutrition {
  const amount = (name: string) => nutrients.find((nutrient) => nutrient.name === name)?.amount;
  const nutrition = Object.fromEntries(
    SERVICE_NUTRIENTS.map(({ name, field }) => [field, Math.max(0, amount(name) ?? 0)]),
  ) as RecipeNutrition;
  for (const { name, field } of OPTIONAL_SERVICE_NUTRIENTS) {
    const given = amount(name);
    if (given !== undefined) nutrition[field] = Math.max(0, given);
  }
  return nutrition;
}

/** Our nutrition as Spoonacular's list. */
export function serviceNutrients(nutrition: RecipeNutrition): ServiceNutrient[] {
  return [...SERVICE_NUTRIENTS, ...OPTIONAL_SERVICE_NUTRIENTS].flatMap(({ name, unit, field }) =>
    nutrition[field] === undefined ? [] : [{ name, amount: nutrition[field], unit }],
  );
}
