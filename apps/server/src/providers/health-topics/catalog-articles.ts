import { CATEGORY_GLYPHS, composeArticleImage, loadArticles, loadArticleSources } from '@thrive/catalog';
import { BLOG_CATEGORIES, type Article, type ArticleSummary, type BlogCategory } from '@thrive/contract';
import { hashedImage, type HashedImage } from '../../lib/hashed-images';
import type { ArticleProvider } from './article-provider';

export const ARTICLE_IMAGE_PREFIX = '/images/articles/';

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

let images: ReadonlyMap<string, HashedImage> | undefined;

/** Every article's illustration and one per category (for articles of a remote service), composed once. */
export function articleImages(): ReadonlyMap<string, HashedImage> {
  images ??= new Map([
    ...loadArticleSources().map((article): [string, HashedImage] => [
      article.id,
      hashedImage(
        ARTICLE_IMAGE_PREFIX,
        article.id,
        'svg',
        composeArticleImage(article.illustration.glyphs, article.category, article.title),
      ),
    ]),
    ...BLOG_CATEGORIES.map((category): [string, HashedImage] => {
      const id = `category-${slug(category)}`;
      return [
        id,
        hashedImage(
          ARTICLE_IMAGE_PREFIX,
          id,
          'svg',
          composeArticleImage(CATEGORY_GLYPHS[category], category, category),
        ),
      ];
    }),
  ]);
  return images;
}

/** The picture that stands for a category. */
export function categoryImageUrl(category: BlogCategory): string {
  return articleImages().get(`category-${slug(category)}`)!.url;
}

/** An article as its card shows it: all but what only its own page shows. */
function summaryOf(article: Article): ArticleSummary {
  const { sections: _sections, related: _related, sources: _sources, updatedAt: _updatedAt, ...summary } = article;
  return summary;
}

let articles: ReadonlyMap<string, Article> | undefined;
let summaries: readonly ArticleSummary[] | undefined;

/** The catalog's articles, each pictured by its own illustration. */
function pictured(): ReadonlyMap<string, Article> {
  articles ??= new Map(
    loadArticles().map((article) => [article.id, { ...article, image: articleImages().get(article.id)!.url }]),
  );
  return articles;
}

/** Our own articles; they respond offline. */
export const catalogArticleProvider: ArticleProvider = {
  async list() {
    summaries ??= [...pictured().values()].map(summaryOf);
    return summaries;
  },
  async article(id) {
    return pictured().get(id);
  },
};
