import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VideoListSchema } from '@thrive/contract';
import type { App } from '../../app';
import { YouTubeSearchResponseSchema } from '../../providers/videos/youtube-search';
import type { FakeHandler, FakeMode } from '../../test/fake-service';
import { appWithFakeService } from '../../test/fake-service-app';
import { captureLogs } from '../../test/log-capture';
import { createTestApp } from '../../test/test-app';

const API_KEY = 'test-key-not-for-browsers';

/** YouTube's search.list, with every field it sends, one video a pose. */
const youTube: FakeHandler = ({ path, query }) => {
  if (path !== '/youtube/v3/search') return { status: 404, body: { error: { code: 404 } } };
  const pose = query.get('q')!.replace(' yoga Yoga With Adriene', '');
  if (pose === 'Lotus') {
    // More than asked for, and odd: a channel without a video id, an oversized title, then a video twice.
    const video = { id: { kind: 'youtube#video', videoId: 'lotus-vid01' }, snippet: { title: 'Lotus | Yoga' } };
    return {
      status: 200,
      body: {
        items: [
          { id: { kind: 'youtube#channel', channelId: 'UC1' }, snippet: { title: 'A channel' } },
          { id: { kind: 'youtube#video', videoId: 'lotus-lng01' }, snippet: { title: 'x'.repeat(10_000) } },
          'not an item',
          video,
          video,
        ],
      },
    };
  }
  return {
    status: 200,
    body: {
      kind: 'youtube#searchListResponse',
      etag: 'etag',
      regionCode: 'GB',
      pageInfo: { totalResults: 1000, resultsPerPage: 1 },
      items: [
        {
          kind: 'youtube#searchResult',
          etag: 'etag',
          id: { kind: 'youtube#video', videoId: `vid-${pose.length}-abcd` },
          snippet: {
            publishedAt: '2020-01-01T00:00:00Z',
            channelId: 'UC123',
            title: `${pose} | Yoga With Adriene`,
            description: 'A tutorial.',
            thumbnails: { default: { url: 'https://i.ytimg.com/vi/x/default.jpg' } },
            channelTitle: 'Yoga With Adriene',
            liveBroadcastContent: 'none',
          },
        },
      ],
    },
  };
};

