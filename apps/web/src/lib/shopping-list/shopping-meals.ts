import type { PlanItem, ShoppingListRequest } from '@thrive/contract';

export interface ShoppingMeals {
  meals: ShoppingListRequest['meals'];
  /** Items with no recipe (meals of the visitor's own): they have no ingredients to list. */
  withoutRecipe: number;
}

/** What a planned or saved table's items need from the shop: each recipe at the item's servings. */
export function shoppingMeals(items: readonly Pick<PlanItem, 'recipeId' | 'servings'>[]): ShoppingMeals {
  const meals = items.flatMap(({ recipeId, servings }) =>
    // A saved item without servings is one serving (PlanItemSchema).
    recipeId === undefined ? [] : [{ id: recipeId, servingMultiplier: servings ?? 1 }],
  );
  return { meals, withoutRecipe: items.length - meals.length };
}
