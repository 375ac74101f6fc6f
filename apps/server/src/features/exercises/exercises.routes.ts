import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { muscleMapSvg, muscleMapVersion } from '@thrive/catalog';
import {
  BodyPartParamsSchema,
  EquipmentParamsSchema,
  ExerciseIdParamsSchema,
  ExerciseListSchema,
  ExerciseNameParamsSchema,
  ExerciseNamesSchema,
  ExercisePageQuerySchema,
  ExerciseSchema,
  MuscleMapQuerySchema,
  TargetParamsSchema,
} from '@thrive/contract';
import { z } from 'zod';
import { NotFoundError } from '../../lib/http-errors';
import { sendPrecompressed } from '../../lib/precompressed';
import { exerciseIndexFor, page } from './exercise-index';

const tags = ['exercises'];
const list = { 200: ExerciseListSchema };
const wholeList = { ...list, 304: z.void() };
const names = { 200: ExerciseNamesSchema };

/** ExerciseDB's calls under /api/exercises (decision 0013), and the muscle maps that stand in for its pictures. */
export const exerciseRoutes: FastifyPluginAsyncZod = async (app) => {
  const index = async () => exerciseIndexFor(await app.exercises.all());

  app.get(
    '/api/exercises',
    { schema: { tags, querystring: ExercisePageQuerySchema, response: wholeList } },
    async (request, reply) => {
      const exercises = await index();
      const { limit, offset } = request.query;
      if (limit === undefined && !offset) {
        // The whole list is large and asked for on every visit: it goes out as it was serialised once, and a
        // browser that holds this version already gets a 304 instead.
        reply.header('ETag', exercises.etag).header('Cache-Control', 'no-cache');
        if (request.headers['if-none-match'] === exercises.etag) return reply.code(304).send();
        return sendPrecompressed(request, reply.type('application/json'), exercises.json, exercises.compressed);
      }
      return page(exercises.exercises, request.query);
    },
  );

  app.get(
    '/api/exercises/exercise/:id',
    { schema: { tags, params: ExerciseIdParamsSchema, response: { 200: ExerciseSchema } } },
    async (request) => {
      const exercise = (await index()).byId.get(request.params.id);
      if (!exercise) throw new NotFoundError('Exercise not found.');
      return exercise;
    },
  );

  app.get('/api/exercises/bodyPartList', { schema: { tags, response: names } }, async () => [
    ...(await index()).bodyParts,
  ]);
  app.get('/api/exercises/targetList', { schema: { tags, response: names } }, async () => [...(await index()).targets]);
  app.get('/api/exercises/equipmentList', { schema: { tags, response: names } }, async () => [
    ...(await index()).equipment,
  ]);

  app.get(
    '/api/exercises/bodyPart/:bodyPart',
    { schema: { tags, params: BodyPartParamsSchema, querystring: ExercisePageQuerySchema, response: list } },
    async (request) => page((await index()).where('bodyPart', request.params.bodyPart), request.query),
  );
  app.get(
    '/api/exercises/target/:target',
    { schema: { tags, params: TargetParamsSchema, querystring: ExercisePageQuerySchema, response: list } },
    async (request) => page((await index()).where('target', request.params.target), request.query),
  );
  app.get(
    '/api/exercises/equipment/:equipment',
    { schema: { tags, params: EquipmentParamsSchema, querystring: ExercisePageQuerySchema, response: list } },
    async (request) => page((await index()).where('equipment', request.params.equipment), request.query),
  );
  app.get(
    '/api/exercises/name/:name',
    { schema: { tags, params: ExerciseNameParamsSchema, querystring: ExercisePageQuerySchema, response: list } },
    async (request) => page((await index()).named(request.params.name), request.query),
  );

  app.get(
    '/api/exercises/muscle-map.svg',
    { schema: { tags, querystring: MuscleMapQuerySchema } },
    async (request, reply) => {
      const { primary, secondary, v } = request.query;
      // Cached for a year at the drawing's current version; an old address still gets today's drawing.
      const current = v === muscleMapVersion();
      return reply
        .type('image/svg+xml')
        .header('Cache-Control', current ? 'public, max-age=31536000, immutable' : 'no-cache')
        .send(muscleMapSvg(primary, secondary));
    },
  );
};
