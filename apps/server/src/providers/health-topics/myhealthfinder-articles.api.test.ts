import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ArticleListSchema, ArticleSchema } from '@thrive/contract';
import { loadArticles } from '@thrive/catalog';
import type { App } from '../../app';
import { startFakeService, type FakeMode, type FakeRequest } from '../../test/fake-service';
import { captureLogs } from '../../test/log-capture';
import { createTestApp } from '../../test/test-app';
import { categoryOf, updatedAtOf } from './myhealthfinder-articles';
import { HealthTopicListSchema, HealthTopicSearchSchema } from './myhealthfinder-routes';

/** MyHealthfinder's exact nesting: Result.Items.Item for the list, Result.Resources.Resource for a topic. */
const ITEMS = [
  { Type: 'Topic', Id: '30530', Title: 'Get Screened for Colorectal Cancer', ParentId: '-1' },
  { Type: 'Topic', Id: '533', Title: 'Eat Healthy During Pregnancy: Quick Tips', ParentId: '-1' },
  { Type: 'Topic', Id: '25', Title: 'Keep Your Heart Healthy', ParentId: '-1' },
  { Type: 'Topic', Id: '327', Title: 'Drink Less Sugar', ParentId: '-1' },
  { Type: 'Tool', Id: '900', Title: 'A calculator, not a topic', ParentId: '-1' },
];

function topicResponse(id: string) {
  if (id !== '25') return { Result: { Error: 'False', Total: 0, Query: { TopicId: id } } };
  return {
    Result: {
      Error: 'False',
      Total: 1,
      Resources: {
        Resource: [
          {
            Type: 'Topic',
            Id: 25,
            Title: 'Keep Your Heart Healthy',
            Categories: 'Heart Health,Physical Activity',
            Populations: 'Adults',
            LastUpdate: '1711550401',
            ImageUrl: 'https://odphp.health.gov/sites/default/files/heart.jpg',
            ImageAlt: 'A couple walking',
            Sections: {
              section: [
                {
                  Title: 'The Basics: Overview',
                  Description: '',
                  Content:
                    '<p>Heart disease is common.<script>alert(1)</script></p><img src="x" onerror="alert(2)"><a href="https://www.cdc.gov/heart-disease/" onclick="steal()">CDC</a>',
                },
              ],
            },
            RelatedItems: { RelatedItem: [{ Type: 'Topic', Id: '30530', Title: 'Colorectal', Url: 'https://x' }] },
          },
        ],
      },
    },
  };
}

