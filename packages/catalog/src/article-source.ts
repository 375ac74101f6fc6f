import { z } from 'zod';
import { BLOG_CATEGORIES, IsoDateSchema } from '@thrive/contract';

/** Articles are signed by a team, never by an invented person. */
export const ARTICLE_BYLINES = ['Thrive nutrition team', 'Thrive health team', 'Thrive editorial team'] as const;

const Text = (min: number, max: number) => z.string().trim().min(min).max(max);

export const ArticleSourceSectionSchema = z
  .object({
    heading: Text(3, 80),
    paragraphs: z.array(Text(40, 900)).min(1).max(5),
    /** A bulleted list after the paragraphs. */
    list: z.array(Text(5, 300)).min(2).max(8).optional(),
  })
  .strict();
export type ArticleSourceSection = z.infer<typeof ArticleSourceSectionSchema>;

const ArticleSourceLinkSchema = z
  .object({
    title: Text(5, 160),
    publisher: Text(2, 80),
    url: z.url({ protocol: /^https$/, error: 'must be an https:// address' }),
  })
  .strict();

/** An article as the team writes it: plain text in sections, rendered to HTML by the catalog. */
export const ArticleSourceSchema = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      .max(80),
    title: Text(10, 90),
    subtitle: Text(20, 160),
    category: z.enum(BLOG_CATEGORIES),
    summary: Text(80, 280),
    author: z.enum(ARTICLE_BYLINES),
    date: IsoDateSchema,
    lastReviewed: IsoDateSchema,
    /** Fluent Emoji Flat glyph names, composed into the article's illustration. */
    illustration: z.object({ glyphs: z.array(z.string().min(2)).min(2).max(4) }).strict(),
    sections: z.array(ArticleSourceSectionSchema).min(4).max(9),
    sources: z.array(ArticleSourceLinkSchema).min(2).max(6),
  })
  .strict()
  .refine((article) => article.lastReviewed >= article.date, {
    path: ['lastReviewed'],
    message: 'must not be before the date',
  });
export type ArticleSource = z.infer<typeof ArticleSourceSchema>;

/** Words of an article's body, for its reading time and its length check. */
export function articleWords(article: ArticleSource): number {
  return article.sections
    .flatMap((section) => [section.heading, ...section.paragraphs, ...(section.list ?? [])])
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;
}
