import type { PlannedMeal, ShoppingListRequest } from '@thrive/contract';

export interface ShoppingMeals {
  meals: ShoppingListRequest['meals'];
  /** Items with no recipe (meals of the visitor's own): they have no ingredients to list. */
  withoutRecipe: number;
}

/** What a planned or saved table's items need from the shop: each recipe at the item's servings. */
export function shoppingMeals(items: readonly Pick<PlannedMeal, 'recipeId' | 'servings'>[]): ShoppingMeals {
  const meals = items.flatMap(({ recipeId, servings }) =>
    // A planned meal without servings is one serving (PlannedMealSchema).
    recipeId === undefined ? [] : [{ recipeId, servings: servings ?? 1 }],
  );
  return { meals, withoutRecipe: items.length - meals.length };
}
