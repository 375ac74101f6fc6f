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
import { catalogRecipeProvider } from '../../providers/recipes/catalog-recipe-provider';
import { generatePlan, shoppingList, swapDayMeal } from './meal-planner.service';

export const mealPlannerRoutes: FastifyPluginAsyncZod = async (app) => {
  // HiGHS is WebAssembly: load it once, before the first request needs it.
  const solver = await loadSolver();
  const images = catalogRecipeProvider().images;
  const imageUrl = (id: number) => images.get(id)?.url ?? '/recipe-fallback.svg';

  app.get(
    '/api/mealplanner/generate',
    {
      schema: {
        tags: ['meal planner'],
        querystring: GeneratePlanQuerySchema,
        response: { 200: GeneratePlanResponseSchema },
      },
    },
    async (request) => generatePlan(solver, request.query, imageUrl, () => randomInt(2 ** 31)),
  );

  app.post(
    '/api/mealplanner/swap',
    { schema: { tags: ['meal planner'], body: SwapMealRequestSchema, response: { 200: PlanDaySchema } } },
    async (request) => swapDayMeal(solver, request.body, imageUrl),
  );

  app.post(
    '/api/mealplanner/shopping-list',
    { schema: { tags: ['meal planner'], body: ShoppingListRequestSchema, response: { 200: ShoppingListSchema } } },
    async (request) => shoppingList(request.body),
  );
};
