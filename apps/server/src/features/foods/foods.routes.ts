import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  foodNotFoundMessage,
  foodSourcesRoute,
  getFoodRoute,
  joinExclusions,
  searchFoodsRoute,
} from '@thrive/contract';
import { sessionUser } from '../../auth/require-user';
import { endpoint } from '../../lib/api-routes';
import { NotFoundError } from '../../lib/http-errors';

/** The USDA foods the diary logs (docs/product.md, "Food diary"). */
export const foodRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint(app, searchFoodsRoute),
    handler: async (request) => {
      const { q, limit, intolerances, excludeIngredients } = request.query;
      const user = await sessionUser(app, request);
      const own = user ? (await app.targetsOf(user.id)).exclusions : undefined;
      const exclusions = joinExclusions(own, intolerances, { allergens: [], words: excludeIngredients ?? [] });
      return app.foods.search(q, exclusions, limit);
    },
  });

  app.route({
    ...endpoint(app, getFoodRoute),
    handler: async (request) => {
      const food = await app.foods.food(request.params.id);
      if (!food) throw new NotFoundError(foodNotFoundMessage(request.params.id, app.foods.barcodes));
      return food;
    },
  });

  app.route({
    ...endpoint(app, foodSourcesRoute),
    handler: async () => ({ barcodes: app.foods.barcodes }),
  });
};
