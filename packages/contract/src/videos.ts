import { z } from 'zod';

/**
 * Tutorial video search in the YouTube Data API v3 `search.list` shape, served by the
 * server: without a key it has no videos, with one it asks YouTube. The browser never holds the key.
 */
export const VideoSearchQuerySchema = z.object({
  /** The pose's English name; the server adds the rest of the search. */
  q: z.string().trim().min(1).max(80),
});

/** A YouTube video id: 11 characters today; checked so it is safe to put into an embed address. */
export const VideoIdSchema = z.string().regex(/^[\w-]{6,20}$/);

export const VideoSearchResultSchema = z.object({
  kind: z.string().optional(),
  id: z.object({ kind: z.string().optional(), videoId: VideoIdSchema }),
  snippet: z.object({
    title: z.string().max(500),
    description: z.string().max(5000).optional(),
    channelTitle: z.string().max(200).optional(),
    publishedAt: z.string().max(40).optional(),
  }),
});
export type VideoSearchResult = z.infer<typeof VideoSearchResultSchema>;

export const VideoSearchResponseSchema = z.object({
  kind: z.string().optional(),
  items: z.array(VideoSearchResultSchema),
});
export type VideoSearchResponse = z.infer<typeof VideoSearchResponseSchema>;

/** Where a found video plays: YouTube's privacy-enhanced host, loaded only when the user asks. */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
/** The embed is 315 px high. */
export const VIDEO_EMBED_HEIGHT = 315;
