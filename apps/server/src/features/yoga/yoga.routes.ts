import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  YOGA_LEVELS,
  poseCategoriesRoute,
  poseRoute,
  posesRoute,
  searchPosesRoute,
  yogaSessionRoute,
  yogaSessionsRoute,
} from '@thrive/contract';
import { endpoint } from '../../lib/api-routes';
import { NotFoundError } from '../../lib/http-errors';
import { catalogPoseProvider } from '../../providers/poses/catalog-poses';
import { poseSearchFor } from './pose-search';
import { buildSessions, sessionSummary } from './yoga-sessions';

const POSE_NOT_FOUND = 'pose not found';

/** The yoga poses API's calls under /api/yoga/v1 (decision 0012), the landing page's search, and guided sessions. */
export const yogaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint(app, posesRoute),
    handler: async (request) => {
      const { id, name, level } = request.query;
      // The service's own precedence: level, then id, then name.
      if (level) {
        return {
          id: YOGA_LEVELS.indexOf(level) + 1,
          difficulty_level: level,
          poses: [...(await app.poses.byLevel(level))],
        };
      }
      if (id !== undefined || name !== undefined) {
        const pose = id !== undefined ? await app.poses.byId(id) : await app.poses.byName(name!);
        if (!pose) throw new NotFoundError(POSE_NOT_FOUND);
        return pose;
      }
      return [...(await app.poses.all())];
    },
  });

  app.route({
    ...endpoint(app, poseRoute),
    handler: async (request) => {
      const pose = await app.poses.byId(request.params.id);
      if (!pose) throw new NotFoundError(POSE_NOT_FOUND);
      return pose;
    },
  });

  app.route({
    ...endpoint(app, poseCategoriesRoute),
    handler: async () => [...(await app.poses.categories())],
  });

  app.route({
    ...endpoint(app, searchPosesRoute),
    handler: async (request) => ({ results: poseSearchFor(await app.poses.all()).search(request.query.q) }),
  });

  // Sessions teach with our own cues and hold times, so they always use the built-in poses.
  const sessions = buildSessions(new Map(catalogPoseProvider().poses.map((pose) => [pose.id, pose])));
  const sessionList = { sessions: sessions.map(sessionSummary) };

  app.route({ ...endpoint(app, yogaSessionsRoute), handler: async () => sessionList });

  app.route({
    ...endpoint(app, yogaSessionRoute),
    handler: async (request) => {
      const session = sessions.find((candidate) => candidate.id === request.params.id);
      if (!session) throw new NotFoundError('No such session.');
      return session;
    },
  });
};
