import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchVideosRoute } from '@thrive/contract';
import { endpoint } from '../../lib/api-routes';
import { NO_VIDEOS } from '../../providers/videos/video-provider';

/**
 * `GET /api/videos/search?q={pose name}` in YouTube's search shape. Only the names of poses we know are
 * searched, so strangers cannot spend the small daily quota on anything else.
 */
export const videoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint(app, searchVideosRoute),
    handler: async (request) => {
      const pose = await app.poses.byName(request.query.q);
      return pose ? app.videos.searchPoseTutorial(pose.english_name) : NO_VIDEOS;
    },
  });
};
