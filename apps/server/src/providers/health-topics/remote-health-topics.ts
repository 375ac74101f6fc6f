import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { BlogCategory, HealthTopicItem, HealthTopicResource } from '@thrive/contract';
import { sanitize } from '../../lib/sanitize';
import type { RemoteCache } from '../remote-cache';
import { remoteCall, withFallback } from '../remote-call';
import type { HealthTopicProvider } from './health-topic-provider';

/** The service's topics change rarely; a day keeps us well inside its limits. */
export const HEALTH_TOPIC_CACHE_TTL_MS = 24 * 60 * 60 * 1000;
/** How long an instance keeps the list it read before asking the shared cache again. */
const MEMORY_TTL_MS = 10 * 60 * 1000;
/** Spec §8: a 429 is asked again with exponential backoff, three tries in all. */
const TRIES_ON_429 = 3;
export const MYHEALTHFINDER_CREDIT = 'Source: MyHealthfinder (ODPHP)';

const ItemListSchema = z.object({
  Result: z.object({
    Items: z
      .object({
        Item: z.array(
          z.object({ Type: z.string().max(40), Id: z.coerce.string().max(100), Title: z.string().max(300) }),
        ),
      })
      .optional(),
  }),
});
type RemoteItem = NonNullable<z.infer<typeof ItemListSchema>['Result']['Items']>['Item'][number];

const TopicSchema = z.object({
  Type: z.string().max(40).default('Topic'),
  Id: z.coerce.string().max(100),
  Title: z.string().max(300),
  Categories: z.string().max(1000).default(''),
  LastUpdate: z.coerce.string().max(20).default(''),
  Sections: z
    .object({
      section: z.array(
        z.object({
          Title: z.string().max(300).default(''),
          Description: z.string().max(2000).default(''),
          Content: z.string().max(200_000).default(''),
        }),
      ),
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

/** The spec's four categories from the words of a topic's title and categories; the rest is general health. */
export function categoryOf(text: string): BlogCategory {
  const words = text.toLowerCase();
  if (/cancer|tumou?r|mammogram|screening for (colorectal|cervical|breast|lung)/.test(words)) return 'Cancer';
  if (/pregnan|prenatal|breastfeed|baby|babies|birth|infant/.test(words)) return 'Pregnancy';
  if (/heart|blood pressure|cholesterol|stroke|aspirin/.test(words)) return 'Heart Health';
  return 'Health';
}

export interface MyHealthfinderOptions {
  apiUrl: string;
  cache: RemoteCache;
  /** Our picture for a category: the service's own images are never hot-linked. */
  categoryImageUrl: (category: BlogCategory) => string;
  log: FastifyBaseLogger;
  timeoutMs?: number | undefined;
  retryDelayMs?: number | undefined;
}

/**
 * MyHealthfinder (ODPHP): `itemlist.json?Type=topic&Lang=en` and `topicsearch.json?TopicId=&Lang=en`, each
 * answer kept a day in the shared cache, its HTML sanitised before it is kept, its topics sorted into the
 * spec's four categories and pictured by our own illustration of the category.
 */
export class MyHealthfinderProvider implements HealthTopicProvider {
  private memory: { list: readonly HealthTopicItem[]; until: number } | undefined;

  constructor(private readonly options: MyHealthfinderOptions) {}

  private async get<S extends z.ZodType>(path: string, params: Record<string, string>, schema: S) {
    const url = new URL(`${this.options.apiUrl.replace(/\/+$/, '')}/${path}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    const answer = await remoteCall({
      service: 'myhealthfinder',
      url,
      schema,
      log: this.options.log,
      timeoutMs: this.options.timeoutMs,
      retry: { statuses: [429], tries: TRIES_ON_429, firstDelayMs: this.options.retryDelayMs ?? 1000 },
    });
    return answer.data as z.output<S>;
  }

  private toItem(item: RemoteItem): HealthTopicItem {
    const category = categoryOf(item.Title);
    return {
      Type: 'Topic',
      Id: item.Id,
      Title: item.Title,
      ParentId: '-1',
      ImageUrl: this.options.categoryImageUrl(category),
      ImageAlt: '',
      Category: category,
    };
  }

  async list(): Promise<readonly HealthTopicItem[]> {
    if (this.memory && this.memory.until > Date.now()) return this.memory.list;
    const items = await this.options.cache.through(
      'myhealthfinder:itemlist',
      z.array(z.object({ Type: z.string(), Id: z.string(), Title: z.string() })),
      HEALTH_TOPIC_CACHE_TTL_MS,
      async () =>
        (await this.get('itemlist.json', { Type: 'topic', Lang: 'en' }, ItemListSchema)).Result.Items?.Item ?? [],
    );
    const list = items.filter((item) => item.Type.toLowerCase() === 'topic').map((item) => this.toItem(item));
    this.memory = { list, until: Date.now() + MEMORY_TTL_MS };
    return list;
  }

  async topic(id: string): Promise<HealthTopicResource | undefined> {
    // "No such topic" is an answer too, kept as such, so it is not asked again within the day.
    const { topic } = await this.options.cache.through(
      `myhealthfinder:topic:${id}`,
      z.object({ topic: TopicSchema.nullable() }),
      HEALTH_TOPIC_CACHE_TTL_MS,
      async () => {
        const found = (await this.get('topicsearch.json', { TopicId: id, Lang: 'en' }, TopicSearchSchema)).Result
          .Resources?.Resource[0];
        // Kept only once made safe, so nothing unsanitised is ever read back.
        return { topic: found ? sanitizeTopic(found) : null };
      },
    );
    return topic ? this.toResource(topic) : undefined;
  }

  private toResource(topic: RemoteTopic): HealthTopicResource {
    const category = categoryOf(`${topic.Title} ${topic.Categories}`);
    return {
      ...topic,
      ImageUrl: this.options.categoryImageUrl(category),
      ImageAlt: '',
      Category: category,
      Credit: MYHEALTHFINDER_CREDIT,
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
export class FallbackHealthTopicProvider implements HealthTopicProvider {
  constructor(
    private readonly remote: HealthTopicProvider,
    private readonly builtIn: HealthTopicProvider,
    private readonly log: FastifyBaseLogger,
  ) {}

  list() {
    return withFallback(
      this.log,
      () => this.remote.list(),
      () => this.builtIn.list(),
    );
  }

  topic(id: string) {
    if (isOurs(id)) return this.builtIn.topic(id);
    return withFallback(
      this.log,
      () => this.remote.topic(id),
      async () => undefined,
    );
  }
}
