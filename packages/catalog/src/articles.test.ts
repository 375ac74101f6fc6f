import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ArticleSchema, BLOG_CATEGORIES } from '@thrive/contract';
import { ARTICLE_BYLINES, articleWords } from './article-source';
import { articleHtml, articleSectionHtml } from './article-html';
import { CATEGORY_GLYPHS, composeArticleImage } from './article-image';
import { ARTICLE_DIR, loadArticles, loadArticleSources } from './articles';
import { GLYPHS } from './glyphs';

const articles = loadArticles();
const sources = loadArticleSources();
const plain = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

describe('article catalog', () => {
  it('holds at least 40 articles, at least 10 in each of the blog’s four categories', () => {
    expect(articles.length).toBeGreaterThanOrEqual(40);
    for (const category of BLOG_CATEGORIES) {
      expect(articles.filter((article) => article.category === category).length, category).toBeGreaterThanOrEqual(10);
    }
  });

  it('keeps each article in a file named by its id, every field present', () => {
    expect(readdirSync(ARTICLE_DIR).sort()).toEqual(articles.map((article) => `${article.id}.json`).sort());
    for (const article of articles) {
      for (const field of ['title', 'subtitle', 'summary', 'author', 'published', 'lastReviewed'] as const) {
        expect(article[field], `${article.id}.${field}`).toMatch(/\S/);
      }
      expect(ARTICLE_BYLINES, article.id).toContain(article.author);
      expect(article.readingMinutes, article.id).toBeGreaterThanOrEqual(2);
    }
  });

  it('builds every article in the domain’s shape from what the team wrote', () => {
    expect(articles.map((article) => article.id)).toEqual(sources.map((source) => source.id));
    for (const [index, article] of articles.entries()) {
      const source = sources[index]!;
      expect(ArticleSchema.parse(article), article.id).toEqual(article);
      expect(article).toMatchObject({ published: source.date, lastReviewed: source.lastReviewed });
      expect(article.updatedAt).toBe(`${source.lastReviewed}T00:00:00.000Z`);
      expect(article.sections).toEqual(
        source.sections.map((section) => ({ title: section.heading, html: articleSectionHtml(section) })),
      );
      expect(article.sources).toEqual(source.sources);
      expect(article.image, article.id).toBeUndefined();
    }
  });

  it('relates each article to up to three others of its category', () => {
    for (const article of articles) {
      expect(article.related.length, article.id).toBeGreaterThan(0);
      expect(article.related.length, article.id).toBeLessThanOrEqual(3);
      for (const related of article.related) {
        const other = articles.find((candidate) => candidate.id === related.id);
        expect(other?.category, `${article.id} → ${related.id}`).toBe(article.category);
        expect(related).toEqual({ id: other!.id, title: other!.title });
        expect(related.id).not.toBe(article.id);
      }
    }
  });

  it('writes every article at length, with a section on when to see a professional and dated in the past', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const article of sources) {
      expect(articleWords(article), article.id).toBeGreaterThanOrEqual(500);
      expect(
        article.sections.some((section) =>
          /^When to (talk to a doctor|call your midwife or doctor)/.test(section.heading),
        ),
        article.id,
      ).toBe(true);
      expect(article.date <= article.lastReviewed && article.lastReviewed <= today, article.id).toBe(true);
    }
  });

  it('links every source with a well-formed https address', () => {
    for (const article of articles) {
      expect(article.sources.length, article.id).toBeGreaterThanOrEqual(2);
      for (const source of article.sources) {
        const url = new URL(source.url);
        expect(url.protocol, source.url).toBe('https:');
        expect(url.hostname, source.url).toMatch(/\.[a-z]{2,}$/);
      }
    }
  });

  it('shares no paragraph or list item between two articles', () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const article of sources) {
      for (const text of article.sections.flatMap((section) => [...section.paragraphs, ...(section.list ?? [])])) {
        const key = plain(text);
        const other = seen.get(key);
        if (other && other !== article.id) repeats.push(`${article.id} and ${other}: ${text.slice(0, 60)}`);
        seen.set(key, article.id);
      }
    }
    expect(repeats).toEqual([]);
  });

  it('draws every illustration from glyphs the app ships', () => {
    for (const glyph of [
      ...sources.flatMap((article) => article.illustration.glyphs),
      ...Object.values(CATEGORY_GLYPHS).flat(),
    ]) {
      expect(GLYPHS, `${glyph}: run npm run build:glyphs -w @thrive/catalog`).toHaveProperty([glyph]);
    }
    const svg = composeArticleImage(['anatomical-heart', 'stethoscope'], 'Heart Health', 'Salt & "you"');
    expect(svg).toContain('aria-label="Salt &amp; &quot;you&quot;"');
    expect(svg.match(/<svg x=/g)).toHaveLength(2);
  });

  it('renders an article’s text as escaped HTML under its headings', () => {
    const section = {
      heading: 'Salt <b>and</b> you',
      paragraphs: ['Less than 2,300 mg & no <script>.'],
      list: ['One', 'Two'],
    };
    const html = articleHtml([{ title: section.heading, html: articleSectionHtml(section) }]);
    expect(html).toBe(
      '<h2>Salt &lt;b&gt;and&lt;/b&gt; you</h2><p>Less than 2,300 mg &amp; no &lt;script&gt;.</p><ul><li>One</li><li>Two</li></ul>',
    );
  });
});
