import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ComplexSearchQuerySchema,
  ComplexSearchResponseSchema,
  NutritionWidgetSchema,
  RecipeIdParamsSchema,
  RecipeInformationSchema,
} from '@thrive/contract';
import { NotFoundError } from '../../lib/http-errors';

const NOT_FOUND = 'Recipe not found.';

export const recipeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/recipes/complexSearch',
    {
      schema: {
        tags: ['recipes'],
        querystring: ComplexSearchQuerySchema,
        response: { 200: ComplexSearchResponseSchema },
      },
    },
    async (request) => app.recipes.search(request.query),
  );

  app.get(
    '/api/recipes/:id/information',
    { schema: { tags: ['recipes'], params: RecipeIdParamsSchema, response: { 200: RecipeInformationSchema } } },
    async (request) => {
      const information = await app.recipes.information(request.params.id);
      if (!information) throw new NotFoundError(NOT_FOUND);
      return information;
    },
  );

  app.get(
    '/api/recipes/:id/nutritionWidget.json',
    { schema: { tags: ['recipes'], params: RecipeIdParamsSchema, response: { 200: NutritionWidgetSchema } } },
    async (request) => {
      const nutrition = await app.recipes.nutrition(request.params.id);
      if (!nutrition) throw new NotFoundError(NOT_FOUND);
      return nutrition;
    },
  );
};
