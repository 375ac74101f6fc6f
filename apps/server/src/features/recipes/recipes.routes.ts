import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getRecipeRoute, RECIPE_MESSAGES, searchRecipesRoute } from '@thrive/contract';
import { endpoint } from '../../lib/api-routes';
import { NotFoundError } from '../../lib/http-errors';
import { spoonacularRoutes } from '../../providers/recipes/spoonacular-compatibility';

export const recipeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint(app, searchRecipesRoute),
    // A result's nutrition is what a meal's card and a plan count (docs/product.md, "Custom meal planner").
    handler: async (request) => app.recipes.search(request.query, { withNutrition: true }),
  });

  app.route({
    ...endpoint(app, getRecipeRoute),
    handler: async (request) => {
      const recipe = await app.recipes.recipe(request.params.id);
      if (!recipe) throw new NotFoundError(RECIPE_MESSAGES.notFound);
      return recipe;
    },
  });

  // Spoonacular's shapes of the same recipes, for clients that speak them (docs/decisions/0028).
  await app.register(spoonacularRoutes);
};
