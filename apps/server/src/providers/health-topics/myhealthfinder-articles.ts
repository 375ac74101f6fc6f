import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Article, ArticleSummary, BlogCategory } from '@thrive/contract';
import { sanitize } from '../../lib/sanitize';
import {
  RemoteServiceError,
  withFallback,
  remoteServiceFor,
  type RemoteAdapterOptions,
  type RemoteService,
  type Resilience,
} from '../remote-call';
import { RemoteList } from '../remote-list';
import { ServiceUnavailableError } from '../../lib/http-errors';
import type { ArticleProvider } from './article-provider';
import { firstOfEach, wellFormed } from '../remote-items';

/** The service's topics change rarely; a day keeps us well inside its limits. */
export const HEALTH_TOPIC_CACHE_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A 429 is retried with exponential backoff, three tries in all, waiting 1 s first (docs/product.md, "Health blog").
 */
const THROTTLE_RETRIES: Partial<Resilience> = { tries: 3, firstDelayMs: 1000 };
export const MYHEALTHFINDER_CREDIT = 'Source: MyHealthfinder (ODPHP)';

const RemoteItemSchema = z.object({
  Type: z.string().max(40),
  Id: z.coerce.string().max(100),
  Title: z.string().max(300),
});
type RemoteItem = z.infer<typeof RemoteItemSchema>;
/** The list as sent; its items are read one by one (`wellFormed`). */
const ItemListSchema = z.object({
  Result: z.object({ Items: z.object({ Item: z.array(z.unknown()).max(10_000) }).optional() }),
});

const TopicSchema = z.object({
  Type: z.string().max(40).default('Topic'),
  Id: z.coerce.string().max(100),
  Title: z.string().max(300),
  Categories: z.string().max(1000).default(''),
  LastUpdate: z.coerce.string().max(20).default(''),
  Sections: z
    .object({
      section: z
        .array(
          z.object({
            Title: z.string().max(300).default(''),
            Description: z.string().max(2000).default(''),
            Content: z.string().max(200_000).default(''),
          }),
        )
        // A topic of the service has a handful of sections; more is not a topic page.
        .max(40),
    })
    .default({ section: [] }),
  RelatedItems: z
    .object({
      RelatedItem: z.array(
        z.object({ Type: z.string().max(40), Id: z.coerce.string().max(100), Title: z.string().max(300) }),
      ),
    })
    .default({ RelatedItem: [] }),
});
type RemoteTopic = z.infer<typeof TopicSchema>;
const TopicSearchSchema = z.object({
  Result: z.object({ Resources: z.object({ Resource: z.array(TopicSchema) }).optional() }),
});

/**
 * The blog's four categories (`BLOG_CATEGORIES`) from the words of a topic's title and categories; the rest is general
 * health.
 */
export function categoryOf(text: string): BlogCategory {
  const words = text.toLowerCase();
  if (/cancer|tumou?r|mammogram|screening for (colorectal|cervical|breast|lung)/.test(words)) return 'Cancer';
  if (/pregnan|prenatal|breastfeed|baby|babies|birth|infant/.test(words)) return 'Pregnancy';
  if (/heart|blood pressure|cholesterol|stroke|aspirin/.test(words)) return 'Heart Health';
  return 'Health';
}

/** The last second an ISO date-time can write with a four-digit year. */
const LAST_WRITABLE_SECOND = Date.UTC(9999, 11, 31, 23, 59, 59) / 1000;

/** The service's LastUpdate (whole seconds since 1970, as text) as an ISO date-time; undefined when it is not one. */
export function updatedAtOf(lastUpdate: string): string | undefined {
  if (!/^\d{1,15}$/.test(lastUpdate)) return undefined;
  const seconds = Number(lastUpdate);
  return seconds > 0 && seconds <= LAST_WRITABLE_SECOND ? new Date(seconds * 1000).toISOString() : undefined;
}

export interface MyHealthfinderOptions extends RemoteAdapterOptions {
  apiUrl: string;
  /** Our picture for a category: the service's own images are never hot-linked. */
  categoryImageUrl: (category: BlogCategory) => string;
}

/**
 * MyHealthfinder (ODPHP): `itemlist.json?Type=topic&Lang=en` and `topicsearch.json?TopicId=&Lang=en`, each
 * response cached a day in the shared cache in the service's shape, its HTML sanitised before it is cached, its
 * topics turned into our articles: sorted into the blog's four categories and pictured by our own illustration of
 * the category.
 */
