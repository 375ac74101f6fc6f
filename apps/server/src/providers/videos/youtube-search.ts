import { z } from 'zod';
import { VideoIdSchema, VideoSearchQuerySchema, defineRoute, type Video } from '@thrive/contract';

/**
 * The YouTube Data API v3 `search.list` shape: how YouTube responds to the provider, and how
 * `GET /api/videos/search` still responds for clients that speak it (docs/decisions/0028). The web app asks
 * /api/yoga/videos instead.
 */
export const YouTubeSearchResultSchema = z.object({
  kind: z.string().optional(),
  id: z.object({ kind: z.string().optional(), videoId: VideoIdSchema }),
  snippet: z.object({
    title: z.string().max(500),
    description: z.string().max(5000).optional(),
    channelTitle: z.string().max(200).optional(),
    publishedAt: z.string().max(40).optional(),
  }),
});
export type YouTubeSearchResult = z.infer<typeof YouTubeSearchResultSchema>;

export const YouTubeSearchResponseSchema = z.object({
  kind: z.string().optional(),
  items: z.array(YouTubeSearchResultSchema),
});
export type YouTubeSearchResponse = z.infer<typeof YouTubeSearchResponseSchema>;

export const youTubeSearchRoute = defineRoute({
  method: 'GET',
  path: '/api/videos/search',
  tag: 'yoga',
  summary: 'A tutorial video for a pose we know, by its name',
  access: 'public',
  compatibility: 'YouTube Data API',
  query: VideoSearchQuerySchema,
  responses: { 200: YouTubeSearchResponseSchema },
});

export const YOUTUBE_ROUTES = [youTubeSearchRoute] as const;

/** A search result of YouTube's read into our video. */
export function videoFromYouTube({ id, snippet }: YouTubeSearchResult): Video {
  return {
    id: id.videoId,
    title: snippet.title,
    ...(snippet.channelTitle !== undefined ? { channel: snippet.channelTitle } : {}),
    ...(snippet.description !== undefined ? { description: snippet.description } : {}),
    ...(snippet.publishedAt !== undefined ? { publishedAt: snippet.publishedAt } : {}),
  };
}

/** Our videos as YouTube's search response: the one mapping behind `GET /api/videos/search`. */
export function toYouTubeSearchResponse(videos: readonly Video[]): YouTubeSearchResponse {
  return {
    kind: 'youtube#searchListResponse',
    items: videos.map((video) => ({
      kind: 'youtube#searchResult',
      id: { kind: 'youtube#video', videoId: video.id },
      snippet: {
        title: video.title,
        ...(video.description !== undefined ? { description: video.description } : {}),
        ...(video.channel !== undefined ? { channelTitle: video.channel } : {}),
        ...(video.publishedAt !== undefined ? { publishedAt: video.publishedAt } : {}),
      },
    })),
  };
}
