import { queryOptions, useQuery } from '@tanstack/react-query';
import { poseTutorialRoute } from '@thrive/contract';
import { callApi } from '../../../lib/api-client';

/** GET /api/yoga/videos: the pose's tutorial; the server adds the rest of the search and holds the key. */
export async function searchPoseTutorial(poseName: string, signal?: AbortSignal) {
  const { videos } = await callApi(poseTutorialRoute, { query: { q: poseName } }, { signal });
  return videos[0] ?? null;
}

export function poseTutorialQueryOptions(poseName: string) {
  return queryOptions({
    queryKey: ['yoga', 'tutorial', poseName],
    queryFn: async ({ signal }) => {
      try {
        return await searchPoseTutorial(poseName, signal);
      } catch (error) {
        // A failed video search is logged and the pose simply has no tutorial.
        console.warn(`Tutorial search for ${poseName} failed`, error);
        return null;
      }
    },
    staleTime: 24 * 60 * 60 * 1000,
  });
}

export function usePoseTutorial(poseName: string) {
  return useQuery(poseTutorialQueryOptions(poseName));
}
