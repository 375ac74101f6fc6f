import type { Article, ArticleSummary } from '@thrive/contract';

/**
 * Where the blog's articles come from: our own, or MyHealthfinder's topics when HEALTHFINDER_API_URL is set.
 * Both respond in the domain's shape, so routes and screens do not know which one did (docs/decisions/0028).
 */
export interface ArticleProvider {
  /** Every article as its card shows it; the same list object while the articles are unchanged. */
  list(): Promise<readonly ArticleSummary[]>;
  /** One article, whole; undefined when there is no such article. */
  article(id: string): Promise<Article | undefined>;
}
