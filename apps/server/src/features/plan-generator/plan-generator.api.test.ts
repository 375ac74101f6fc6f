import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { INGREDIENTS_BY_ID, RECIPES } from '@thrive/catalog';
import type { PlanDay } from '@thrive/contract';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';

describe('GET /api/mealplanner/generate', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  async function generate(query: string) {
    const response = await app.inject({ method: 'GET', url: `/api/mealplanner/generate?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  const recipe = (id: number) => RECIPES.find((item) => item.id === id)!;

  function expectWellFormedDay(day: PlanDay, meals: number, target: number) {
    expect(day.meals).toHaveLength(meals);
    const sum = { calories: 0, protein: 0, fat: 0, carbohydrates: 0 };
    for (const meal of day.meals) {
      expect(meal).toMatchObject({ imageType: 'svg', sourceUrl: `/recipe/${meal.id}`, title: recipe(meal.id).title });
      expect(meal.servingMultiplier * 4).toBe(Math.round(meal.servingMultiplier * 4));
      expect(meal.servingMultiplier).toBeGreaterThanOrEqual(0.5);
      expect(meal.servingMultiplier).toBeLessThanOrEqual(2);
      expect(meal.nutrition.calories).toBeCloseTo(recipe(meal.id).perServing.calories * meal.servingMultiplier, 0);
      for (const key of Object.keys(sum) as (keyof typeof sum)[]) sum[key] += meal.nutrition[key];
    }
    for (const key of Object.keys(sum) as (keyof typeof sum)[]) expect(day.nutrients[key]).toBeCloseTo(sum[key], 0);
    expect(Math.abs(day.nutrients.calories - target) / target).toBeLessThan(0.05);
    expect(new Set(day.meals.map((meal) => meal.id)).size).toBe(meals);
  }

  it('plans a day in Spoonacular’s shape, with real servings and true sums', async () => {
    const day = await generate('timeFrame=day&targetCalories=2000&seed=7');
    expectWellFormedDay(day, 3, 2000);
    expect(day.meals.map((meal: { slot: string }) => meal.slot)).toEqual(['breakfast', 'lunch', 'dinner']);
  });

  it('plans a week keyed monday to sunday', async () => {
    const plan = await generate('timeFrame=week&targetCalories=1800&meals=4&diet=vegan&seed=3');
    expect(Object.keys(plan.week)).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ]);
    for (const day of Object.values(plan.week) as PlanDay[]) {
      expectWellFormedDay(day, 4, 1800);
      expect(day.meals[3]!.slot).toBe('snack');
      for (const meal of day.meals) expect(recipe(meal.id).diets).toContain('vegan');
    }
  });

  it('repeats a plan for the same seed and changes it for another', async () => {
    const first = await generate('timeFrame=week&targetCalories=2200&seed=11');
    expect(await generate('timeFrame=week&targetCalories=2200&seed=11')).toEqual(first);
    expect(await generate('timeFrame=week&targetCalories=2200&seed=12')).not.toEqual(first);
  });

  it('keeps every plan inside its diet and each meal in a recipe suited to its slot (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('keto', 'aegean', 'paleo', 'vegan', 'vegetarian'),
        fc.integer({ min: 1200, max: 4000 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 0, max: 2 ** 31 }),
        async (diet, targetCalories, meals, seed) => {
          const day = await generate(`targetCalories=${targetCalories}&meals=${meals}&diet=${diet}&seed=${seed}`);
          expect(day.meals).toHaveLength(meals);
          for (const meal of day.meals as PlanDay['meals']) {
            expect(recipe(meal.id).diets).toContain(diet);
            expect(recipe(meal.id).mealTypes).toContain(meal.slot);
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it('leaves out excluded ingredients', async () => {
    const plan = await generate('timeFrame=week&targetCalories=2000&exclude=chicken,mushroom&seed=5');
    for (const day of Object.values(plan.week) as PlanDay[]) {
      for (const meal of day.meals) {
        const names = recipe(meal.id).ingredients.map((item) =>
          INGREDIENTS_BY_ID.get(item.ingredientId)!.name.toLowerCase(),
        );
        expect(names.some((name) => name.includes('chicken') || name.includes('mushroom'))).toBe(false);
      }
    }
  });

  it('aims at the person’s own macro split, given as carbs, fat and protein percents', async () => {
    const share = (plan: { week: Record<string, PlanDay> }) => {
      const days = Object.values(plan.week);
      const protein = days.reduce((sum, day) => sum + day.nutrients.protein * 4, 0);
      return protein / days.reduce((sum, day) => sum + day.nutrients.calories, 0);
    };
    const usual = await generate('timeFrame=week&targetCalories=2200&seed=21');
    const high = await generate('timeFrame=week&targetCalories=2200&seed=21&carbs=35&fat=30&protein=35');
    // Anything's own split has 20 % protein.
    expect(share(high)).toBeGreaterThan(share(usual) + 0.05);
    for (const query of ['carbs=50&fat=30', 'carbs=50&fat=30&protein=30', 'carbs=x&fat=50&protein=50']) {
      const response = await app.inject({ method: 'GET', url: `/api/mealplanner/generate?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.fields, query).toHaveProperty('carbs');
    }
  });

  it('refuses bad parameters with the product’s messages, naming the field', async () => {
    for (const [query, field, message] of [
      ['targetCalories=100', 'targetCalories', 'Please enter a calorie value between 500 and 5000.'],
      ['targetCalories=6000', 'targetCalories', 'Please enter a calorie value between 500 and 5000.'],
      ['meals=6', 'meals', 'Please select a number of meals between 1 and 5.'],
      ['meals=0', 'meals', 'Please select a number of meals between 1 and 5.'],
      ['timeFrame=month', 'timeFrame', undefined],
      ['diet=carnivore', 'diet', undefined],
    ] as const) {
      const response = await app.inject({ method: 'GET', url: `/api/mealplanner/generate?${query}` });
      expect(response.statusCode, query).toBe(400);
      const fields = response.json().error.fields;
      expect(fields, query).toHaveProperty(field);
      if (message) expect(fields[field]).toBe(message);
    }
  });
});

