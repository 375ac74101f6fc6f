import { randomInt } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GeneratePlanQuerySchema,
  GeneratePlanResponseSchema,
  PlanDaySchema,
  ShoppingListRequestSchema,
  ShoppingListSchema,
  SwapMealRequestSchema,
} from '@thrive/contract';
import { loadSolver } from '@thrive/nutrition/meal-plan';
import { generatePlan, shoppingList, swapDayMeal } from './meal-planner.service';

export const mealPlannerRoutes: FastifyPluginAsyncZod = async (app) => {
  // HiGHS is WebAssembly: load it once, before the first request needs it.
  const solver = await loadSolver();

  app.get(
    '/api/mealplanner/generate',
    {
      schema: {
        tags: ['meal planner'],
        querystring: GeneratePlanQuerySchema,
        response: { 200: GeneratePlanResponseSchema },
      },
    },
    async (request) => {
      const pool = await app.recipes.plannerPool(request.query.diet ?? [], request.query.exclude ?? []);
      return generatePlan(solver, request.query, pool, () => randomInt(2 ** 31));
    },
  );

  app.post(
    '/api/mealplanner/swap',
    { schema: { tags: ['meal planner'], body: SwapMealRequestSchema, response: { 200: PlanDaySchema } } },
    async (request) => {
      const pool = await app.recipes.plannerPool(request.body.diet ?? [], request.body.exclude ?? []);
      return swapDayMeal(solver, request.body, pool);
    },
  );

  app.post(
    '/api/mealplanner/shopping-list',
    { schema: { tags: ['meal planner'], body: ShoppingListRequestSchema, response: { 200: ShoppingListSchema } } },
    async (request) => shoppingList(request.body, app.recipes),
  );
};
