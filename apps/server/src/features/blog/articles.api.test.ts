import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { loadArticles } from '@thrive/catalog';
import { ArticleListSchema, ArticleSchema } from '@thrive/contract';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';

describe('/api/blog/articles (the health blog in the domain’s shape)', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('lists every article as its card shows it, newest first, each with its own picture', async () => {
    const response = await get('/api/blog/articles');
    expect(response.statusCode).toBe(200);
    const { articles } = ArticleListSchema.parse(response.json());
    expect(articles.map((article) => article.id)).toEqual(loadArticles().map((article) => article.id));
    const salt = articles.find((article) => article.id === 'salt-and-your-heart')!;
    const written = loadArticles().find((article) => article.id === 'salt-and-your-heart')!;
    expect(salt).toEqual({
      id: written.id,
      title: written.title,
      subtitle: written.subtitle,
      category: 'Heart Health',
      summary: written.summary,
      author: written.author,
      published: written.published,
      lastReviewed: written.lastReviewed,
      readingMinutes: written.readingMinutes,
      image: expect.stringMatching(/^\/images\/articles\/salt-and-your-heart-[0-9a-f]{10}\.svg$/),
    });
    expect((await get(salt.image!)).headers['content-type']).toMatch(/^image\/svg\+xml/);
    // A card needs no more than this: the list leaves each article's body to its own page.
    expect(response.body).not.toContain('"sections"');
  });

  it('responds with one article whole: sections as HTML, related articles of its category, sources', async () => {
    const response = await get('/api/blog/articles/salt-and-your-heart');
    expect(response.statusCode).toBe(200);
    const article = ArticleSchema.parse(response.json());
    const written = loadArticles().find((candidate) => candidate.id === 'salt-and-your-heart')!;
    expect(article).toEqual({ ...written, image: expect.stringMatching(/^\/images\/articles\/salt-and-your-heart-/) });
    expect(article.sections[0]!.html).toMatch(/^<p>/);
    expect(article.updatedAt).toBe(`${written.lastReviewed}T00:00:00.000Z`);
    expect(article.related.length).toBeGreaterThan(0);
    for (const related of article.related) {
      expect(loadArticles().find((candidate) => candidate.id === related.id)?.category).toBe('Heart Health');
    }
    expect(article.sources.length).toBeGreaterThanOrEqual(2);
    expect(article.credit).toBeUndefined();
  });

  it('responds 404 to an article it does not have, and 400 naming the id when it cannot be one', async () => {
    const unknown = await get('/api/blog/articles/no-such-article');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('not_found');
    for (const id of ['..%2F..%2Fetc', 'salt_and_your_heart', 'salt%20and%20heart', '%20']) {
      const response = await get(`/api/blog/articles/${id}`);
      expect(response.statusCode, id).toBe(400);
      expect(Object.keys(response.json().error.fields), id).toEqual(['id']);
    }
  });

  it('publishes the articles as a well-formed Atom feed', async () => {
    // The links are the app's own address, whatever Host a request claims.
    const response = await app.inject({ method: 'GET', url: '/blog/feed.xml', headers: { host: 'evil.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/atom\+xml/);
    expect(XMLValidator.validate(response.body)).toBe(true);
    const { feed } = new XMLParser({ ignoreAttributes: false }).parse(response.body);
    expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.id).toBe('http://localhost:5000/blog');
    expect(feed.entry).toHaveLength(loadArticles().length);
    const [first] = feed.entry;
    expect(first.id).toBe(`http://localhost:5000/blog/${loadArticles()[0]!.id}`);
    expect(first.updated).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
    expect(first.content['#text']).toContain('Thrive offers general information, not medical advice.');
    expect(first.content['@_type']).toBe('html');
  });
});
