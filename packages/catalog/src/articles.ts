import { readdirSync, readFileSync } from 'node:fs';
import type { Article } from '@thrive/contract';
import { articleSectionHtml } from './article-html';
import { ArticleSourceSchema, articleWords, type ArticleSource } from './article-source';
import { catalogContentPath } from './content-path';

/** One of our own articles in the domain's shape: the team's articles always carry these fields. */
export type CatalogArticle = Article &
  Required<
    Pick<
      Article,
      'subtitle' | 'category' | 'summary' | 'author' | 'published' | 'lastReviewed' | 'readingMinutes' | 'updatedAt'
    >
  >;

/** A reading pace for plain health writing. */
const WORDS_PER_MINUTE = 200;
/** How many articles of the same category an article lists as related. */
const RELATED_COUNT = 3;

export const ARTICLE_DIR = catalogContentPath('articles');

let sources: readonly ArticleSource[] | undefined;
let articles: readonly CatalogArticle[] | undefined;

/**
 * Every article in `content/articles/` as the team wrote it, newest first, each checked against its schema: a file
 * that does not fit stops the app from starting rather than showing half an article.
 */
export function loadArticleSources(): readonly ArticleSource[] {
  sources ??= readdirSync(ARTICLE_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => ArticleSourceSchema.parse(JSON.parse(readFileSync(`${ARTICLE_DIR}/${file}`, 'utf8'))))
    .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
  return sources;
}

/**
 * Every article in the domain's shape, newest first: its sections rendered to escaped HTML, the first articles of
 * its category related to it, and no picture yet (the server composes and serves the illustrations).
 */
export function loadArticles(): readonly CatalogArticle[] {
  articles ??= loadArticleSources().map((source, _index, all) => toArticle(source, all));
  return articles;
}

function toArticle(source: ArticleSource, all: readonly ArticleSource[]): CatalogArticle {
  const related = all.filter((other) => other.category === source.category && other.id !== source.id);
  return {
    id: source.id,
    title: source.title,
    subtitle: source.subtitle,
    category: source.category,
    summary: source.summary,
    author: source.author,
    published: source.date,
    lastReviewed: source.lastReviewed,
    readingMinutes: Math.max(1, Math.round(articleWords(source) / WORDS_PER_MINUTE)),
    sections: source.sections.map((section) => ({ title: section.heading, html: articleSectionHtml(section) })),
    related: related.slice(0, RELATED_COUNT).map((other) => ({ id: other.id, title: other.title })),
    sources: source.sources.map((link) => ({ ...link })),
    // The team's review is when its text last changed.
    updatedAt: `${source.lastReviewed}T00:00:00.000Z`,
  };
}
