import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { VideoSearchResponseSchema } from '@thrive/contract';
import type { App } from '../../app';
import { startFakeService, type FakeMode } from '../../test/fake-service';
import { captureLogs } from '../../test/log-capture';
import { createTestApp } from '../../test/test-app';

const API_KEY = 'test-key-not-for-browsers';

describe('GET /api/videos/search', () => {
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
    let app: App;
    let fake: Awaited<ReturnType<typeof startFakeService>>;
    const logs = captureLogs();

    beforeAll(async () => {
      fake = await startFakeService(({ path, query }) => {
        if (path !== '/youtube/v3/search') return { status: 404, body: { error: { code: 404 } } };
        const pose = query.get('q')!.replace(' yoga Yoga With Adriene', '');
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
      });
      app = await createTestApp({
        providers: {
          youtube: { apiKey: API_KEY, apiUrl: `${fake.origin}/youtube/v3` },
          // Long enough that a busy machine does not turn a response into a timeout; the hanging fake outlasts it.
          timeoutMs: 1500,
          resilience: { firstDelayMs: 5 },
        },
        logger: logs.logger,
      });
    });
    afterAll(async () => {
      await app.close();
      await fake.stop();
    });
    beforeEach(() => {
      fake.setMode('ok');
      fake.requests.length = 0;
    });

    const search = (q: string) => app.inject({ method: 'GET', url: `/api/videos/search?q=${encodeURIComponent(q)}` });

    it("searches YouTube for one video of the pose, keeps the key on the server, and caches the pose's response", async () => {
      const response = await search('tree');
      expect(response.statusCode).toBe(200);
      const body = VideoSearchResponseSchema.parse(response.json());
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

    it('does not spend the quota on anything but a pose', async () => {
      const response = await search('cat videos');
      expect(response.json().items).toEqual([]);
      expect(fake.requests).toHaveLength(0);
    });

    // A different pose each time, since a good response is cached.
    it.each<[FakeMode, string, string]>([
      ['status-500', 'status', 'Crow'],
      ['status-429', 'status', 'Plank'],
      ['hang', 'timeout', 'Bridge'],
      ['malformed', 'malformed', 'Camel'],
    ])('shows no video when YouTube fails (%s), logs it and searches again next time', async (mode, failure, pose) => {
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
