import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { generateMealPlan, MAX_PER_WEEK } from './generate-plan';
import { slotsFor, type MealSlot, type PlannerRecipe } from './plan-types';
import { loadSolver, type Solver } from './solver';
import { DIETS } from '../diets';

/** A synthetic catalog: enough recipes of every meal type, with plausible nutrition. */
const recipeArbitrary = (id: number) =>
  fc
    .record({
      mealTypes: fc.subarray<MealSlot>(['breakfast', 'lunch', 'dinner', 'snack'], { minLength: 1 }),
      protein: fc.integer({ min: 5, max: 50 }),
      carbs: fc.integer({ min: 2, max: 90 }),
      fat: fc.integer({ min: 2, max: 45 }),
    })
    .map(({ mealTypes, protein, carbs, fat }): PlannerRecipe => ({
      id,
      mealTypes,
      perServing: { protein, carbs, fat, calories: protein * 4 + carbs * 4 + fat * 9 },
    }));

const catalogArbitrary = fc
  .integer({ min: 40, max: 60 })
  .chain((size) => fc.tuple(...Array.from({ length: size }, (_, index) => recipeArbitrary(index + 1))))
  .filter((recipes) =>
    (['breakfast', 'lunch', 'dinner', 'snack'] as const).every(
      (slot) => recipes.filter((recipe) => recipe.mealTypes.includes(slot)).length >= 8,
    ),
  );

/** The Node APIs the busy-machine test needs, typed here: this package is checked without Node's types. */
interface NodeApis {
  availableParallelism(): number;
  Worker: new (
    code: string,
    options: { eval: true },
  ) => { once(event: 'message', listener: () => void): unknown; terminate(): Promise<number> };
}

/** Threads that spin until terminated, one per core, so the planner competes for the CPU. */
async function busyThreads() {
  const load = (name: string): Promise<unknown> => import(/* @vite-ignore */ name);
  const { Worker } = (await load('node:worker_threads')) as NodeApis;
  const { availableParallelism } = (await load('node:os')) as NodeApis;
  const spin = "require('node:worker_threads').parentPort.postMessage('spinning'); for (;;);";
  const workers = Array.from({ length: availableParallelism() }, () => new Worker(spin, { eval: true }));
  await Promise.all(workers.map((worker) => new Promise<void>((resolve) => worker.once('message', resolve))));
  return workers;
}

describe('generateMealPlan', () => {
  let solver: Solver;
  beforeAll(async () => {
    solver = await loadSolver();
  });

  it('fills every slot with a suitable recipe, in bounds, with variety, the same for the same seed', () => {
    fc.assert(
      fc.property(
        catalogArbitrary,
        fc.integer({ min: 1200, max: 3000 }),
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom(...DIETS),
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 0, max: 2 ** 31 }),
        // Both day planners: HiGHS, and the balanced days being tuned to replace it.
        fc.boolean(),
        (recipes, targetCalories, mealsPerDay, diet, days, seed, balanced) => {
          const request = { targetCalories, mealsPerDay, diet, days, seed, recipes, balanced };
          const plan = generateMealPlan(solver, request);
          const byId = new Map(recipes.map((recipe) => [recipe.id, recipe]));
          const slots = slotsFor(mealsPerDay);
          const weekly = new Map<number, number>();
          expect(plan.days).toHaveLength(days);
          plan.days.forEach((day, dayIndex) => {
            expect(day.meals.map((meal) => meal.slot)).toEqual(slots);
            expect(new Set(day.meals.map((meal) => meal.recipeId)).size).toBe(day.meals.length);
            day.meals.forEach((meal, mealIndex) => {
              expect(byId.get(meal.recipeId)?.mealTypes).toContain(meal.slot);
              expect(meal.servings * 4).toBe(Math.round(meal.servings * 4));
              expect(meal.servings).toBeGreaterThanOrEqual(0.5);
              expect(meal.servings).toBeLessThanOrEqual(2);
              if (dayIndex > 0) expect(plan.days[dayIndex - 1]!.meals[mealIndex]!.recipeId).not.toBe(meal.recipeId);
              weekly.set(meal.recipeId, (weekly.get(meal.recipeId) ?? 0) + 1);
            });
            const sum = day.meals.reduce((total, meal) => total + meal.nutrition.calories, 0);
            expect(day.nutrition.calories).toBeCloseTo(sum, 6);
          });
          for (const uses of weekly.values()) expect(uses).toBeLessThanOrEqual(MAX_PER_WEEK);
          expect(generateMealPlan(solver, request)).toEqual(plan);
        },
      ),
      { numRuns: 16 },
    );
  }, 60_000);

  it('gives a seed the same plan while other threads keep every core busy', async () => {
    const [recipes] = fc.sample(catalogArbitrary, { seed: 9, numRuns: 1 });
    const request = {
      targetCalories: 2400,
      mealsPerDay: 5,
      diet: 'Keto' as const,
      days: 7,
      seed: 1234,
      recipes: recipes!,
    };
    const calm = generateMealPlan(solver, request);
    const workers = await busyThreads();
    try {
      expect(generateMealPlan(solver, request)).toEqual(calm);
    } finally {
      await Promise.all(workers.map((worker) => worker.terminate()));
    }
  }, 60_000);
});
