import { ArticleIdParamsSchema, ArticleListSchema, ArticleSchema } from '../blog';
import { defineRoute } from './define-route';

const blog = { tag: 'blog', access: 'public' } as const;

export const articlesRoute = /*#__PURE__*/ defineRoute({
  ...blog,
  method: 'GET',
  path: '/api/blog/articles',
  summary: 'The health blog’s articles, as their cards show them',
  responses: { 200: ArticleListSchema },
});

export const articleRoute = /*#__PURE__*/ defineRoute({
  ...blog,
  method: 'GET',
  path: '/api/blog/articles/:id',
  summary: 'One article of the health blog, whole',
  params: ArticleIdParamsSchema,
  responses: { 200: ArticleSchema },
  // 503: an article of an outside service that cannot be read now (docs/decisions/0014).
  errors: [404, 503],
});
