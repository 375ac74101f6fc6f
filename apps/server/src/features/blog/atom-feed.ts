import { articleHtml, escapeMarkup as escapeXml, type CatalogArticle } from '@thrive/catalog';
import { BLOG_MESSAGES } from '@thrive/contract';

const dayStart = (isoDate: string) => `${isoDate}T00:00:00Z`;

/** The blog as an Atom feed (RFC 4287), each article whole, for readers who follow it elsewhere. */
export function atomFeed(articles: readonly CatalogArticle[], origin: string): string {
  const updated = articles.reduce(
    (latest, article) => (article.lastReviewed > latest ? article.lastReviewed : latest),
    '1970-01-01',
  );
  const entries = articles.map((article) => {
    const url = `${origin}/blog/${article.id}`;
    const content = `${articleHtml(article.sections)}<p><em>${BLOG_MESSAGES.disclaimer}</em></p>`;
    return [
      '<entry>',
      `<title>${escapeXml(article.title)}</title>`,
      `<id>${escapeXml(url)}</id>`,
      `<link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `<published>${dayStart(article.published)}</published>`,
      `<updated>${dayStart(article.lastReviewed)}</updated>`,
      `<author><name>${escapeXml(article.author)}</name></author>`,
      `<category term="${escapeXml(article.category)}"/>`,
      `<summary>${escapeXml(article.summary)}</summary>`,
      `<content type="html">${escapeXml(content)}</content>`,
      '</entry>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    '<title>Thrive Health Blog</title>',
    '<subtitle>Plain-language articles on nutrition, heart health, pregnancy and cancer prevention.</subtitle>',
    `<id>${escapeXml(`${origin}/blog`)}</id>`,
    `<link rel="self" type="application/atom+xml" href="${escapeXml(`${origin}/blog/feed.xml`)}"/>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(`${origin}/blog`)}"/>`,
    `<updated>${dayStart(updated)}</updated>`,
    '<author><name>Thrive</name></author>',
    ...entries,
    '</feed>',
  ].join('\n');
}
