import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INGREDIENTS_BY_ID, RECIPES } from '@thrive/catalog';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';

describe('POST /api/shopping-list', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('sums a plan’s ingredients by food group, in grams and kitchen units', async () => {
    const first = RECIPES[0]!;
    const response = await app.inject({
      method: 'POST',
      url: '/api/shopping-list',
      payload: {
        meals: [
          { recipeId: first.id, servings: 2 },
          { recipeId: first.id, servings: 1 },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json().groups.flatMap((group: { items: unknown[] }) => group.items);
    const line = first.ingredients[0]!;
    const item = items.find((entry: { ingredientId: string }) => entry.ingredientId === line.ingredientId);
    expect(item.grams).toBe(Math.round((line.grams / first.servings) * 3));
    expect(item.amount).toMatch(/^\S/);
    const missing = await app.inject({
      method: 'POST',
      url: '/api/shopping-list',
      payload: { meals: [{ recipeId: 999999, servings: 1 }] },
    });
    expect(missing.statusCode).toBe(400);
  });

  describe('in metric or US units', () => {
    type Item = { ingredientId: string; name: string; amount: string; grams?: number };
    const group = (id: string) => INGREDIENTS_BY_ID.get(id)?.group;
    const having = (test: (id: string) => boolean) =>
      RECIPES.find((recipe) => recipe.ingredients.some((line) => test(line.ingredientId)))!;
    // Eggs, meat, a liquid and a food measured in spoons or cups.
    const meals = [
      having((id) => id === 'egg'),
      having((id) => group(id) === 'meat'),
      having((id) => id === 'olive-oil'),
      having((id) => id === 'oats-rolled'),
    ].map((recipe) => ({ recipeId: recipe.id, servings: 2 }));

    const list = async (units?: string): Promise<Item[]> => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/shopping-list',
        payload: { meals, ...(units ? { units } : {}) },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().groups.flatMap((entry: { items: Item[] }) => entry.items);
    };

    it('counts, weighs and measures the same sums in either system, metric unless asked', async () => {
      const [metric, us, unasked] = [await list('metric'), await list('us'), await list()];
      expect(unasked).toEqual(metric);
      expect(us.map(({ ingredientId, grams }) => ({ ingredientId, grams }))).toEqual(
        metric.map(({ ingredientId, grams }) => ({ ingredientId, grams })),
      );
      const find = (items: Item[], id: string) => items.find((item) => item.ingredientId === id)!;
      expect(find(metric, 'egg').amount).toMatch(/^[1-9]\d* eggs?$/);
      expect(find(us, 'egg').amount).toBe(find(metric, 'egg').amount);
      for (const item of metric.filter((entry) => group(entry.ingredientId) === 'meat')) {
        expect(item.amount).toMatch(/^\d+(\.\d+)? (g|kg)$/);
        expect(find(us, item.ingredientId).amount).toMatch(/^(\d*[¼½¾]? oz|\d+ lb( \d+ oz)?)$/);
      }
      expect(find(metric, 'olive-oil').amount).toMatch(/^(\d*[¼½¾]? (tsp|tbsp)|\d+ ml|\d+(\.\d+)? L)$/);
      expect(find(us, 'olive-oil').amount).toMatch(/^(\d*[¼½¾]? (tsp|tbsp|cups?)|\d+ fl oz)$/);
      expect(find(metric, 'oats-rolled').amount).toMatch(/^(\d*[¼½¾]? (tsp|tbsp|cups?)|\d+ g)$/);
      expect(find(us, 'oats-rolled').amount).toMatch(/^(\d*[¼½¾]? (tsp|tbsp|cups?)|\d+ oz|\d+ lb( \d+ oz)?)$/);
      for (const item of metric) expect(item.amount, item.name).not.toMatch(/\d (oz|lb|fl oz)$/);
      for (const item of us) expect(item.amount, item.name).not.toMatch(/\d (g|kg|ml|L)$/);
    });

    it('refuses units it does not know', async () => {
      const refused = await app.inject({
        method: 'POST',
        url: '/api/shopping-list',
        payload: { meals, units: 'imperial' },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toHaveProperty('units');
    });
  });

  it('leaves tap water off the list and gives a pinch by its amount alone', async () => {
    const withWater = RECIPES.find((recipe) => recipe.ingredients.some((line) => line.ingredientId === 'water'))!;
    const withPinch = RECIPES.find((recipe) =>
      recipe.ingredients.some((line) => line.ingredientId === 'salt' && line.grams / recipe.servings < 0.5),
    )!;
    const response = await app.inject({
      method: 'POST',
      url: '/api/shopping-list',
      payload: { meals: [withWater, withPinch].map((recipe) => ({ recipeId: recipe.id, servings: 1 })) },
    });
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json().groups.flatMap((group: { items: { ingredientId: string }[] }) => group.items);
    expect(items.map((item: { ingredientId: string }) => item.ingredientId)).not.toContain('water');
    for (const item of items) {
      expect(item).not.toMatchObject({ grams: 0 });
      expect(item.amount).toMatch(/^\S/);
    }
    const salt = [withWater, withPinch]
      .flatMap((recipe) => recipe.ingredients.map((line) => ({ line, servings: recipe.servings })))
      .filter(({ line }) => line.ingredientId === 'salt')
      .reduce((sum, { line, servings }) => sum + line.grams / servings, 0);
    const saltItem = items.find((item: { ingredientId: string }) => item.ingredientId === 'salt');
    expect(saltItem.amount).toMatch(/^(a pinch|\d*[¼½¾]? tsp)$/);
    expect(saltItem.grams).toBe(salt < 0.5 ? undefined : Math.round(salt));
  });

  it('takes the servings a plan item may hold, from a quarter to twenty', async () => {
    const first = RECIPES[0]!;
    const list = (servings: number) =>
      app.inject({ method: 'POST', url: '/api/shopping-list', payload: { meals: [{ recipeId: first.id, servings }] } });
    const line = first.ingredients[0]!;
    for (const servings of [0.25, 1.1, 6, 20]) {
      const response = await list(servings);
      expect(response.statusCode, response.body).toBe(200);
      const items = response.json().groups.flatMap((group: { items: unknown[] }) => group.items);
      const item = items.find((entry: { ingredientId: string }) => entry.ingredientId === line.ingredientId);
      expect(item.grams).toBe(Math.round((line.grams / first.servings) * servings));
    }
    for (const servings of [0, 0.2, 20.25]) {
      const refused = await list(servings);
      expect(refused.statusCode).toBe(400);
    }
  });
});
