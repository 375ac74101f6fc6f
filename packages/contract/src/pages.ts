import type { AuthUser } from './auth';
import type { Article, ArticleSummary } from './blog';
import type { Recipe } from './recipes';

/**
 * What the server gives a page's loader besides the request (React Router's load context, decision 0032): the
 * server's own services, called directly rather than through HTTP, answering what the matching endpoint answers a
 * visitor who is not signed in. A type rather than an interface, so that it fits React Router's `AppLoadContext`.
 */
export type PageLoadContext = {
  /** The nonce the response's Content-Security-Policy allows inline scripts with. */
  scriptNonce: string;
  /** Who the request's session belongs to; null for a visitor. */
  signedInUser: () => Promise<AuthUser | null>;
  /** A recipe with its nutrition, as GET /api/recipes/{id} answers; null when there is none. */
  recipe: (id: string) => Promise<Recipe | null>;
  /** The blog's articles, as GET /api/articles answers (its `articles`). */
  articles: () => Promise<ArticleSummary[]>;
  /** One article, as GET /api/articles/{id} answers; null when there is none. */
  article: (id: string) => Promise<Article | null>;
};