describe('pose tutorials: GET /api/yoga/videos, and /api/videos/search in YouTube’s shape', () => {
  describe('built in (no YOUTUBE_API_KEY)', () => {
    let app: App;
    beforeAll(async () => {
      app = await createTestApp();
    });
    afterAll(() => app.close());

    it('has no videos offline, in the YouTube search shape', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/videos/search?q=Tree' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ kind: 'youtube#searchListResponse', items: [] });
    });

    it('refuses a missing or overlong q with a 400 naming it', async () => {
      for (const url of ['/api/videos/search', `/api/videos/search?q=${'x'.repeat(81)}`]) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(400);
        expect(Object.keys(response.json().error.fields)).toEqual(['q']);
      }
    });
  });

  describe('with YouTube, faked by a local server', () => {
    const logs = captureLogs();
    const context = appWithFakeService(youTube, (origin) => ({
      providers: {
        youtube: { apiKey: API_KEY, apiUrl: `${origin}/youtube/v3` },
        // Long enough that a busy machine does not turn a response into a timeout; the hanging fake outlasts it.
        timeoutMs: 1500,
        resilience: { firstDelayMs: 5 },
      },
      logger: logs.logger,
    }));

    const inject = (url: string) => context.app.inject({ method: 'GET', url });
    const search = (q: string) => inject(`/api/videos/search?q=${encodeURIComponent(q)}`);
    const tutorials = (q: string) => inject(`/api/yoga/videos?q=${encodeURIComponent(q)}`);

    it("searches YouTube for one video of the pose, keeps the key on the server, and caches the pose's response", async () => {
      const { fake } = context;
      const response = await search('tree');
      expect(response.statusCode).toBe(200);
      const body = YouTubeSearchResponseSchema.parse(response.json());
      expect(body.items).toHaveLength(1);
      expect(body.items[0]!.id.videoId).toBe('vid-4-abcd');
      expect(response.body).not.toContain(API_KEY);
      expect(fake.requests).toHaveLength(1);
      expect(Object.fromEntries(fake.requests[0]!.query)).toEqual({
        part: 'snippet',
        q: 'Tree yoga Yoga With Adriene',
        key: API_KEY,
        maxResults: '1',
        type: 'video',
      });
      // The response is cached (30 days): searching again costs no quota.
      expect((await search('Tree')).json()).toEqual(body);
      expect(fake.requests).toHaveLength(1);
      expect(JSON.stringify(logs.lines)).not.toContain(API_KEY);
    });

    it('takes the first well-formed video from an answer with odd, oversized and repeated items', async () => {
      const videos = VideoListSchema.parse((await tutorials('Lotus')).json());
      expect(videos.videos.map((video) => video.id)).toEqual(['lotus-vid01']);
    });

    it('responds in YouTube’s fields it always did, and nothing of the rest', async () => {
      expect((await search('Boat')).json()).toEqual({
        kind: 'youtube#searchListResponse',
        items: [
          {
            kind: 'youtube#searchResult',
            id: { kind: 'youtube#video', videoId: 'vid-4-abcd' },
            snippet: {
              title: 'Boat | Yoga With Adriene',
              description: 'A tutorial.',
              channelTitle: 'Yoga With Adriene',
              publishedAt: '2020-01-01T00:00:00Z',
            },
          },
        ],
      });
    });

    it('gives the web app the same tutorial as our video, from the same cached search', async () => {
      const response = await tutorials('warrior one');
      expect(response.statusCode).toBe(200);
      expect(VideoListSchema.strict().parse(response.json())).toEqual({
        videos: [
          {
            id: 'vid-11-abcd',
            title: 'Warrior One | Yoga With Adriene',
            channel: 'Yoga With Adriene',
            description: 'A tutorial.',
            publishedAt: '2020-01-01T00:00:00Z',
          },
        ],
      });
      expect(response.body).not.toContain(API_KEY);
      expect((await search('Warrior One')).json().items[0].id.videoId).toBe('vid-11-abcd');
      expect(context.fake.requests).toHaveLength(1);
    });

    it('does not spend the quota on anything but a pose', async () => {
      expect((await search('cat videos')).json().items).toEqual([]);
      expect((await tutorials('cat videos')).json()).toEqual({ videos: [] });
      expect(context.fake.requests).toHaveLength(0);
    });

    // A different pose each time, since a good response is cached.
    it.each<[FakeMode, string, string]>([
      ['status-500', 'status', 'Crow'],
      ['status-429', 'status', 'Plank'],
      ['hang', 'timeout', 'Bridge'],
      ['malformed', 'malformed', 'Camel'],
    ])('shows no video when YouTube fails (%s), logs it and searches again next time', async (mode, failure, pose) => {
      const { fake } = context;
      fake.setMode(mode);
      const warningsBefore = logs.warnings().length;
      const first = await search(pose);
      expect(first.statusCode).toBe(200);
      expect(first.json().items).toEqual([]);
      expect(
        logs
          .warnings()
          .slice(warningsBefore)
          .some((line) => line.failure === failure),
      ).toBe(true);
      // A 429 or a 5xx was retried once before giving up; a timeout or a malformed response was not.
      const tries = mode === 'status-500' || mode === 'status-429' ? 2 : 1;
      expect(fake.requests).toHaveLength(tries);
      fake.setMode('ok');
      expect((await search(pose)).json().items).toHaveLength(1);
      expect(fake.requests).toHaveLength(tries + 1);
    });

    it('lets pages embed exactly the privacy-enhanced YouTube player and nothing else', async () => {
      const csp = (await search('Tree')).headers['content-security-policy'] as string;
      expect(csp).toContain("frame-src 'self' https://www.youtube-nocookie.com;");
      expect(csp).toContain("img-src 'self' data: blob:;");
    });
  });
});
