import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { INGREDIENTS_BY_ID, RECIPES } from '@thrive/catalog';
import { GeneratedPlanSchema, PlanDaySchema, type PlanDay } from '@thrive/contract';
import { portionNutrition, sumNutrition } from '@thrive/nutrition';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { planQueries } from '../../test/plan-queries';
import { expectFieldRefused } from '../../test/expect-responses';

const recipe = (id: number) => RECIPES.find((item) => item.id === id)!;

describe('GET /api/ai-meal-plan/generate and POST /api/ai-meal-plan/swap', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  async function generate(query: string) {
    const response = await app.inject({ method: 'GET', url: `/api/ai-meal-plan/generate?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return GeneratedPlanSchema.parse(response.json());
  }

  function expectWellFormedDay(day: PlanDay, meals: number, target: number) {
    expect(day.meals).toHaveLength(meals);
    for (const meal of day.meals) {
      const { title, perServing, readyInMinutes } = recipe(meal.recipeId);
      const { calories, protein, carbs, fat } = perServing;
      expect(meal).toMatchObject({ name: title, readyInMinutes, calories, protein, carbs, fat });
      expect(meal.servings * 4).toBe(Math.round(meal.servings * 4));
      expect(meal.servings).toBeGreaterThanOrEqual(0.5);
      expect(meal.servings).toBeLessThanOrEqual(2);
    }
    const sum = sumNutrition(day.meals.map(portionNutrition));
    for (const key of ['calories', 'protein', 'carbs', 'fat'] as const) {
      expect(day.nutrition[key]).toBeCloseTo(sum[key], 0);
    }
    expect(Math.abs(day.nutrition.calories - target) / target).toBeLessThan(0.05);
    expect(new Set(day.meals.map((meal) => meal.recipeId)).size).toBe(meals);
  }

  it('plans one day of planned meals, each one serving’s nutrition at its servings, with true sums', async () => {
    const plan = await generate('timeFrame=day&targetCalories=2000&seed=7');
    expect(plan.seed).toBe(7);
    expect(plan.days).toHaveLength(1);
    expectWellFormedDay(plan.days[0]!, 3, 2000);
    expect(plan.days[0]!.meals.map((meal) => meal.slot)).toEqual(['breakfast', 'lunch', 'dinner']);
  });

  it('plans a week as seven days from Monday, inside the diet, the same for the same seed', async () => {
    const plan = await generate('timeFrame=week&targetCalories=1800&meals=4&diet=vegan&seed=3');
    expect(plan.days).toHaveLength(7);
    for (const day of plan.days) {
      expectWellFormedDay(day, 4, 1800);
      expect(day.meals[3]!.slot).toBe('snack');
      for (const meal of day.meals) expect(recipe(meal.recipeId).diets).toContain('vegan');
    }
    expect(await generate('timeFrame=week&targetCalories=1800&meals=4&diet=vegan&seed=3')).toEqual(plan);
    expect(await generate('timeFrame=week&targetCalories=1800&meals=4&diet=vegan&seed=4')).not.toEqual(plan);
  });

  it('keeps each meal in a recipe suited to its slot and diet, leaving out excluded words (property)', async () => {
    await fc.assert(
      fc.asyncProperty(planQueries, async ({ diet, meals, query }) => {
        const plan = await generate(query);
        expect(plan.days[0]!.meals).toHaveLength(meals);
        for (const meal of plan.days[0]!.meals) {
          expect(recipe(meal.recipeId).diets).toContain(diet);
          expect(recipe(meal.recipeId).mealTypes).toContain(meal.slot);
        }
      }),
      { numRuns: 10 },
    );
    const plan = await generate('timeFrame=week&targetCalories=2000&exclude=chicken,mushroom&seed=5');
    for (const meal of plan.days.flatMap((day) => day.meals)) {
      const names = recipe(meal.recipeId).ingredients.map((item) => INGREDIENTS_BY_ID.get(item.ingredientId)!.name);
      expect(names.some((name) => /chicken|mushroom/i.test(name))).toBe(false);
    }
  });

  it('responds with the day in our model, one meal replaced by another of its slot, the rest kept', async () => {
    const generated = await app.inject({
      url: '/api/ai-meal-plan/generate?targetCalories=2000&meals=3&diet=paleo&seed=9',
    });
    const [day] = GeneratedPlanSchema.parse(generated.json()).days;
    const meals = day!.meals.map(({ recipeId, slot, servings }) => ({ recipeId, slot, servings }));
    const response = await app.inject({
      method: 'POST',
      url: '/api/ai-meal-plan/swap',
      payload: { targetCalories: 2000, diet: 'paleo', seed: 1, meals, mealIndex: 1 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const swapped = PlanDaySchema.parse(response.json());
    expect(swapped.meals[0]).toEqual(day!.meals[0]);
    expect(swapped.meals[2]).toEqual(day!.meals[2]);
    expect(swapped.meals[1]!.recipeId).not.toBe(day!.meals[1]!.recipeId);
    expect(swapped.meals[1]!.slot).toBe('lunch');
    expect(recipe(swapped.meals[1]!.recipeId).diets).toContain('paleo');
    expect(Math.abs(swapped.nutrition.calories - 2000) / 2000).toBeLessThan(0.1);

    const payload = { targetCalories: 2000, seed: 1, meals, mealIndex: 1.5 };
    expectFieldRefused(await app.inject({ method: 'POST', url: '/api/ai-meal-plan/swap', payload }), 'mealIndex');
  });
});
