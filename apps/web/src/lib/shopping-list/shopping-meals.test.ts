import { describe, expect, it } from 'vitest';
import { shoppingMeals } from './shopping-meals';

describe('shoppingMeals', () => {
  it('shops for each recipe at its servings, one serving when none is given, and counts meals without a recipe', () => {
    expect(
      shoppingMeals([
        { recipeId: 11, servings: 2.5 },
        { servings: 1 },
        { recipeId: 12 },
        { recipeId: 11, servings: 0.25 },
      ]),
    ).toEqual({
      meals: [
        { recipeId: 11, servings: 2.5 },
        { recipeId: 12, servings: 1 },
        { recipeId: 11, servings: 0.25 },
      ],
      withoutRecipe: 1,
    });
  });
});
