import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { muscleMapSvg, muscleMapVersion } from '@thrive/catalog';
import {
  bodyPartsRoute,
  equipmentListRoute,
  exerciseRoute,
  exercisesByBodyPartRoute,
  exercisesByEquipmentRoute,
  exercisesByNameRoute,
  exercisesByTargetRoute,
  exercisesRoute,
  muscleMapRoute,
  targetMusclesRoute,
} from '@thrive/contract';
import { endpoint } from '../../lib/api-routes';
import { NotFoundError } from '../../lib/http-errors';
import { sendPrecompressed } from '../../lib/precompressed';
import { exerciseIndexFor, page } from './exercise-index';

/** ExerciseDB's calls under /api/exercises (decision 0013), and the muscle maps that stand in for its pictures. */
export const exerciseRoutes: FastifyPluginAsyncZod = async (app) => {
  const index = async () => exerciseIndexFor(await app.exercises.all());

  app.route({
    ...endpoint(app, exercisesRoute),
    handler: async (request, reply) => {
      const all = await index();
      const { limit, offset } = request.query;
      if (limit === undefined && !offset) {
        // The whole list is large and fetched on every visit: it goes out as it was serialised once, and a
        // browser that holds this version already gets a 304 instead.
        reply.header('ETag', all.etag).header('Cache-Control', 'no-cache');
        if (request.headers['if-none-match'] === all.etag) return reply.code(304).send();
        return sendPrecompressed(request, reply.type('application/json'), all.json, all.compressed);
      }
      return page(all.exercises, request.query);
    },
  });

  app.route({
    ...endpoint(app, exerciseRoute),
    handler: async (request) => {
      const exercise = (await index()).byId.get(request.params.id);
      if (!exercise) throw new NotFoundError('Exercise not found.');
      return exercise;
    },
  });

  app.route({ ...endpoint(app, bodyPartsRoute), handler: async () => [...(await index()).bodyParts] });
  app.route({ ...endpoint(app, targetMusclesRoute), handler: async () => [...(await index()).targets] });
  app.route({ ...endpoint(app, equipmentListRoute), handler: async () => [...(await index()).equipment] });

  app.route({
    ...endpoint(app, exercisesByBodyPartRoute),
    handler: async (request) => page((await index()).where('bodyPart', request.params.bodyPart), request.query),
  });
  app.route({
    ...endpoint(app, exercisesByTargetRoute),
    handler: async (request) => page((await index()).where('target', request.params.target), request.query),
  });
  app.route({
    ...endpoint(app, exercisesByEquipmentRoute),
    handler: async (request) => page((await index()).where('equipment', request.params.equipment), request.query),
  });
  app.route({
    ...endpoint(app, exercisesByNameRoute),
    handler: async (request) => page((await index()).named(request.params.name), request.query),
  });

  app.route({
    ...endpoint(app, muscleMapRoute),
    handler: async (request, reply) => {
      const { primary, secondary, v } = request.query;
      // Cached for a year at the drawing's current version; an old address still gets today's drawing.
      const current = v === muscleMapVersion();
      return reply
        .type('image/svg+xml')
        .header('Cache-Control', current ? 'public, max-age=31536000, immutable' : 'no-cache')
        .send(muscleMapSvg(primary, secondary));
    },
  });
};