describe('MyHealthfinder (HEALTHFINDER_API_URL), faked by a local server', () => {
  let fake: Awaited<ReturnType<typeof startFakeService>>;
  let tooManyFirst = 0;
  /** The items the service lists (a test may list odd ones). */
  let items: unknown[] = ITEMS;

  beforeAll(async () => {
    fake = await startFakeService(({ path, query }: FakeRequest) => {
      if (tooManyFirst > 0) {
        tooManyFirst -= 1;
        return { status: 429, body: { message: 'Too many requests' } };
      }
      if (path === '/api/v4/itemlist.json') {
        return { status: 200, body: { Result: { Error: 'False', Total: items.length, Items: { Item: items } } } };
      }
      if (path === '/api/v4/topicsearch.json') return { status: 200, body: topicResponse(query.get('TopicId') ?? '') };
      return { status: 404, body: { message: 'not found' } };
    });
  });
  afterAll(() => fake.stop());
  beforeEach(() => {
    fake.setMode('ok');
    fake.requests.length = 0;
    tooManyFirst = 0;
    items = ITEMS;
  });

  /**
   * A fresh app, with nothing cached, whose 429s are retried after a short first wait. Only a test of a
   * service that never responds needs a short time limit; elsewhere a busy machine must not turn a slow
   * response into a fallback.
   */
  async function appWith(logs = captureLogs(), timeoutMs = 10_000): Promise<App> {
    return createTestApp({
      providers: { healthTopics: { apiUrl: `${fake.origin}/api/v4` }, timeoutMs, resilience: { firstDelayMs: 5 } },
      logger: logs.logger,
    });
  }
  const list = async (app: App) =>
    HealthTopicListSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/health-topics/itemlist.json?Type=topic&Lang=en' })).json(),
    ).Result.Items.Item;
  const topic = async (app: App, id: string) =>
    HealthTopicSearchSchema.parse(
      (await app.inject({ method: 'GET', url: `/api/health-topics/topicsearch.json?TopicId=${id}` })).json(),
    ).Result.Resources.Resource;

  it('lists the service’s topics in the blog’s categories, pictured by our own illustrations', async () => {
    const app = await appWith();
    try {
      const items = await list(app);
      expect(items.map((item) => [item.Id, item.Category])).toEqual([
        ['30530', 'Cancer'],
        ['533', 'Pregnancy'],
        ['25', 'Heart Health'],
        ['327', 'Health'],
      ]);
      for (const item of items) expect(item.ImageUrl).toMatch(/^\/images\/articles\/category-/);
      expect(fake.requests[0]!.query.get('Type')).toBe('topic');
      expect(fake.requests[0]!.query.get('Lang')).toBe('en');
    } finally {
      await app.close();
    }
  });

  it('sanitises a topic’s HTML, credits the service, caches the response for a day and never hot-links', async () => {
    const app = await appWith();
    try {
      const [heart] = await topic(app, '25');
      const html = heart!.Sections.section[0]!.Content;
      expect(html).not.toMatch(/<script|onerror|onclick|<img/i);
      expect(html).toContain('Heart disease is common.');
      expect(html).toContain('rel="noopener noreferrer');
      expect(heart).toMatchObject({ Credit: 'Source: MyHealthfinder (ODPHP)', LastUpdate: '1711550401' });
      expect(heart!.ImageUrl).toMatch(/^\/images\/articles\/category-heart-health-/);
      const calls = fake.requests.length;
      await topic(app, '25');
      expect(fake.requests.length).toBe(calls);
      expect(await topic(app, '999')).toEqual([]);
      // Our own articles still open by their ids.
      expect((await topic(app, 'salt-and-your-heart'))[0]!.Title).toMatch(/^Salt and your heart/);
    } finally {
      await app.close();
    }
  });

  it('turns the service’s topics into our articles for /api/blog/articles', async () => {
    const app = await appWith();
    try {
      const { articles } = ArticleListSchema.parse(
        (await app.inject({ method: 'GET', url: '/api/blog/articles' })).json(),
      );
      expect(articles.map((article) => [article.id, article.title, article.category])).toEqual([
        ['30530', 'Get Screened for Colorectal Cancer', 'Cancer'],
        ['533', 'Eat Healthy During Pregnancy: Quick Tips', 'Pregnancy'],
        ['25', 'Keep Your Heart Healthy', 'Heart Health'],
        ['327', 'Drink Less Sugar', 'Health'],
      ]);
      const response = await app.inject({ method: 'GET', url: '/api/blog/articles/25' });
      const heart = ArticleSchema.parse(response.json());
      expect(heart).toMatchObject({
        id: '25',
        title: 'Keep Your Heart Healthy',
        category: 'Heart Health',
        credit: 'Source: MyHealthfinder (ODPHP)',
        updatedAt: '2024-03-27T14:40:01.000Z',
        sources: [],
        related: [{ id: '30530', title: 'Colorectal' }],
      });
      expect(heart.image).toMatch(/^\/images\/articles\/category-heart-health-/);
      expect(heart.sections.map((section) => section.title)).toEqual(['The Basics: Overview']);
      expect(heart.sections[0]!.html).not.toMatch(/<script|onerror|onclick|<img/i);
      expect(heart.sections[0]!.description).toBeUndefined();
      expect((await app.inject({ method: 'GET', url: '/api/blog/articles/999' })).statusCode).toBe(404);
      fake.setMode('status-500');
      const failed = await app.inject({ method: 'GET', url: '/api/blog/articles/327' });
      expect(failed.statusCode).toBe(503);
    } finally {
      await app.close();
    }
  });

  it('lists each topic once, leaving out an item with a field missing or oversized rather than the whole list', async () => {
    items = [
      ...ITEMS,
      { Type: 'Topic', Id: '25', Title: 'Keep Your Heart Healthy, again', ParentId: '-1' },
      { Type: 'Topic', Id: '41', ParentId: '-1' },
      { Type: 'Topic', Id: '42', Title: 'x'.repeat(10_000), ParentId: '-1' },
      { Type: 'Topic', Title: 'No id at all', ParentId: '-1' },
      'not an item',
      null,
    ];
    const logs = captureLogs();
    const app = await appWith(logs);
    try {
      const response = await app.inject({ method: 'GET', url: '/api/blog/articles' });
      expect(response.statusCode).toBe(200);
      const { articles } = ArticleListSchema.parse(response.json());
      expect(articles.map((article) => [article.id, article.title])).toEqual([
        ['30530', 'Get Screened for Colorectal Cancer'],
        ['533', 'Eat Healthy During Pregnancy: Quick Tips'],
        ['25', 'Keep Your Heart Healthy'],
        ['327', 'Drink Less Sugar'],
      ]);
      // The service's list, not the built-in articles it falls back to.
      expect(logs.lines.filter((line) => /fall/i.test(String(line.msg)))).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('asks only for topics the service listed, and says "try again" (503) when a listed one cannot be read', async () => {
    const app = await appWith();
    try {
      await list(app);
      const calls = fake.requests.length;
      expect(await topic(app, '123456')).toEqual([]);
      expect(fake.requests.length).toBe(calls);
      fake.setMode('status-500');
      const failed = await app.inject({ method: 'GET', url: '/api/health-topics/topicsearch.json?TopicId=25' });
      expect(failed.statusCode).toBe(503);
      expect(failed.json().error.code).toBe('service_unavailable');
    } finally {
      await app.close();
    }
  });

  it('retries after a 429, three tries in all, and responds once the service does', async () => {
    const app = await appWith();
    try {
      tooManyFirst = 2;
      expect(await list(app)).toHaveLength(4);
      expect(fake.requests).toHaveLength(3);
    } finally {
      await app.close();
    }
  });

  const failures: [string, FakeMode | 'three 429s'][] = [
    ['three 429s in a row', 'three 429s'],
    ['a server error (500)', 'status-500'],
    ['no response in time', 'hang'],
    ['a malformed response', 'malformed'],
  ];
  for (const [failure, mode] of failures) {
    it(`falls back to our own articles on ${failure}, and logs why`, async () => {
      const logs = captureLogs();
      const app = await appWith(logs, mode === 'hang' ? 300 : undefined);
      try {
        if (mode === 'three 429s') tooManyFirst = 3;
        else fake.setMode(mode);
        expect((await list(app)).map((item) => item.Id)).toEqual(loadArticles().map((article) => article.id));
        if (mode === 'three 429s') expect(fake.requests).toHaveLength(3);
        expect(
          logs.warnings().find((line) => line.msg === 'outside service failed; responding from the built-in catalog'),
        ).toMatchObject({ service: 'myhealthfinder' });
      } finally {
        await app.close();
      }
    });
  }

  it('reads the service’s LastUpdate, whole seconds since 1970 as text, as a date-time when it is one', () => {
    expect(updatedAtOf('1711550401')).toBe('2024-03-27T14:40:01.000Z');
    for (const notOne of ['', '0', 'soon', '1711550401.5', '-5', '99999999999999']) {
      expect(updatedAtOf(notOne), notOne).toBeUndefined();
    }
  });

  it('sorts topics into the blog’s four categories by their words', () => {
    expect(categoryOf('Get Your Well-Woman Visit Every Year')).toBe('Health');
    expect(categoryOf('Lower Your Risk of Breast Cancer')).toBe('Cancer');
    expect(categoryOf('Breastfeeding: Tips for Success')).toBe('Pregnancy');
    expect(categoryOf('Control Your Blood Pressure')).toBe('Heart Health');
  });
});
