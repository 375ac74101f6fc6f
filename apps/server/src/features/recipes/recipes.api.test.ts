import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INGREDIENTS_BY_ID, RECIPES } from '@thrive/catalog';
import { RecipeSchema, RecipeSearchResponseSchema, type RecipeSearchResponse } from '@thrive/contract';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';

describe('GET /api/recipes and /api/recipes/:id (built-in catalog)', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url });

  async function found(query: string): Promise<RecipeSearchResponse> {
    const response = await get(`/api/recipes?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return RecipeSearchResponseSchema.parse(response.json());
  }

  it('lists recipes in our model, each with its nutrition per serving', async () => {
    const page = await found('limit=20');
    expect(page.total).toBeGreaterThanOrEqual(300);
    expect(page).toMatchObject({ offset: 0 });
    expect(page.fallback).toBeUndefined();
    expect(page.results).toHaveLength(20);
    for (const result of page.results) {
      const recipe = RECIPES.find((item) => item.id === result.id)!;
      const told = ['id', 'title', 'servings', 'readyInMinutes', 'diets', 'mealTypes', 'allergens', 'mayContain'];
      expect(Object.keys(result).sort()).toEqual([...told, 'image', 'nutrition'].sort());
      for (const field of told)
        expect(result[field as keyof typeof result], field).toEqual(recipe[field as keyof typeof recipe]);
      expect(result.image).toMatch(/^\/images\/recipes\//);
      for (const [field, amount] of Object.entries(result.nutrition!)) {
        expect(amount, field).toBeCloseTo(recipe.perServing[field as keyof typeof recipe.perServing], 2);
      }
    }
  });

  it('keeps to every filter: meal type, diet, calories, ingredients in and out', async () => {
    const dinners = await found('mealType=Dinner&diet=paleo&maxCalories=650&limit=100');
    expect(dinners.total).toBeGreaterThan(0);
    for (const recipe of dinners.results) {
      expect(recipe.mealTypes).toContain('dinner');
      expect(recipe.diets).toContain('paleo');
      expect(recipe.nutrition!.calories).toBeLessThanOrEqual(650);
    }
    const names = (id: number) =>
      RECIPES.find((recipe) => recipe.id === id)!.ingredients.map(
        (item) => INGREDIENTS_BY_ID.get(item.ingredientId)!.name,
      );
    const withLemon = await found('includeIngredients=lemon&excludeIngredients=garlic&limit=100');
    expect(withLemon.total).toBeGreaterThan(0);
    for (const recipe of withLemon.results) {
      expect(names(recipe.id).join(' ')).toMatch(/lemon/i);
      expect(names(recipe.id).join(' ')).not.toMatch(/garlic/i);
    }
    for (const recipe of (await found('intolerances=peanuts,tree-nuts&limit=100')).results) {
      expect(recipe.allergens).not.toContain('peanuts');
      expect(recipe.allergens).not.toContain('tree-nuts');
    }
  });

  it('pages with limit and offset over the same total', async () => {
    const all = await found('query=chicken&limit=12');
    const second = await found('query=chicken&limit=4&offset=4');
    expect(second).toMatchObject({ offset: 4, total: all.total });
    expect(second.results.map((recipe) => recipe.id)).toEqual(all.results.slice(4, 8).map((recipe) => recipe.id));
  });

  it('refuses a bad query with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['mealType=brunch', 'mealType'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['offset=-3', 'offset'],
      ['maxCalories=0', 'maxCalories'],
      ['diet=fruitarian', 'diet'],
      ['intolerances=gravel', 'intolerances'],
    ] as const) {
      const response = await get(`/api/recipes?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.fields, query).toHaveProperty(field);
    }
  });

  it('gives the whole recipe with its nutrition in one response', async () => {
    const recipe = RECIPES[2]!;
    const response = await get(`/api/recipes/${recipe.id}`);
    expect(response.statusCode).toBe(200);
    const body = RecipeSchema.parse(response.json());
    expect(body).toMatchObject({
      id: recipe.id,
      servings: recipe.servings,
      cuisines: [recipe.cuisine],
      mealTypes: recipe.mealTypes,
      allergens: recipe.allergens,
    });
    expect(body.nutrition.calories).toBeCloseTo(recipe.perServing.calories, 1);
    expect(body.nutrition.carbs).toBeCloseTo(recipe.perServing.carbs, 1);
    expect(body.summary).toContain('One serving has');
    expect(body.instructions).toMatch(/^<ol><li>/);
    expect(body.ingredients).toEqual(
      recipe.ingredients.map((item) => {
        const food = INGREDIENTS_BY_ID.get(item.ingredientId)!;
        return {
          name: food.name,
          text: item.line,
          amount: item.grams,
          unit: 'g',
          aisle: food.group,
          foodId: Number(food.usdaNumber),
        };
      }),
    );
  });

  it('answers 404 for a recipe nobody has, and 400 for an id that is not one', async () => {
    const missing = await get('/api/recipes/424242');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Recipe not found.');
    const bad = await get('/api/recipes/0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('id');
  });
});
