import type { Video } from '@thrive/contract';
import { RemoteServiceError, remoteServiceFor, type RemoteAdapterOptions, type RemoteService } from '../remote-call';
import type { VideoProvider } from './video-provider';
import { z } from 'zod';
import { firstOfEach, wellFormed } from '../remote-items';
import { YouTubeSearchResultSchema, videoFromYouTube } from './youtube-search';

/** YouTube's answer as sent; its items are read one by one (`wellFormed`), so one odd item costs only itself. */
const SearchAnswerSchema = z.object({ items: z.array(z.unknown()).max(50).default([]) });

/** YouTube allows about 100 searches a day: a pose's response is cached for 30 days. */
export const VIDEO_CACHE_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface YouTubeOptions extends RemoteAdapterOptions {
  apiKey: string;
  /** The Data API v3 base, e.g. https://www.googleapis.com/youtube/v3. */
  apiUrl: string;
}

/**
 * The search the first version of the product made for a pose's tutorial (docs/product.md, "Pose dialog and Practice
 * Timer").
 */
export function tutorialQuery(poseName: string): string {
  return `${poseName} yoga Yoga With Adriene`;
}

/** YouTube's search.list, asked once per pose and month, read into our videos; a failure shows none and is logged. */
export class YouTubeVideoProvider implements VideoProvider {
  private readonly service: RemoteService;

  constructor(private readonly options: YouTubeOptions) {
    this.service = remoteServiceFor('youtube', options, { cacheTtlMs: VIDEO_CACHE_TTL_MS });
  }

  private async search(poseName: string): Promise<Video[]> {
    const url = new URL(`${this.options.apiUrl.replace(/\/+$/, '')}/search`);
    url.search = new URLSearchParams({
      part: 'snippet',
      q: tutorialQuery(poseName.trim()),
      maxResults: '1',
      type: 'video',
    }).toString();
    const response = await this.service.get({
      url,
      schema: SearchAnswerSchema,
      secretParams: { key: this.options.apiKey },
    });
    // One video, the first well-formed one: a service may send more than asked, a channel without a video id, or an
    // oversized title.
    const results = wellFormed(YouTubeSearchResultSchema, response.data?.items ?? []);
    return firstOfEach(results, (result) => result.id.videoId)
      .slice(0, 1)
      .map(videoFromYouTube);
  }

  async searchPoseTutorial(poseName: string): Promise<Video[]> {
    try {
      return await this.search(poseName);
    } catch (error) {
      if (!(error instanceof RemoteServiceError)) throw error;
      this.options.log.warn(
        { service: 'youtube', failure: error.failure, status: error.status },
        'video search failed',
      );
      return [];
    }
  }
}
