import { z } from 'zod';

/**
 * A pose's tutorial video, found by the server (on YouTube when it has a key; without one there are none). The
 * browser never holds the key; YouTube's own search shape is a compatibility layer beside its provider (decision 0028).
 */
export const VideoSearchQuerySchema = z.object({
  /** The pose's English name; the server adds the rest of the search. */
  q: z.string().trim().min(1).max(80),
});

/** A YouTube video id: 11 characters today; checked so it is safe to put into an embed address. */
export const VideoIdSchema = z.string().regex(/^[\w-]{6,20}$/);

export const VideoSchema = z.object({
  id: VideoIdSchema,
  title: z.string().max(500),
  /** The channel that published it, named beside the player. */
  channel: z.string().max(200).optional(),
  description: z.string().max(5000).optional(),
  publishedAt: z.string().max(40).optional(),
});
export type Video = z.infer<typeof VideoSchema>;

/** At most one video: the pose's tutorial. */
export const VideoListSchema = z.object({ videos: z.array(VideoSchema).max(1) });
export type VideoList = z.infer<typeof VideoListSchema>;

/** Where a found video plays: YouTube's privacy-enhanced host, loaded only when the user asks. */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
/** The embed is 315 px high. */
export const VIDEO_EMBED_HEIGHT = 315;
