import type { FakeHandler } from '@thrive/server/test/fake-service';

/** The one pose the fake YouTube has a tutorial for; every other search finds nothing. */
export const TUTORIAL_POSE = 'Tree';
export const TUTORIAL_VIDEO_ID = 'e2eTreeVid1';

/** YouTube Data API v3 `search.list` as the real service responds with it. */
export const youtubeSearchAnswer: FakeHandler = ({ path, query }) => {
  if (path !== '/youtube/v3/search') return { status: 404, body: { error: { code: 404, message: 'Not Found' } } };
  const found = query.get('q')?.startsWith(`${TUTORIAL_POSE} yoga`);
  return {
    status: 200,
    body: {
      kind: 'youtube#searchListResponse',
      etag: 'e2e',
      pageInfo: { totalResults: found ? 1 : 0, resultsPerPage: 1 },
      items: found
        ? [
            {
              kind: 'youtube#searchResult',
              etag: 'e2e',
              id: { kind: 'youtube#video', videoId: TUTORIAL_VIDEO_ID },
              snippet: {
                publishedAt: '2019-04-01T12:00:00Z',
                channelId: 'UCe2e',
                title: `${TUTORIAL_POSE} Pose | Yoga With Adriene`,
                description: 'A short tutorial.',
                channelTitle: 'Yoga With Adriene',
                liveBroadcastContent: 'none',
              },
            },
          ]
        : [],
    },
  };
};
