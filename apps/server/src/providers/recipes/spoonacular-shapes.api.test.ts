import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INGREDIENTS_BY_ID, RECIPES } from '@thrive/catalog';
import { RecipeSchema, RecipeSearchResponseSchema } from '@thrive/contract';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import type { ComplexSearchResponse } from './spoonacular-routes';

describe('recipe API (built-in catalog, Spoonacular shapes)', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  async function search(query: string): Promise<ComplexSearchResponse> {
    const response = await app.inject({ method: 'GET', url: `/api/recipes/complexSearch?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  function ingredientNames(id: number): string[] {
    const recipe = RECIPES.find((item) => item.id === id)!;
    return recipe.ingredients.map((item) => INGREDIENTS_BY_ID.get(item.ingredientId)!.name.toLowerCase());
  }

  it('reports the whole catalog: at least 300 recipes', async () => {
    const page = await search('number=1');
    expect(page.totalResults).toBeGreaterThanOrEqual(300);
    expect(page.results).toHaveLength(1);
    expect(page.results[0]).toMatchObject({
      id: expect.any(Number),
      title: expect.any(String),
      image: expect.any(String),
    });
  });

  it.each(['keto', 'paleo', 'vegan', 'vegetarian', 'aegean'])('offers at least 30 %s recipes', async (diet) => {
    const page = await search(`diet=${diet}&number=100`);
    expect(page.totalResults).toBeGreaterThanOrEqual(30);
    for (const result of page.results) expect(result.diets).toContain(diet);
  });

  it('accepts diet aliases in any letter case, and several diets meaning all of them', async () => {
    expect((await search('diet=Ketogenic')).totalResults).toBe((await search('diet=keto')).totalResults);
    expect((await search('diet=MEDITERRANEAN')).totalResults).toBe((await search('diet=aegean')).totalResults);
    const both = await search('diet=vegan,paleo&number=100');
    for (const result of both.results) expect(result.diets).toEqual(expect.arrayContaining(['vegan', 'paleo']));
    expect((await search('diet=anything')).totalResults).toBe((await search('')).totalResults);
  });

  it('filters by meal type, calories, and included or excluded ingredients', async () => {
    for (const result of (await search('type=Breakfast&number=100')).results)
      expect(result.dishTypes).toContain('breakfast');

    const light = await search('maxCalories=300&addRecipeNutrition=true&number=100');
    expect(light.totalResults).toBeGreaterThan(0);
    for (const result of light.results) {
      const calories = result.nutrition!.nutrients.find((item) => item.name === 'Calories')!;
      expect(calories).toMatchObject({ unit: 'kcal' });
      expect(calories.amount).toBeLessThanOrEqual(300);
      for (const name of ['Protein', 'Carbohydrates', 'Fat']) {
        expect(result.nutrition!.nutrients.map((item) => item.name)).toContain(name);
      }
    }

    const withoutChicken = await search('excludeIngredients=chicken&number=100&offset=0');
    for (const result of withoutChicken.results)
      expect(ingredientNames(result.id).some((n) => n.includes('chicken'))).toBe(false);
    const withEgg = await search('includeIngredients=egg&number=100');
    expect(withEgg.totalResults).toBeGreaterThan(0);
    for (const result of withEgg.results) expect(ingredientNames(result.id).some((n) => n.includes('egg'))).toBe(true);
  });

  it('pages with offset and number', async () => {
    const first = await search('number=5&offset=0');
    const second = await search('number=5&offset=5');
    expect(first.results).toHaveLength(5);
    expect(second.offset).toBe(5);
    expect(second.results.map((r) => r.id)).not.toEqual(expect.arrayContaining(first.results.map((r) => r.id)));
  });

  it('ranks title matches above ingredient and summary matches', async () => {
    let checked = 0;
    for (const word of ['spinach', 'feta', 'avocado', 'quinoa', 'chickpeas', 'almonds', 'lemon']) {
      const page = await search(`query=${word}&number=100`);
      const titleWord = new RegExp(`\\b${word.slice(0, 5)}`, 'i');
      const inTitle = page.results.map((result) => titleWord.test(result.title));
      if (!inTitle.includes(true) || !inTitle.includes(false)) continue;
      checked++;
      // Once a result without the word in its title appears, no title match follows it.
      expect(inTitle.slice(inTitle.indexOf(false)), word).not.toContain(true);
    }
    expect(checked).toBeGreaterThan(2);
  });

  it('tolerates one typo in a word', async () => {
    const exact = (await search('query=salmon&number=100')).results.map((r) => r.id);
    expect(exact.length).toBeGreaterThan(0);
    for (const typo of ['salmin', 'samon', 'salmoon']) {
      const found = (await search(`query=${typo}&number=100`)).results.map((r) => r.id);
      expect(found, typo).toEqual(expect.arrayContaining(exact));
    }
  });

  it('refuses bad parameters with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['diet=carnivore', 'diet'],
      ['number=101', 'number'],
      ['number=0', 'number'],
      ['offset=-1', 'offset'],
      ['maxCalories=lots', 'maxCalories'],
      ['type=brunch', 'type'],
    ] as const) {
      const response = await app.inject({ method: 'GET', url: `/api/recipes/complexSearch?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.fields, query).toHaveProperty(field);
    }
  });

  it('gives a recipe its information with computed nutrition, or 404', async () => {
    const recipe = RECIPES[0]!;
    const response = await app.inject({ method: 'GET', url: `/api/recipes/${recipe.id}/information` });
    expect(response.statusCode).toBe(200);
    const information = response.json();
    expect(information).toMatchObject({
      id: recipe.id,
      title: recipe.title,
      servings: recipe.servings,
      readyInMinutes: recipe.readyInMinutes,
    });
    expect(information.extendedIngredients).toHaveLength(recipe.ingredients.length);
    expect(information.extendedIngredients[0]).toMatchObject({ original: recipe.ingredients[0]!.line, unit: 'g' });
    expect(information.instructions).toMatch(/^<ol><li>/);
    expect(information.diets).toEqual(recipe.diets);

    const missing = await app.inject({ method: 'GET', url: '/api/recipes/999999/information' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Recipe not found.');
    const bad = await app.inject({ method: 'GET', url: '/api/recipes/abc/information' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('id');
  });

  it('gives nutrition per serving from the ingredients', async () => {
    const recipe = RECIPES[1]!;
    const response = await app.inject({ method: 'GET', url: `/api/recipes/${recipe.id}/nutritionWidget.json` });
    expect(response.statusCode).toBe(200);
    const calories = response.json().nutrients.find((n: { name: string }) => n.name === 'Calories');
    expect(calories.amount).toBeCloseTo(recipe.perServing.calories, 1);
    expect((await app.inject({ method: 'GET', url: '/api/recipes/999999/nutritionWidget.json' })).statusCode).toBe(404);
  });

  it('answers with the recipes of our own endpoints, in Spoonacular’s words', async () => {
    const words = 'diet=vegetarian&maxCalories=800&intolerances=milk&excludeIngredients=onion';
    const ours = RecipeSearchResponseSchema.parse(
      (await app.inject({ url: `/api/recipes?${words}&mealType=dinner&limit=7&offset=2` })).json(),
    );
    const theirs = await search(`${words}&type=dinner&number=7&offset=2&addRecipeNutrition=true`);
    expect(ours.results.length).toBeGreaterThan(0);
    expect(theirs).toMatchObject({ offset: ours.offset, totalResults: ours.total, number: ours.results.length });
    expect(
      theirs.results.map(({ id, dishTypes, allergens, nutrition }) => ({
        id,
        mealTypes: dishTypes,
        allergens,
        nutrition: nutrition?.perServing,
      })),
    ).toEqual(
      ours.results.map(({ id, mealTypes, allergens, nutrition }) => {
        const { calories, protein, carbs, fat } = nutrition!;
        return { id, mealTypes, allergens, nutrition: { calories, protein, carbs, fat } };
      }),
    );
    expect(theirs.results.every((recipe) => recipe.imageType === 'svg')).toBe(true);

    const recipe = RecipeSchema.parse((await app.inject({ url: `/api/recipes/${ours.results[0]!.id}` })).json());
    const widget = (await app.inject({ url: `/api/recipes/${recipe.id}/nutritionWidget.json` })).json();
    expect(widget.nutrients).toEqual([
      { name: 'Calories', amount: recipe.nutrition.calories, unit: 'kcal' },
      { name: 'Protein', amount: recipe.nutrition.protein, unit: 'g' },
      { name: 'Carbohydrates', amount: recipe.nutrition.carbs, unit: 'g' },
      { name: 'Fat', amount: recipe.nutrition.fat, unit: 'g' },
      { name: 'Fiber', amount: recipe.nutrition.fiber, unit: 'g' },
      { name: 'Sugar', amount: recipe.nutrition.sugar, unit: 'g' },
      { name: 'Sodium', amount: recipe.nutrition.sodium, unit: 'mg' },
    ]);
  });

  it('serves each recipe picture as SVG cached for a year', async () => {
    const [result] = (await search('number=1')).results;
    const image = await app.inject({ method: 'GET', url: result!.image });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const stale = await app.inject({ method: 'GET', url: `/images/recipes/${result!.id}-0000000000.svg` });
    expect(stale.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ method: 'GET', url: '/images/recipes/999999-0000000000.svg' })).statusCode).toBe(404);
  });
});
