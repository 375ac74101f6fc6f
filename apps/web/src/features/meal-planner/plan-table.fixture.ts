import type { RecipeSummary } from '@thrive/contract';
import type { TableMeal } from './plan-table';

/** Test data of the planner: table meals, and recipes as a search responds with them. */

let next = 0;
/** A meal of `calories` a serving, each macro a share of them; `extra` overrides any field. */
export function item(calories: number, extra: Partial<TableMeal> = {}): TableMeal {
  next += 1;
  return {
    id: `item-${next}`,
    name: `Meal ${next}`,
    servings: 1,
    calories,
    protein: calories / 20,
    carbs: calories / 10,
    fat: calories / 40,
    ...extra,
  };
}

/** A catalog recipe as a search responds with it. */
export const oats: RecipeSummary = {
  id: 2013,
  title: 'Cinnamon Apple Oat Porridge with Walnuts and Greek Yogurt',
  image: '/images/recipes/2013-490c5e2c01.svg',
  servings: 2,
  readyInMinutes: 15,
  diets: ['vegetarian'],
  mealTypes: ['breakfast'],
  nutrition: { calories: 370, protein: 12.4, carbs: 52, fat: 13 },
};
