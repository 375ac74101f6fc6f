import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../lib/api-routes';
import { NotFoundError } from '../../lib/http-errors';
import {
  toYogaApiCategory,
  toYogaApiLevel,
  toYogaApiPose,
  yogaApiCategoriesRoute,
  yogaApiPoseRoute,
  yogaApiPosesRoute,
} from '../../providers/poses/yoga-api-routes';
import { toYouTubeSearchResponse, youTubeSearchRoute } from '../../providers/videos/youtube-search';
import { POSE_NOT_FOUND, poseTutorials } from './pose-lookups';

/**
 * The yoga poses API's calls under /api/yoga/v1 (decision 0012) and YouTube's search, kept for clients that speak
 * those shapes: each answers from the domain's poses and videos, mapped beside the service's provider (decision 0028).
 */
export const yogaCompatibilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint(app, yogaApiPosesRoute),
    handler: async (request) => {
      const { id, name, level } = request.query;
      // The service's own precedence: level, then id, then name.
      if (level) return toYogaApiLevel(level, await app.poses.byLevel(level));
      if (id !== undefined || name !== undefined) {
        const pose = id !== undefined ? await app.poses.byId(id) : await app.poses.byName(name!);
        if (!pose) throw new NotFoundError(POSE_NOT_FOUND);
        return toYogaApiPose(pose);
      }
      return (await app.poses.all()).map(toYogaApiPose);
    },
  });

  app.route({
    ...endpoint(app, yogaApiPoseRoute),
    handler: async (request) => {
      const pose = await app.poses.byId(request.params.id);
      if (!pose) throw new NotFoundError(POSE_NOT_FOUND);
      return toYogaApiPose(pose);
    },
  });

  app.route({
    ...endpoint(app, yogaApiCategoriesRoute),
    handler: async () => (await app.poses.categories()).map(toYogaApiCategory),
  });

  app.route({
    ...endpoint(app, youTubeSearchRoute),
    handler: async (request) => toYouTubeSearchResponse(await poseTutorials(app, request.query.q)),
  });
};
