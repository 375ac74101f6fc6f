import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { loadArticles } from '@thrive/catalog';
import { HealthTopicListSchema, HealthTopicSearchSchema } from '@thrive/contract';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';

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

  it('responds with one topic in topicsearch.json’s shape, its sections as HTML', async () => {
    const response = await get('/api/health-topics/topicsearch.json?TopicId=salt-and-your-heart&Lang=en');
    const search = HealthTopicSearchSchema.parse(response.json());
    expect(search.Result.Total).toBe(1);
    const [topic] = search.Result.Resources.Resource;
    const article = loadArticles().find((candidate) => candidate.id === 'salt-and-your-heart')!;
    expect(topic!.Title).toBe(article.title);
    expect(topic!.Sections.section.map((section) => section.Title)).toEqual(article.sections.map((s) => s.heading));
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
