import { randomInt } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { joinExclusions, generatePlanRoute, shoppingListRoute, swapMealRoute } from '@thrive/contract';
import { sessionUser } from '../../auth/require-user';
import { endpoint } from '../../lib/api-routes';
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

  app.route({
    ...endpoint(app, generatePlanRoute),
    config: solving,
    handler: async (request) => {
      const { diet, intolerances, exclude } = request.query;
      const pool = await app.recipes.plannerPool(
        diet ?? [],
        joinExclusions(intolerances, { allergens: [], words: exclude ?? [] }),
      );
      return workers.generate({ ...request.query, seed: request.query.seed ?? randomInt(2 ** 31) }, pool);
    },
  });

  app.route({
    ...endpoint(app, swapMealRoute),
    config: solving,
    handler: async (request) => {
      const { diet, allergens, exclude } = request.body;
      const pool = await app.recipes.plannerPool(diet ?? [], { allergens: allergens ?? [], words: exclude ?? [] });
      return workers.swap(request.body, pool);
    },
  });

  app.route({
    ...endpoint(app, shoppingListRoute),
    handler: async (request) => shoppingList(request.body, app.recipes),
  });
};
