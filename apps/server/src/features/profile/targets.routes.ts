import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getTargetsRoute, saveTargetsRoute } from '@thrive/contract';
import { currentUser } from '../../auth/require-user';
import { endpoint } from '../../lib/api-routes';
import { findTargets, saveTargets } from './targets.repository';

/** The signed-in user's targets, the same on every device. */
export const targetsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.route({
    ...endpoint(app, getTargetsRoute),
    handler: async (request) => findTargets(currentUser(request).id, db()),
  });

  app.route({
    ...endpoint(app, saveTargetsRoute),
    handler: async (request) => {
      const { targets, changedAt } = request.body;
      // A device whose clock runs ahead must not make its changes outlast later ones from other devices.
      const now = Date.now();
      const when = new Date(Math.min(Date.parse(changedAt), now)).toISOString();
      return saveTargets(currentUser(request).id, { targets, changedAt: when }, db());
    },
  });
};
