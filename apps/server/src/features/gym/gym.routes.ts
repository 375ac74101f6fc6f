import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getExerciseRoute, listExercisesRoute, muscleMapRoute } from '@thrive/contract';
import { endpoint } from '../../lib/api-routes';
import { exerciseIndexFor, exerciseOr404, page } from './exercise-index';
import { sendMuscleMap, sendSerialized } from './gym-responses';

/** The exercise library under /api/gym (docs/product.md, "Gym"), and the muscle maps that picture its exercises. */
export const gymRoutes: FastifyPluginAsyncZod = async (app) => {
  const index = async () => exerciseIndexFor(await app.exercises.all());

  app.route({
    ...endpoint(app, listExercisesRoute),
    handler: async (request, reply) => {
      const all = await index();
      const { query } = request;
      if (Object.values(query).every((value) => value === undefined)) return sendSerialized(request, reply, all.all);
      const matching = all.matching(query);
      return { exercises: page(matching, query), total: matching.length };
    },
  });

  app.route({
    ...endpoint(app, getExerciseRoute),
    handler: async (request) => exerciseOr404((await index()).byId, request.params.id),
  });

  app.route({ ...endpoint(app, muscleMapRoute), handler: (request, reply) => sendMuscleMap(reply, request.query) });
};
