import type { VideoProvider } from './video-provider';

/** Offline there are no tutorial videos: the built-in provider finds none. */
export const catalogVideoProvider: VideoProvider = {
  searchPoseTutorial: async () => [],
};
