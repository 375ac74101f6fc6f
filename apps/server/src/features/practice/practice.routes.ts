import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listPracticeRoute, recordPracticeRoute } from '@thrive/contract';
import { currentUser } from '../../auth/require-user';
import { endpoint } from '../../lib/api-routes';
import { listPractice, recordPractice } from './practice.repository';

/** Finished guided sessions: recorded by the session player, summed on the dashboard. */
export const practiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.route({
    ...endpoint(app, recordPracticeRoute),
    handler: async (request, reply) =>
      reply.code(201).send(await recordPractice(currentUser(request).id, request.body, db())),
  });

  app.route({
    ...endpoint(app, listPracticeRoute),
    handler: async (request) => {
      const entries = await listPractice(currentUser(request).id, request.query, db());
      return { entries, totalMinutes: entries.reduce((sum, entry) => sum + entry.minutes, 0) };
    },
  });
};
