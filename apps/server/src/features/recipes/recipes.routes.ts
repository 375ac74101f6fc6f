import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recipeInformationRoute, recipeNutritionRoute, searchRecipesRoute } from '@thrive/contract';
import { endpoint } from '../../lib/api-routes';
import { NotFoundError } from '../../lib/http-errors';

const NOT_FOUND = 'Recipe not found.';

export const recipeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint(app, searchRecipesRoute),
    handler: async (request) => app.recipes.search(request.query),
  });

  app.route({
    ...endpoint(app, recipeInformationRoute),
    handler: async (request) => {
      const information = await app.recipes.information(request.params.id);
      if (!information) throw new NotFoundError(NOT_FOUND);
      return information;
    },
  });

  app.route({
    ...endpoint(app, recipeNutritionRoute),
    handler: async (request) => {
      const nutrition = await app.recipes.nutrition(request.params.id);
      if (!nutrition) throw new NotFoundError(NOT_FOUND);
      return nutrition;
    },
  });
};
