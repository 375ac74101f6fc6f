import { randomInt } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  joinExclusions,
  generatePlanRoute,
  swapMealRoute,
  type GeneratePlanQuery,
  type SwapMealBody,
} from '@thrive/contract';
import { sessionUser } from '../../auth/require-user';
import { endpoint } from '../../lib/api-routes';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import {
  spoonacularGeneratePlanRoute,
  spoonacularSwapMealRoute,
} from '../../providers/recipes/spoonacular-meal-plan-routes';
import {
  fromSpoonacularSwap,
  toSpoonacularDay,
  toSpoonacularPlan,
} from '../../providers/recipes/spoonacular-meal-plan';
import { PlanWorkers, type PlanWorkerLimits } from './plan-workers';

/**
 * Generated plans (docs/product.md, "AI meal plan"): `/api/ai-meal-plan/*` in our model, and the same plans in
 * Spoonacular's meal-planner shape at `/api/mealplanner/*` for clients that speak it (docs/decisions/0028).
 */
export const aiMealPlanRoutes: FastifyPluginAsyncZod<{ workers?: PlanWorkerLimits | undefined }> = async (
  app,
  options,
) => {
  const workers = new PlanWorkers(options.workers);
  app.addHook('onClose', () => workers.close());
  // Solving costs real CPU: anonymous clients get a per-address budget, shared by every planning route,
  // signed-in users the queue's bound.
  const solving = {
    rateLimit: {
      ...RATE_LIMITS.planGeneration,
      allowList: async (request: Parameters<typeof sessionUser>[1]) => Boolean(await sessionUser(app, request)),
    },
  };

  async function generate(query: GeneratePlanQuery) {
    const { diet, intolerances, exclude } = query;
    const pool = await app.recipes.plannerPool(
      diet ?? [],
      joinExclusions(intolerances, { allergens: [], words: exclude ?? [] }),
    );
    return { pool, plan: await workers.generate({ ...query, seed: query.seed ?? randomInt(2 ** 31) }, pool) };
  }

  async function swap(body: SwapMealBody) {
    const { diet, allergens, exclude } = body;
    const pool = await app.recipes.plannerPool(diet ?? [], { allergens: allergens ?? [], words: exclude ?? [] });
    return { pool, day: await workers.swap(body, pool) };
  }

  app.route({
    ...endpoint(app, generatePlanRoute),
    config: solving,
    handler: async (request) => (await generate(request.query)).plan,
  });

  app.route({
    ...endpoint(app, swapMealRoute),
    config: solving,
    handler: async (request) => (await swap(request.body)).day,
  });

  app.route({
    ...endpoint(app, spoonacularGeneratePlanRoute),
    config: solving,
    handler: async (request) => {
      const { pool, plan } = await generate(request.query);
      return toSpoonacularPlan(plan, request.query.timeFrame, pool);
    },
  });

  app.route({
    ...endpoint(app, spoonacularSwapMealRoute),
    config: solving,
    handler: async (request) => {
      const { pool, day } = await swap(fromSpoonacularSwap(request.body));
      return toSpoonacularDay(day, pool);
    },
  });
};
