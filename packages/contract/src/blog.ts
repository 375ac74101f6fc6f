import { z } from 'zod';
import { boundedText, IsoDateSchema } from './params';
import { ImageUrlSchema } from './yoga';

/** A blog topic's category is one of these four (docs/product.md, "Health blog"). */
export const BLOG_CATEGORIES = ['Cancer', 'Pregnancy', 'Heart Health', 'Health'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** The health blog's words and figures (docs/product.md, "Health blog"). */
export const BLOG_MESSAGES = {
  tooManyRequests: 'Too many requests. Please try again later.',
  loadFailed: 'Failed to load health topics: {message}',
  noTopics: 'No health topics found.',
  empty: 'No blogs available. Please try again later.',
  filteredEmpty: 'No blogs found for the selected filter.',
  wantMore: 'Want More',
  disclaimer: 'Thrive offers general information, not medical advice.',
} as const;
export const BLOG_TRENDING_COUNT = 12;
export const BLOG_SUGGESTION_LIMIT = 5;
export const BLOG_SEARCH_DEBOUNCE_MS = 150;
export const BLOG_CACHE_MS = 24 * 60 * 60 * 1000;

export const ArticleSourceLinkSchema = z.object({
  title: boundedText(200),
  publisher: boundedText(100),
  url: z.url({ protocol: /^https$/ }),
});
export type ArticleSourceLink = z.infer<typeof ArticleSourceLinkSchema>;

/** An article as a card shows it: the blog's list holds these, so the list page needs one request. */
export const ArticleSummarySchema = z.object({
  id: boundedText(100),
  title: boundedText(300),
  subtitle: boundedText(300).optional(),
  category: z.enum(BLOG_CATEGORIES).optional(),
  summary: boundedText(600).optional(),
  author: boundedText(100).optional(),
  published: IsoDateSchema.optional(),
  lastReviewed: IsoDateSchema.optional(),
  readingMinutes: z.number().int().positive().max(120).optional(),
  /** Our own picture: an outside service's images are never hot-linked. */
  image: ImageUrlSchema.optional(),
  /** None when the picture only decorates. */
  imageAlt: boundedText(300).optional(),
});
export type ArticleSummary = z.infer<typeof ArticleSummarySchema>;

export const ArticleSectionSchema = z.object({
  title: boundedText(300),
  description: boundedText(2000).optional(),
  /** HTML, sanitised on the server: our own text escaped, an outside service's cleaned. */
  html: z.string().max(200_000),
});
export type ArticleSection = z.infer<typeof ArticleSectionSchema>;

export const RelatedArticleSchema = z.object({
  id: boundedText(100),
  title: boundedText(300),
  url: boundedText(500).optional(),
});

/** A whole article, for its own page. */
export const ArticleSchema = ArticleSummarySchema.extend({
  sections: z.array(ArticleSectionSchema),
  related: z.array(RelatedArticleSchema),
  sources: z.array(ArticleSourceLinkSchema).max(10),
  /** Who wrote it, when it is not us, e.g. "Source: MyHealthfinder (ODPHP)". */
  credit: boundedText(200).optional(),
  /** When its text last changed, as its writer says. */
  updatedAt: z.iso.datetime().optional(),
});
export type Article = z.infer<typeof ArticleSchema>;

export const ArticleListSchema = z.object({ articles: z.array(ArticleSummarySchema) });
export type ArticleList = z.infer<typeof ArticleListSchema>;

export const ArticleIdParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9-]{1,100}$/, { error: 'must be an article id: letters, digits and hyphens' }),
});
