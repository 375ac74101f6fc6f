import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  poseRoute,
  posesRoute,
  poseTutorialRoute,
  searchPosesRoute,
  yogaSessionRoute,
  yogaSessionsRoute,
} from '@thrive/contract';
import { endpoint } from '../../lib/api-routes';
import { NotFoundError } from '../../lib/http-errors';
import { catalogPoseProvider } from '../../providers/poses/catalog-poses';
import { poseSearchFor } from './pose-search';
import { POSE_NOT_FOUND, poseTutorials } from './pose-lookups';
import { buildSessions, sessionSummary } from './yoga-sessions';

/** Poses, the landing page's search, guided sessions and pose tutorials, in the domain's shape (decision 0028). */
export const yogaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint(app, posesRoute),
    handler: async (request) => {
      const { level } = request.query;
      return { poses: [...(level ? await app.poses.byLevel(level) : await app.poses.all())] };
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
    ...endpoint(app, searchPosesRoute),
    handler: async (request) => ({ results: poseSearchFor(await app.poses.all()).search(request.query.q) }),
  });

  app.route({
    ...endpoint(app, poseTutorialRoute),
    handler: async (request) => ({ videos: await poseTutorials(app, request.query.q) }),
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