describe('POST /api/mealplanner/swap and /shopping-list', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('swaps one meal for another of its slot, keeping the rest and the target', async () => {
    const day = (
      await app.inject({ url: '/api/mealplanner/generate?targetCalories=2000&meals=3&diet=paleo&seed=9' })
    ).json();
    const meals = day.meals.map((meal: { id: number; slot: string; servingMultiplier: number }) => ({
      id: meal.id,
      slot: meal.slot,
      servingMultiplier: meal.servingMultiplier,
    }));
    const response = await app.inject({
      method: 'POST',
      url: '/api/mealplanner/swap',
      payload: { targetCalories: 2000, diet: 'paleo', seed: 1, meals, mealIndex: 1 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const swapped = response.json();
    expect(swapped.meals[0]).toMatchObject(day.meals[0]);
    expect(swapped.meals[2]).toMatchObject(day.meals[2]);
    expect(swapped.meals[1].id).not.toBe(day.meals[1].id);
    expect(swapped.meals[1].slot).toBe('lunch');
    expect(RECIPES.find((item) => item.id === swapped.meals[1].id)!.diets).toContain('paleo');
    expect(Math.abs(swapped.nutrients.calories - 2000) / 2000).toBeLessThan(0.1);

    const bad = await app.inject({
      method: 'POST',
      url: '/api/mealplanner/swap',
      payload: { targetCalories: 2000, seed: 1, meals, mealIndex: 1.5 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('mealIndex');
  });

  it('sums a plan’s ingredients by food group, in grams and kitchen units', async () => {
    const first = RECIPES[0]!;
    const response = await app.inject({
      method: 'POST',
      url: '/api/mealplanner/shopping-list',
      payload: {
        meals: [
          { id: first.id, servingMultiplier: 2 },
          { id: first.id, servingMultiplier: 1 },
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
      url: '/api/mealplanner/shopping-list',
      payload: { meals: [{ id: 999999, servingMultiplier: 1 }] },
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
    ].map((recipe) => ({ id: recipe.id, servingMultiplier: 2 }));

    const list = async (units?: string): Promise<Item[]> => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/mealplanner/shopping-list',
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
        url: '/api/mealplanner/shopping-list',
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
      url: '/api/mealplanner/shopping-list',
      payload: { meals: [withWater, withPinch].map((recipe) => ({ id: recipe.id, servingMultiplier: 1 })) },
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
    const list = (servingMultiplier: number) =>
      app.inject({
        method: 'POST',
        url: '/api/mealplanner/shopping-list',
        payload: { meals: [{ id: first.id, servingMultiplier }] },
      });
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
