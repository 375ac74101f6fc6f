import { randomInt } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  joinExclusions,
  GeneratePlanQuerySchema,
  GeneratePlanResponseSchema,
  PlanDaySchema,
  ShoppingListRequestSchema,
  ShoppingListSchema,
  SwapMealRequestSchema,
} from '@thrive/contract';
import { sessionUser } from '../../auth/require-user';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { shoppingList } from './shopping-list';
import { PlanWorkers, type PlanWorkerLimits } from './plan-workers';

export const planGeneratorRoutes: FastifyPluginAsyncZod<{ workers?: PlanWorkerLimits | undefined }> = async (
  app,
  options,
) => {
  const workers = new PlanWorkers(options.workers);
  app.addHook('onClose', () => workers.close());
  // Solving costs real CPU: anonymous clients get a per-address budget, signed-in users the queue's bound.
  const solving = {
    rateLimit: {
      ...RATE_LIMITS.planGeneration,
      allowList: async (request: Parameters<typeof sessionUser>[1]) => Boolean(await sessionUser(app, request)),
    },
  };

  app.get(
    '/api/mealplanner/generate',
    {
      config: solving,
      schema: {
        tags: ['meal planner'],
        querystring: GeneratePlanQuerySchema,
        response: { 200: GeneratePlanResponseSchema },
      },
    },
    async (request) => {
      const { diet, intolerances, exclude } = request.query;
      const pool = await app.recipes.plannerPool(
        diet ?? [],
        joinExclusions(intolerances, { allergens: [], words: exclude ?? [] }),
      );
      return workers.generate({ ...request.query, seed: request.query.seed ?? randomInt(2 ** 31) }, pool);
    },
  );

  app.post(
    '/api/mealplanner/swap',
    {
      config: solving,
      schema: { tags: ['meal planner'], body: SwapMealRequestSchema, response: { 200: PlanDaySchema } },
    },
    async (request) => {
      const { diet, allergens, exclude } = request.body;
      const pool = await app.recipes.plannerPool(diet ?? [], { allergens: allergens ?? [], words: exclude ?? [] });
      return workers.swap(request.body, pool);
    },
  );

  app.post(
    '/api/mealplanner/shopping-list',
    { schema: { tags: ['meal planner'], body: ShoppingListRequestSchema, response: { 200: ShoppingListSchema } } },
    async (request) => shoppingList(request.body, app.recipes),
  );
};
