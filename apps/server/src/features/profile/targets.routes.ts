import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SaveTargetsRequestSchema, TargetsRecordSchema } from '@thrive/contract';
import { currentUser, requireUser } from '../../auth/require-user';
import { findTargets, saveTargets } from './targets.repository';

/** `GET` and `PUT /api/profile/targets`: the signed-in user's targets, the same on every device. */
export const targetsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser(app));
  const db = () => app.database.db;

  app.get(
    '/api/profile/targets',
    { schema: { tags: ['targets'], response: { 200: TargetsRecordSchema } } },
    async (request) => findTargets(currentUser(request).id, db()),
  );

  app.put(
    '/api/profile/targets',
    { schema: { tags: ['targets'], body: SaveTargetsRequestSchema, response: { 200: TargetsRecordSchema } } },
    async (request) => {
      const { targets, changedAt } = request.body;
      // A device whose clock runs ahead must not make its changes outlast later ones from other devices.
      const now = Date.now();
      const when = new Date(Math.min(Date.parse(changedAt), now)).toISOString();
      return saveTargets(currentUser(request).id, { targets, changedAt: when }, db());
    },
  );
};
