import { articleSectionHtml, CATEGORY_GLYPHS, composeArticleImage, loadArticles, type Article } from '@thrive/catalog';
import { BLOG_CATEGORIES, type BlogCategory, type HealthTopicItem, type HealthTopicResource } from '@thrive/contract';
import { hashedImage, type HashedImage } from '../../lib/hashed-images';
import type { HealthTopicProvider } from './health-topic-provider';

export const ARTICLE_IMAGE_PREFIX = '/images/articles/';
/** How many articles of the same category a topic lists as related. */
const RELATED_COUNT = 3;

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

let images: ReadonlyMap<string, HashedImage> | undefined;

/** Every article's illustration and one per category (for topics of a remote service), composed once. */
export function articleImages(): ReadonlyMap<string, HashedImage> {
  images ??= new Map([
    ...loadArticles().map((article): [string, HashedImage] => [
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

/** Seconds since 1970 as text, as the service writes its LastUpdate. */
const epochSeconds = (isoDate: string) => String(Date.parse(`${isoDate}T00:00:00Z`) / 1000);

function ourFields(article: Article) {
  return {
    Subtitle: article.subtitle,
    Category: article.category,
    Summary: article.summary,
    Author: article.author,
    Date: article.date,
    LastReviewed: article.lastReviewed,
    ReadingMinutes: article.readingMinutes,
  };
}

function toItem(article: Article): HealthTopicItem {
  return {
    Type: 'Topic',
    Id: article.id,
    Title: article.title,
    ParentId: '-1',
    ImageUrl: articleImages().get(article.id)!.url,
    ImageAlt: '',
    ...ourFields(article),
  };
}

function toResource(article: Article, all: readonly Article[]): HealthTopicResource {
  const related = all.filter((other) => other.category === article.category && other.id !== article.id);
  return {
    Type: 'Topic',
    Id: article.id,
    Title: article.title,
    Categories: article.category,
    ImageUrl: articleImages().get(article.id)!.url,
    ImageAlt: '',
    LastUpdate: epochSeconds(article.lastReviewed),
    Sections: {
      section: article.sections.map((section) => ({
        Title: section.heading,
        Description: '',
        Content: articleSectionHtml(section),
      })),
    },
    RelatedItems: {
      RelatedItem: related
        .slice(0, RELATED_COUNT)
        .map((other) => ({ Type: 'Topic', Id: other.id, Title: other.title })),
    },
    ...ourFields(article),
    Sources: article.sources.map((source) => ({ ...source })),
  };
}

let items: readonly HealthTopicItem[] | undefined;

/** Our own articles in the health-topics service's shapes; they respond offline. */
export const catalogHealthTopicProvider: HealthTopicProvider = {
  async list() {
    items ??= loadArticles().map(toItem);
    return items;
  },
  async topic(id) {
    const all = loadArticles();
    const article = all.find((candidate) => candidate.id === id);
    return article ? toResource(article, all) : undefined;
  },
};
