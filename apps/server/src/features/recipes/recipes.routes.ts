import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

const ImageParamsSchema = z.object({
  file: z.string().regex(/^\d+-[0-9a-f]+\.svg$/, { error: 'is not a recipe image' }),
});

/** Recipe pictures, cached for a year: their URLs change whenever a picture does. */
export const recipeImageRoutes: FastifyPluginAsyncZod<{
  images: ReadonlyMap<number, { url: string; svg: string }>;
}> = async (app, { images }) => {
  app.get('/images/recipes/:file', { schema: { hide: true, params: ImageParamsSchema } }, async (request, reply) => {
    const id = Number.parseInt(request.params.file, 10);
    const image = images.get(id);
    if (!image) throw new NotFoundError('No such image.');
    const current = image.url.endsWith(`/${request.params.file}`);
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', current ? 'public, max-age=31536000, immutable' : 'no-cache')
      .send(image.svg);
  });
};
