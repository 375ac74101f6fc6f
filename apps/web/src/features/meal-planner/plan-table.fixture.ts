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

/** A catalog recipe as a search responds with it, its nutrients listed as they are per serving. */
export function searchedRecipe(
  recipe: Pick<RecipeSummary, 'id' | 'title' | 'image' | 'servings' | 'readyInMinutes' | 'diets' | 'dishTypes'>,
  perServing: { calories: number; protein: number; carbs: number; fat: number },
  fiber?: number,
): RecipeSummary {
  return {
    ...recipe,
    imageType: 'svg',
    nutrition: {
      nutrients: [
        { name: 'Calories', amount: perServing.calories, unit: 'kcal' },
        { name: 'Protein', amount: perServing.protein, unit: 'g' },
        { name: 'Carbohydrates', amount: perServing.carbs, unit: 'g' },
        { name: 'Fat', amount: perServing.fat, unit: 'g' },
        ...(fiber === undefined ? [] : [{ name: 'Fiber', amount: fiber, unit: 'g' }]),
      ],
      perServing,
    },
  };
}

export const oats: RecipeSummary = searchedRecipe(
  {
    id: 2013,
    title: 'Cinnamon Apple Oat Porridge with Walnuts and Greek Yogurt',
    image: '/images/recipes/2013-490c5e2c01.svg',
    servings: 2,
    readyInMinutes: 15,
    diets: ['vegetarian'],
    dishTypes: ['breakfast'],
  },
  { calories: 370, protein: 12.4, carbs: 52, fat: 13 },
  7,
);
