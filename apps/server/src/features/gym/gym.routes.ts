import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getExerciseRoute, listExercisesRoute, muscleMapRoute } from '@thrive/contract';
import { endpoint } from '../../lib/api-routes';
import { NotFoundError } from '../../lib/http-errors';
import { exerciseIndexFor, page } from './exercise-index';
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
    handler: async (request) => {
      const exercise = (await index()).byId.get(request.params.id);
      if (!exercise) throw new NotFoundError('Exercise not found.');
      return exercise;
    },
  });

  app.route({ ...endpoint(app, muscleMapRoute), handler: (request, reply) => sendMuscleMap(reply, request.query) });
};
