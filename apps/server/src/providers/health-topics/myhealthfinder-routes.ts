import { z } from 'zod';
import { ArticleSourceLinkSchema, BLOG_CATEGORIES, boundedText, defineRoute, ImageUrlSchema } from '@thrive/contract';

/**
 * MyHealthfinder's `itemlist.json` and `topicsearch.json` as the app first served them, for clients that speak
 * the service's shape: its nesting and PascalCase, with our card fields added. Not in the contract, so the web
 * app cannot call them (docs/decisions/0028); answered from the domain model by `myHealthfinderRoutes`.
 */

/** What we add to the service's topics, so the blog can show cards and bylines from one call. */
const OurTopicFields = {
  Subtitle: boundedText(300).optional(),
  Category: z.enum(BLOG_CATEGORIES).optional(),
  Summary: boundedText(600).optional(),
  Author: boundedText(100).optional(),
  /** Published, YYYY-MM-DD. */
  Date: boundedText(10).optional(),
  LastReviewed: boundedText(10).optional(),
  ReadingMinutes: z.number().int().positive().max(120).optional(),
};

/** One entry of the health-topics service's `itemlist.json`, plus ours. */
export const HealthTopicItemSchema = z.object({
  Type: boundedText(40),
  Id: boundedText(100),
  Title: boundedText(300),
  ParentId: boundedText(40),
  ImageUrl: ImageUrlSchema.optional(),
  ImageAlt: boundedText(300).optional(),
  ...OurTopicFields,
});
export type HealthTopicItem = z.infer<typeof HealthTopicItemSchema>;

export const HealthTopicListSchema = z.object({
  Result: z.object({
    Error: boundedText(10),
    Total: z.number().int().nonnegative(),
    Items: z.object({ Item: z.array(HealthTopicItemSchema) }),
  }),
});
export type HealthTopicList = z.infer<typeof HealthTopicListSchema>;

export const HealthTopicSectionSchema = z.object({
  Title: boundedText(300),
  Description: boundedText(2000),
  /** HTML, sanitised on the server. */
  Content: z.string().max(200_000),
});

/** One topic of the service's `topicsearch.json`, plus ours. */
export const HealthTopicResourceSchema = z.object({
  Type: boundedText(40),
  Id: boundedText(100),
  Title: boundedText(300),
  Categories: boundedText(1000),
  ImageUrl: ImageUrlSchema,
  ImageAlt: boundedText(300),
  /** The service gives seconds since 1970 as text. */
  LastUpdate: boundedText(20),
  Sections: z.object({ section: z.array(HealthTopicSectionSchema) }),
  RelatedItems: z.object({
    RelatedItem: z.array(
      z.object({
        Type: boundedText(40),
        Id: boundedText(100),
        Title: boundedText(300),
        Url: boundedText(500).optional(),
      }),
    ),
  }),
  ...OurTopicFields,
  Sources: z.array(ArticleSourceLinkSchema).max(10).optional(),
  /** Who wrote it, when it is not us, e.g. "Source: MyHealthfinder (ODPHP)". */
  Credit: boundedText(200).optional(),
});
export type HealthTopicResource = z.infer<typeof HealthTopicResourceSchema>;

export const HealthTopicSearchSchema = z.object({
  Result: z.object({
    Error: boundedText(10),
    Total: z.number().int().nonnegative(),
    Resources: z.object({ Resource: z.array(HealthTopicResourceSchema) }),
  }),
});
export type HealthTopicSearch = z.infer<typeof HealthTopicSearchSchema>;

/** The service's fixed query values, in any letter case. */
const fixed = (value: string) =>
  z
    .string()
    .default(value)
    .refine((given) => given.toLowerCase() === value.toLowerCase(), { error: `must be ${value}` });

export const HealthTopicListQuerySchema = z.object({ Type: fixed('topic'), Lang: fixed('en') });

export const HealthTopicSearchQuerySchema = z.object({
  TopicId: z
    .string({ error: 'is required' })
    .trim()
    .regex(/^[A-Za-z0-9-]{1,100}$/, { error: 'must be a topic id: letters, digits and hyphens' }),
  Lang: fixed('en'),
});

const healthTopics = { tag: 'blog', access: 'public', compatibility: 'MyHealthfinder', errors: [503] } as const;

export const healthTopicsRoute = defineRoute({
  ...healthTopics,
  method: 'GET',
  path: '/api/health-topics/itemlist.json',
  summary: 'The list of health articles',
  query: HealthTopicListQuerySchema,
  responses: { 200: HealthTopicListSchema },
});

export const healthTopicRoute = defineRoute({
  ...healthTopics,
  method: 'GET',
  path: '/api/health-topics/topicsearch.json',
  summary: 'One health article (an empty list when there is none)',
  query: HealthTopicSearchQuerySchema,
  responses: { 200: HealthTopicSearchSchema },
});

export const MYHEALTHFINDER_ROUTES = [healthTopicsRoute, healthTopicRoute] as const;
