import { readdirSync, readFileSync } from 'node:fs';
import { ArticleSourceSchema, articleWords, type ArticleSource } from './article-source';
import { catalogContentPath } from './content-path';

/** An article with what is worked out from it. */
export type Article = ArticleSource & { readingMinutes: number };

/** A reading pace for plain health writing. */
const WORDS_PER_MINUTE = 200;

export const ARTICLE_DIR = catalogContentPath('articles');

let articles: readonly Article[] | undefined;

/**
 * Every article in `content/articles/`, newest first, each checked against its schema: a file that does
 * not fit stops the app from starting rather than showing half an article.
 */
export function loadArticles(): readonly Article[] {
  articles ??= readdirSync(ARTICLE_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => {
      const source = ArticleSourceSchema.parse(JSON.parse(readFileSync(`${ARTICLE_DIR}/${file}`, 'utf8')));
      return { ...source, readingMinutes: Math.max(1, Math.round(articleWords(source) / WORDS_PER_MINUTE)) };
    })
    .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
  return articles;
}
