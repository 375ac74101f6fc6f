import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadArticles } from '@thrive/catalog';
import { ArticleListSchema } from '@thrive/contract';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';
import { HealthTopicListSchema, HealthTopicSearchSchema } from './myhealthfinder-routes';

describe('/api/health-topics (our articles in the health-topics service’s shape)', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('lists every article in itemlist.json’s shape, with our card fields', async () => {
    const response = await get('/api/health-topics/itemlist.json?Type=topic&Lang=en');
    expect(response.statusCode).toBe(200);
    const list = HealthTopicListSchema.parse(response.json());
    expect(list.Result.Error).toBe('False');
    expect(list.Result.Total).toBe(loadArticles().length);
    const salt = list.Result.Items.Item.find((item) => item.Id === 'salt-and-your-heart')!;
    expect(salt).toMatchObject({ Type: 'Topic', ParentId: '-1', Category: 'Heart Health' });
    expect(salt.ImageUrl).toMatch(/^\/images\/articles\/salt-and-your-heart-[0-9a-f]{10}\.svg$/);
    expect((await get(salt.ImageUrl!)).headers['content-type']).toMatch(/^image\/svg\+xml/);
    // The service's own defaults and letter case are accepted.
    expect((await get('/api/health-topics/itemlist.json')).statusCode).toBe(200);
    expect((await get('/api/health-topics/itemlist.json?Type=Topic&Lang=EN')).statusCode).toBe(200);
  });

  it('answers from the articles /api/blog/articles lists, mapped to the service’s fields', async () => {
    const { articles } = ArticleListSchema.parse((await get('/api/blog/articles')).json());
    const list = HealthTopicListSchema.parse((await get('/api/health-topics/itemlist.json')).json());
    expect(
      list.Result.Items.Item.map((item) => [
        item.Id,
        item.Title,
        item.Category,
        item.Summary,
        item.Date,
        item.ImageUrl,
      ]),
    ).toEqual(
      articles.map((article) => [
        article.id,
        article.title,
        article.category,
        article.summary,
        article.published,
        article.image,
      ]),
    );
  });

  it('responds with one topic in topicsearch.json’s shape, its sections as HTML', async () => {
    const response = await get('/api/health-topics/topicsearch.json?TopicId=salt-and-your-heart&Lang=en');
    const search = HealthTopicSearchSchema.parse(response.json());
    expect(search.Result.Total).toBe(1);
    const [topic] = search.Result.Resources.Resource;
    const article = loadArticles().find((candidate) => candidate.id === 'salt-and-your-heart')!;
    expect(topic!.Title).toBe(article.title);
    expect(topic!.Sections.section.map((section) => section.Title)).toEqual(article.sections.map((s) => s.title));
    expect(topic!.Sections.section[0]!.Content).toMatch(/^<p>/);
    expect(Number(topic!.LastUpdate)).toBe(Date.parse(`${article.lastReviewed}T00:00:00Z`) / 1000);
    expect(topic!.RelatedItems.RelatedItem.length).toBeGreaterThan(0);
    for (const related of topic!.RelatedItems.RelatedItem) {
      expect(loadArticles().find((candidate) => candidate.id === related.Id)?.category).toBe('Heart Health');
    }
    expect(topic!.Sources!.length).toBeGreaterThanOrEqual(2);
  });

  it('responds to an unknown topic with an empty list, as the service does, and to bad queries with a 400', async () => {
    const unknown = await get('/api/health-topics/topicsearch.json?TopicId=no-such-topic');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ Result: { Error: 'False', Total: 0, Resources: { Resource: [] } } });
    for (const [url, field] of [
      ['/api/health-topics/topicsearch.json', 'TopicId'],
      ['/api/health-topics/topicsearch.json?TopicId=salt-and-your-heart&Lang=fr', 'Lang'],
      ['/api/health-topics/itemlist.json?Type=tool', 'Type'],
      ['/api/health-topics/topicsearch.json?TopicId=../../etc', 'TopicId'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(Object.keys(response.json().error.fields), url).toContain(field);
    }
  });
});
