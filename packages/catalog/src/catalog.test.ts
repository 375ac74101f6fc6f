import { describe, expect, it } from 'vitest';
import { DIET_LABELS, FOOD_GROUPS, energyFromMacros, satisfiesDiet } from '@thrive/nutrition';
import { IngredientSchema } from './ingredient';
import { INGREDIENTS, INGREDIENTS_BY_ID } from './ingredients';
import { RecipeSourceSchema } from './recipe-source';
import { RECIPES, RECIPE_SOURCES } from './recipes';
import { countsForDiet, energyDeviation, ENERGY_TOLERANCE, MINIMUM_PER_DIET } from './catalog-checks';
import { composeRecipeImage } from './recipe-image';

describe('ingredients', () => {
  it('hold at least 200 valid entries with unique ids', () => {
    expect(INGREDIENTS.length).toBeGreaterThanOrEqual(200);
    for (const ingredient of INGREDIENTS) expect(IngredientSchema.safeParse(ingredient).error).toBeUndefined();
    expect(INGREDIENTS_BY_ID.size).toBe(INGREDIENTS.length);
  });

  it('cover every food group the catalog promises', () => {
    const groups = new Set(INGREDIENTS.map((ingredient) => ingredient.group));
    // Drinks need no catalog entry of their own to plan meals.
    for (const group of FOOD_GROUPS.filter((group) => group !== 'beverages')) expect(groups).toContain(group);
  });

  it('include cooked forms of rice, pasta, quinoa, lentils and beans', () => {
    const cooked = INGREDIENTS.filter((ingredient) => /cooked|boiled|canned/i.test(ingredient.name)).map((i) =>
      i.name.toLowerCase(),
    );
    for (const food of ['rice', 'pasta', 'quinoa', 'lentils', 'beans']) {
      expect(
        cooked.some((name) => name.includes(food)),
        food,
      ).toBe(true);
    }
  });

  it('mark the modern foods SR24 lacks as published figures, and keep a USDA number for all', () => {
    for (const ingredient of INGREDIENTS) expect(ingredient.usdaNumber).toMatch(/^\d+$/);
    const published = INGREDIENTS.filter((ingredient) => ingredient.source === 'usda-published');
    expect(published.length).toBeGreaterThan(0);
    expect(published.length).toBeLessThanOrEqual(10);
  });
});

describe('recipes', () => {
  it('number at least 300, each valid, with unique ids', () => {
    expect(RECIPE_SOURCES.length).toBeGreaterThanOrEqual(300);
    for (const source of RECIPE_SOURCES) expect(RecipeSourceSchema.safeParse(source).error).toBeUndefined();
    expect(new Set(RECIPE_SOURCES.map((recipe) => recipe.id)).size).toBe(RECIPE_SOURCES.length);
    expect(new Set(RECIPE_SOURCES.map((recipe) => recipe.title.toLowerCase())).size).toBe(RECIPE_SOURCES.length);
  });

  it('reference only ingredients that exist', () => {
    const missing = RECIPE_SOURCES.flatMap((recipe) =>
      recipe.ingredients
        .filter((item) => !INGREDIENTS_BY_ID.has(item.ingredientId))
        .map((item) => `${recipe.id}: ${item.ingredientId}`),
    );
    expect(missing).toEqual([]);
  });

  it('have energy that agrees with 4/4/9 of their macros within 10 %', () => {
    const off = RECIPES.filter((recipe) => energyDeviation(recipe) > ENERGY_TOLERANCE).map(
      (recipe) =>
        `${recipe.id} ${recipe.title}: ${Math.round(recipe.perServing.calories)} kcal vs ${Math.round(energyFromMacros(recipe.perServing))}`,
    );
    expect(off).toEqual([]);
  });

  it('carry exactly the diet labels their rules give', () => {
    for (const recipe of RECIPES) {
      const rule = {
        servings: recipe.servings,
        perServing: recipe.perServing,
        ingredients: recipe.ingredients.map((item) => ({
          grams: item.grams,
          category: INGREDIENTS_BY_ID.get(item.ingredientId)!.category,
        })),
      };
      for (const diet of DIET_LABELS)
        expect(recipe.diets.includes(diet), `${recipe.id} ${diet}`).toBe(satisfiesDiet(rule, diet));
    }
  });

  it.each(DIET_LABELS)('offer enough %s recipes for a week without repeats', (diet) => {
    const counts = countsForDiet(RECIPES, diet);
    expect(counts.total).toBeGreaterThanOrEqual(MINIMUM_PER_DIET.total);
    expect(counts.breakfast).toBeGreaterThanOrEqual(MINIMUM_PER_DIET.breakfast);
    expect(counts.lunch).toBeGreaterThanOrEqual(MINIMUM_PER_DIET.lunch);
    expect(counts.dinner).toBeGreaterThanOrEqual(MINIMUM_PER_DIET.dinner);
    expect(counts.snack).toBeGreaterThanOrEqual(MINIMUM_PER_DIET.snack);
  });

  it('each get a picture of their own ingredients', () => {
    for (const recipe of RECIPES.slice(0, 50)) {
      const svg = composeRecipeImage(recipe);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg.match(/<svg x=/g)?.length ?? 0).toBeGreaterThanOrEqual(1);
    }
  });
});
