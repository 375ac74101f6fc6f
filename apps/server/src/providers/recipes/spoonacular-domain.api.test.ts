import { describe, expect, it } from 'vitest';
import { RECIPES } from '@thrive/catalog';
import { RecipeSchema, RecipeSearchResponseSchema } from '@thrive/contract';
import { FAKE_SPOONACULAR_KEY } from '../../test/fake-spoonacular';
import { withFakeSpoonacular } from '../../test/fake-spoonacular-app';
import { CLASHING_SERVICE_ID, FAKE_RECIPES } from '../../test/fake-spoonacular-recipes';
import { SPOONACULAR_ID_BASE } from './spoonacular-to-model';

describe('Spoonacular’s recipes in our model (GET /api/recipes, /api/recipes/:id)', () => {
  const context = withFakeSpoonacular();
  const get = (url: string) => context.app.inject({ method: 'GET', url });
  const calls = (path: string) => context.fake.requests.filter((request) => request.path === path);

  it('asks in the service’s words and answers in ours, with each result’s nutrition', async () => {
    const response = await get('/api/recipes?query=porridge&diet=vegetarian&mealType=Breakfast&limit=4&offset=1');
    expect(response.statusCode, response.body).toBe(200);
    expect(Object.fromEntries(calls('/recipes/complexSearch')[0]!.query)).toMatchObject({
      query: 'porridge',
      diet: 'vegetarian',
      type: 'breakfast',
      number: '4',
      offset: '1',
      addRecipeNutrition: 'true',
    });
    const found = RecipeSearchResponseSchema.parse(response.json());
    expect(found).toMatchObject({ offset: 1, total: expect.any(Number) });
    expect(found.fallback).toBeUndefined();
    expect(found.results.length).toBeGreaterThan(0);
    for (const recipe of found.results) {
      const served = FAKE_RECIPES.find((fake) => fake.id === recipe.id - SPOONACULAR_ID_BASE)!;
      expect(recipe).toMatchObject({ title: served.title, mealTypes: ['breakfast'], image: '/recipe-fallback.svg' });
      expect(recipe.diets).toContain('vegetarian');
      const { calories, protein, carbs, fat } = served;
      // The four figures, and the service's fibre and sugars as it lists them (no sodium in the fake's list).
      expect(recipe.nutrition).toEqual({ calories, protein, carbs, fat, fiber: 4.2, sugar: carbs / 5 });
      expect(recipe).not.toHaveProperty('imageType');
      expect(recipe).not.toHaveProperty('dishTypes');
    }
  });

  it('gives a recipe of the service whole, its nutrition from the same call, and a catalog recipe by its own id', async () => {
    const served = FAKE_RECIPES.find((recipe) => recipe.id === CLASHING_SERVICE_ID)!;
    const response = await get(`/api/recipes/${SPOONACULAR_ID_BASE + served.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const recipe = RecipeSchema.parse(response.json());
    expect(calls(`/recipes/${served.id}/information`).map((call) => call.query.get('includeNutrition'))).toEqual([
      'true',
    ]);
    expect(calls(`/recipes/${served.id}/nutritionWidget.json`)).toEqual([]);
    expect(recipe).toMatchObject({ title: served.title, servings: served.servings, instructions: expect.any(String) });
    expect(recipe.nutrition).toEqual({
      calories: served.calories,
      protein: served.protein,
      carbs: served.carbs,
      fat: served.fat,
      fiber: 4.2,
      sugar: served.carbs / 5,
    });
    expect(recipe.ingredients).toContainEqual({
      name: 'olive oil',
      text: '2 Tbsps olive oil',
      amount: 27,
      unit: 'g',
      aisle: 'Oil, Vinegar, Salad Dressing',
      foodId: 4053,
    });

    const catalog = RecipeSchema.parse((await get(`/api/recipes/${CLASHING_SERVICE_ID}`)).json());
    expect(catalog.title).toBe(RECIPES.find((item) => item.id === CLASHING_SERVICE_ID)!.title);
    expect(calls(`/recipes/${CLASHING_SERVICE_ID}/information`)).toHaveLength(1);
  });

  it('says which recipes the service does not know, that it failed, or that it refused, in the product’s words', async () => {
    const missing = await get(`/api/recipes/${SPOONACULAR_ID_BASE + 3}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Recipe not found on Spoonacular.');

    context.fake.setMode('status-500');
    const failed = await get(`/api/recipes/${SPOONACULAR_ID_BASE + 640_002}`);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error.message).toBe('Error fetching recipe. Please try again later.');

    context.fake.setMode('status-402');
    const refused = await get('/api/recipes?query=stew');
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error.message).toBe('API quota exceeded. Try again later or upgrade your plan.');
  });

  it('searches the built-in catalog instead when the service fails, and says so with `fallback`', async () => {
    context.fake.setMode('malformed');
    const response = await get('/api/recipes?query=salmon&limit=3');
    expect(response.statusCode).toBe(200);
    const found = RecipeSearchResponseSchema.parse(response.json());
    expect(found.fallback).toBe(true);
    expect(found.results.length).toBeGreaterThan(0);
    for (const recipe of found.results) {
      expect(RECIPES.some((catalog) => catalog.id === recipe.id)).toBe(true);
      expect(recipe.nutrition?.calories).toBeGreaterThan(0);
    }
    expect(response.body).not.toContain(FAKE_SPOONACULAR_KEY);
  });
});
