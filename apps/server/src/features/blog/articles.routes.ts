import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadArticles } from '@thrive/catalog';
import { articleRoute, articlesRoute } from '@thrive/contract';
import { endpoint } from '../../lib/api-routes';
import { NotFoundError } from '../../lib/http-errors';
import { atomFeed } from './atom-feed';

/** The blog's articles under /api/blog (docs/product.md, "Health blog"), and its Atom feed. */
export const articleRoutes: FastifyPluginAsyncZod<{
  /** The app's own address (PUBLIC_URL, or the local one): feed links never come from a request's Host. */
  origin: string;
}> = async (app, { origin }) => {
  app.route({
    ...endpoint(app, articlesRoute),
    handler: async () => ({ articles: await app.articles.list() }),
  });

  app.route({
    ...endpoint(app, articleRoute),
    handler: async (request) => {
      const article = await app.articles.article(request.params.id);
      if (!article) throw new NotFoundError('There is no article with this id.');
      return article;
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
