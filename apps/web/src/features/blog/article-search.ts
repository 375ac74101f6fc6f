import { BLOG_SUGGESTION_LIMIT, type ArticleSummary } from '@thrive/contract';

const words = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/**
 * Up to five articles every word of whose query starts a word of the article, titles first: "heart pres"
 * finds "Understanding your blood pressure" only if "heart" is in it too.
 */
export function suggestArticles(articles: readonly ArticleSummary[], query: string): ArticleSummary[] {
  const terms = words(query);
  if (terms.length === 0) return [];
  const matches = (text: string) => {
    const own = words(text);
    return terms.every((term) => own.some((word) => word.startsWith(term)));
  };
  const inTitle = articles.filter((article) => matches(article.title));
  const elsewhere = articles.filter(
    (article) =>
      !inTitle.includes(article) &&
      matches([article.title, article.subtitle, article.summary, article.category].filter(Boolean).join(' ')),
  );
  return [...inTitle, ...elsewhere].slice(0, BLOG_SUGGESTION_LIMIT);
}
