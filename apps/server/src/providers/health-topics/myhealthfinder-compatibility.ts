import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Article, ArticleSummary } from '@thrive/contract';
import { endpoint } from '../../lib/api-routes';
import { categoryImageUrl } from './catalog-articles';
import {
  healthTopicRoute,
  healthTopicsRoute,
  type HealthTopicItem,
  type HealthTopicResource,
} from './myhealthfinder-routes';

/** Our card fields, as the service's topics carry them. */
function ourFields(article: ArticleSummary) {
  return {
    Subtitle: article.subtitle,
    Category: article.category,
    Summary: article.summary,
    Author: article.author,
    Date: article.published,
    LastReviewed: article.lastReviewed,
    ReadingMinutes: article.readingMinutes,
  };
}

function toItem(article: ArticleSummary): HealthTopicItem {
  return {
    Type: 'Topic',
    Id: article.id,
    Title: article.title,
    ParentId: '-1',
    ImageUrl: article.image,
    ImageAlt: article.imageAlt ?? '',
    ...ourFields(article),
  };
}

function toResource(article: Article): HealthTopicResource {
  return {
    Type: 'Topic',
    Id: article.id,
    Title: article.title,
    Categories: article.category ?? '',
    // The service's shape always has a picture: one of ours, never the service's own.
    ImageUrl: article.image ?? categoryImageUrl(article.category ?? 'Health'),
    ImageAlt: article.imageAlt ?? '',
    // The service writes seconds since 1970 as text.
    LastUpdate: article.updatedAt ? String(Date.parse(article.updatedAt) / 1000) : '',
    Sections: {
      section: article.sections.map((section) => ({
        Title: section.title,
        Description: section.description ?? '',
        Content: section.html,
      })),
    },
    RelatedItems: {
      RelatedItem: article.related.map((related) => ({
        Type: 'Topic',
        Id: related.id,
        Title: related.title,
        Url: related.url,
      })),
    },
    ...ourFields(article),
    Sources: article.sources.length > 0 ? article.sources : undefined,
    Credit: article.credit,
  };
}

/**
 * MyHealthfinder's two calls under /api/health-topics, answered from the blog's articles in the domain's shape
 * (docs/decisions/0028): `itemlist.json` lists them all, and `topicsearch.json` responds to an article it does not
 * have with an empty list, as the service does, not with an error.
 */
export const myHealthfinderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint(app, healthTopicsRoute),
    handler: async () => {
      const items = (await app.articles.list()).map(toItem);
      return { Result: { Error: 'False', Total: items.length, Items: { Item: items } } };
    },
  });

  app.route({
    ...endpoint(app, healthTopicRoute),
    handler: async (request) => {
      const article = await app.articles.article(request.query.TopicId);
      const resources = article ? [toResource(article)] : [];
      return { Result: { Error: 'False', Total: resources.length, Resources: { Resource: resources } } };
    },
  });
};
