import type { VideoSearchResponse } from '@thrive/contract';

/** Finds a tutorial video for a pose, in YouTube's search shape. */
export interface VideoProvider {
  /** Never fails: with no video to show, the response has no items. */
  searchPoseTutorial(poseName: string): Promise<VideoSearchResponse>;
}

export const NO_VIDEOS: VideoSearchResponse = { kind: 'youtube#searchListResponse', items: [] };
