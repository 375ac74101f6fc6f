import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shoppingListRoute } from '@thrive/contract';
import { endpoint } from '../../lib/api-routes';
import { spoonacularShoppingListRoute } from '../../providers/recipes/spoonacular-meal-plan-routes';
import { fromSpoonacularShopping } from '../../providers/recipes/spoonacular-meal-plan';
import { shoppingList } from './shopping-list';

/**
 * What to buy for a plan, for both planners and the dashboard (docs/product.md, "Shopping list"), and the same
 * list at Spoonacular's meal-planner address for clients that speak it (docs/decisions/0028).
 */
export const shoppingListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint(app, shoppingListRoute),
    handler: async (request) => shoppingList(request.body, app.recipes),
  });

  app.route({
    ...endpoint(app, spoonacularShoppingListRoute),
    handler: async (request) => shoppingList(fromSpoonacularShopping(request.body), app.recipes),
  });
};
