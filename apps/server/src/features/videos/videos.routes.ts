import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VideoSearchQuerySchema, VideoSearchResponseSchema } from '@thrive/contract';
import { NO_VIDEOS } from '../../providers/videos/video-provider';

/**
 * `GET /api/videos/search?q={pose name}` in YouTube's search shape. Only the names of poses we know are
 * searched, so strangers cannot spend the small daily quota on anything else.
 */
export const videoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/videos/search',
    { schema: { tags: ['videos'], querystring: VideoSearchQuerySchema, response: { 200: VideoSearchResponseSchema } } },
    async (request) => {
      const pose = await app.poses.byName(request.query.q);
      return pose ? app.videos.searchPoseTutorial(pose.english_name) : NO_VIDEOS;
    },
  );
};