export class MyHealthfinderProvider implements ArticleProvider {
  private readonly items: RemoteList<z.ZodArray<typeof RemoteItemSchema>, ArticleSummary>;
  private readonly service: RemoteService;

  constructor(private readonly options: MyHealthfinderOptions) {
    this.service = remoteServiceFor('myhealthfinder', options, { resilience: THROTTLE_RETRIES });
    this.items = new RemoteList({
      cache: options.cache,
      key: 'myhealthfinder:itemlist',
      schema: z.array(RemoteItemSchema),
      ttlMs: HEALTH_TOPIC_CACHE_TTL_MS,
      fetch: async () => {
        const items = (await this.get('itemlist.json', { Type: 'topic', Lang: 'en' }, ItemListSchema)).Result.Items;
        return firstOfEach(wellFormed(RemoteItemSchema, items?.Item ?? []), (item) => item.Id);
      },
      map: (items) => items.filter((item) => item.Type.toLowerCase() === 'topic').map((item) => this.toSummary(item)),
      service: 'myhealthfinder',
    });
  }

  private async get<S extends z.ZodType>(path: string, params: Record<string, string>, schema: S) {
    const url = new URL(`${this.options.apiUrl.replace(/\/+$/, '')}/${path}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    const response = await this.service.get({ url, schema });
    return response.data as z.output<S>;
  }

  private toSummary(item: RemoteItem): ArticleSummary {
    const category = categoryOf(item.Title);
    return { id: item.Id, title: item.Title, category, image: this.options.categoryImageUrl(category) };
  }

  list(): Promise<readonly ArticleSummary[]> {
    return this.items.get();
  }

  async article(id: string): Promise<Article | undefined> {
    // Only topics the service listed are requested, so nobody can spend its limits on made-up ids.
    if (!(await this.list()).some((item) => item.id === id)) return undefined;
    // "No such topic" is a response too, cached as such, so it is not requested again within the day.
    const { topic } = await this.options.cache.through(
      `myhealthfinder:topic:${id}`,
      z.object({ topic: TopicSchema.nullable() }),
      HEALTH_TOPIC_CACHE_TTL_MS,
      async () => {
        const found = (await this.get('topicsearch.json', { TopicId: id, Lang: 'en' }, TopicSearchSchema)).Result
          .Resources?.Resource[0];
        // Cached only once made safe, so nothing unsanitised is ever read back.
        return { topic: found ? sanitizeTopic(found) : null };
      },
    );
    return topic ? this.toArticle(topic) : undefined;
  }

  private toArticle(topic: RemoteTopic): Article {
    const category = categoryOf(`${topic.Title} ${topic.Categories}`);
    return {
      id: topic.Id,
      title: topic.Title,
      category,
      image: this.options.categoryImageUrl(category),
      sections: topic.Sections.section.map((section) => ({
        title: section.Title,
        ...(section.Description ? { description: section.Description } : {}),
        html: section.Content,
      })),
      related: topic.RelatedItems.RelatedItem.map((item) => ({ id: item.Id, title: item.Title })),
      sources: [],
      credit: MYHEALTHFINDER_CREDIT,
      updatedAt: updatedAtOf(topic.LastUpdate),
    };
  }
}

function sanitizeTopic(topic: RemoteTopic): RemoteTopic {
  return {
    ...topic,
    Sections: {
      section: topic.Sections.section.map((section) => ({
        Title: section.Title,
        Description: sanitize(section.Description),
        Content: sanitize(section.Content),
      })),
    },
  };
}

/** Our own article ids are words; the service's are numbers. */
const isOurs = (id: string) => !/^\d+$/.test(id);

/**
 * MyHealthfinder with our articles behind it: when the service fails (after its 429s are retried), the
 * blog shows our own articles instead, and links to them keep working.
 */
export class FallbackArticleProvider implements ArticleProvider {
  constructor(
    private readonly remote: ArticleProvider,
    private readonly builtIn: ArticleProvider,
    private readonly log: FastifyBaseLogger,
  ) {}

  list() {
    return withFallback(
      this.log,
      () => this.remote.list(),
      () => this.builtIn.list(),
    );
  }

  /** An article of the service that cannot be read now is "try again", not "no such article". */
  async article(id: string) {
    if (isOurs(id)) return this.builtIn.article(id);
    try {
      return await this.remote.article(id);
    } catch (error) {
      if (!(error instanceof RemoteServiceError)) throw error;
      this.log.warn({ service: error.service, failure: error.failure, status: error.status }, 'outside service failed');
      throw new ServiceUnavailableError('The article could not be loaded. Please try again later.');
    }
  }
}
