import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { INGREDIENTS_BY_ID, RECIPES } from '@thrive/catalog';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { planQueries } from '../../test/plan-queries';
import { expectFieldRefused } from '../../test/expect-responses';
import type { SpoonacularDay as PlanDay } from './spoonacular-meal-plan-routes';

describe('Spoonacular’s meal planner: GET /api/mealplanner/generate', () => {
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

  it('is the plan /api/ai-meal-plan/generate gives for the same query, in Spoonacular’s words', async () => {
    const query = 'timeFrame=week&targetCalories=2100&meals=4&seed=17';
    const spoonacular = await generate(query);
    const ours = (await app.inject({ url: `/api/ai-meal-plan/generate?${query}` })).json();
    expect(spoonacular.seed).toBe(ours.seed);
    Object.values(spoonacular.week as Record<string, PlanDay>).forEach((day, index) => {
      const { calories, protein, carbs, fat } = ours.days[index].nutrition;
      expect(day.nutrients).toEqual({ calories, protein, fat, carbohydrates: carbs });
      expect(
        day.meals.map(({ id, slot, servingMultiplier, readyInMinutes, image }) => ({
          id,
          slot,
          servingMultiplier,
          readyInMinutes,
          image,
        })),
      ).toEqual(
        ours.days[index].meals.map(
          (meal: { recipeId: number; slot: string; servings: number; readyInMinutes: number; image: string }) => ({
            id: meal.recipeId,
            slot: meal.slot,
            servingMultiplier: meal.servings,
            readyInMinutes: meal.readyInMinutes,
            image: meal.image,
          }),
        ),
      );
      for (const meal of day.meals) expect(meal.servings).toBe(recipe(meal.id).servings);
    });
  });

  it('repeats a plan for the same seed and changes it for another', async () => {
    const first = await generate('timeFrame=week&targetCalories=2200&seed=11');
    expect(await generate('timeFrame=week&targetCalories=2200&seed=11')).toEqual(first);
    expect(await generate('timeFrame=week&targetCalories=2200&seed=12')).not.toEqual(first);
  });

  it('keeps every plan inside its diet and each meal in a recipe suited to its slot (property)', async () => {
    await fc.assert(
      fc.asyncProperty(planQueries, async ({ diet, meals, query }) => {
        const day = await generate(query);
        expect(day.meals).toHaveLength(meals);
        for (const meal of day.meals as PlanDay['meals']) {
          expect(recipe(meal.id).diets).toContain(diet);
          expect(recipe(meal.id).mealTypes).toContain(meal.slot);
        }
      }),
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

  // Both generate endpoints read one query: each refuses what the other does.
  it.each(['/api/mealplanner/generate', '/api/ai-meal-plan/generate'])(
    '%s refuses bad parameters with the product’s messages, naming the field',
    async (path) => {
      for (const [query, field, message] of [
        ['targetCalories=100', 'targetCalories', 'Please enter a calorie value between 500 and 5000.'],
        ['targetCalories=6000', 'targetCalories', 'Please enter a calorie value between 500 and 5000.'],
        ['meals=6', 'meals', 'Please select a number of meals between 1 and 5.'],
        ['meals=0', 'meals', 'Please select a number of meals between 1 and 5.'],
        ['timeFrame=month', 'timeFrame', undefined],
        ['diet=carnivore', 'diet', undefined],
      ] as const) {
        const response = await app.inject({ method: 'GET', url: `${path}?${query}` });
        expect(response.statusCode, query).toBe(400);
        const fields = response.json().error.fields;
        expect(fields, query).toHaveProperty(field);
        if (message) expect(fields[field]).toBe(message);
      }
    },
  );
});

describe('Spoonacular’s meal planner: POST /api/mealplanner/swap', () => {
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

    const payload = { targetCalories: 2000, seed: 1, meals, mealIndex: 1.5 };
    expectFieldRefused(await app.inject({ method: 'POST', url: '/api/mealplanner/swap', payload }), 'mealIndex');
  });
});

describe('Spoonacular’s meal planner: POST /api/mealplanner/shopping-list', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });
  const [first, second] = RECIPES;

  it.each([
    [
      [
        { id: first!.id, servingMultiplier: 2 },
        { id: first!.id, servingMultiplier: 1 },
      ],
      undefined,
    ],
    [[{ id: second!.id, servingMultiplier: 0.25 }], 'us'],
    [
      [
        { id: first!.id, servingMultiplier: 20 },
        { id: second!.id, servingMultiplier: 1.1 },
      ],
      'metric',
    ],
  ])('lists what /api/shopping-list lists for the same recipes by id and multiplier (%#)', async (meals, units) => {
    const spoonacular = await post('/api/mealplanner/shopping-list', { meals, ...(units ? { units } : {}) });
    expect(spoonacular.statusCode, spoonacular.body).toBe(200);
    const ours = await post('/api/shopping-list', {
      meals: meals.map(({ id, servingMultiplier }) => ({ recipeId: id, servings: servingMultiplier })),
      ...(units ? { units } : {}),
    });
    expect(spoonacular.json()).toEqual(ours.json());
  });

  it('refuses an unknown recipe, unknown units and servings outside a quarter to twenty', async () => {
    const meal = (servingMultiplier: number) => [{ id: first!.id, servingMultiplier }];
    expect(
      (await post('/api/mealplanner/shopping-list', { meals: [{ id: 999999, servingMultiplier: 1 }] })).statusCode,
    ).toBe(400);
    const units = await post('/api/mealplanner/shopping-list', { meals: meal(1), units: 'imperial' });
    expect(units.statusCode).toBe(400);
    expect(units.json().error.fields).toHaveProperty('units');
    for (const servings of [0, 0.2, 20.25]) {
      expect((await post('/api/mealplanner/shopping-list', { meals: meal(servings) })).statusCode).toBe(400);
    }
  });
});
