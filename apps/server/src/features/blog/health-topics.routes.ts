import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadArticles } from '@thrive/catalog';
import { healthTopicRoute, healthTopicsRoute } from '@thrive/contract';
import { endpoint } from '../../lib/api-routes';
import { atomFeed } from './atom-feed';

/**
 * The health-topics service's two calls (`itemlist.json`, `topicsearch.json`) under /api/health-topics, and the blog's
 * Atom feed.
 */
export const healthTopicRoutes: FastifyPluginAsyncZod<{
  /** The app's own address (PUBLIC_URL, or the local one): feed links never come from a request's Host. */
  origin: string;
}> = async (app, { origin }) => {
  app.route({
    ...endpoint(app, healthTopicsRoute),
    handler: async () => {
      const items = await app.healthTopics.list();
      return { Result: { Error: 'False' as const, Total: items.length, Items: { Item: [...items] } } };
    },
  });

  app.route({
    ...endpoint(app, healthTopicRoute),
    handler: async (request) => {
      // As the service does, a topic it does not have is an empty list, not an error.
      const topic = await app.healthTopics.topic(request.query.TopicId);
      return {
        Result: { Error: 'False' as const, Total: topic ? 1 : 0, Resources: { Resource: topic ? [topic] : [] } },
      };
    },
  });

  // Our own articles, whichever service the blog reads: the feed promises the team's writing.
  app.get('/blog/feed.xml', { schema: { hide: true } }, async (_request, reply) => {
    return reply
      .type('application/atom+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(atomFeed(loadArticles(), origin));
  });
};
