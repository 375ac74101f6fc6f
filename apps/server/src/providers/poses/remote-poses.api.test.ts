import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { POSE_FACTS } from '@thrive/catalog';
import { PoseListSchema, PoseSchema } from '@thrive/contract';
import type { FakeMode, FakeRequest } from '../../test/fake-service';
import { appWithFakeService } from '../../test/fake-service-app';
import { captureLogs } from '../../test/log-capture';
import { createTestApp } from '../../test/test-app';
import { YogaApiCategorySchema, YogaApiPoseSchema } from './yoga-api-routes';

/** Where the fake always responds, a busy machine must not turn a slow response into a fallback. */
const HAPPY_PATH_TIMEOUT_MS = 10_000;

/** The public yoga poses API's own shapes: its list has no level and no categories. */
function remotePose(facts: (typeof POSE_FACTS)[number], pictures: string) {
  return {
    id: facts.id,
    english_name: facts.english_name,
    sanskrit_name_adapted: facts.sanskrit_name_adapted,
    sanskrit_name: facts.sanskrit_name,
    translation_name: facts.translation_name,
    pose_description: `The remote service's words about ${facts.english_name}.`,
    pose_benefits: 'Remote benefits.',
    url_svg: `${pictures}/yoga-api/${facts.id}.svg`,
    url_png: `${pictures}/yoga-api/${facts.id}.png`,
    url_svg_alt: `${pictures}/alt/${facts.id}.svg`,
  };
}

const LEVEL_IDS = { beginner: 1, intermediate: 2, expert: 3 } as const;

describe('remote yoga poses service (YOGA_API_URL), faked by a local server', () => {
  const logs = captureLogs();
  // Pose 2 keeps its pictures somewhere the page may not load from.
  const picturesOf = (id: number) => (id === 2 ? 'https://elsewhere.example' : context.fake.origin);

  const context = appWithFakeService(
    ({ path: asked, query }: FakeRequest) => {
      // Under /repeats the service lists its first pose twice, and poses it should not: one without its names, one with
      // an oversized name, and not a pose at all.
      const repeats = asked.startsWith('/repeats/');
      const path = repeats ? asked.slice('/repeats'.length) : asked;
      const listed = POSE_FACTS.map((facts) => remotePose(facts, picturesOf(facts.id)));
      const odd = [
        { ...listed[0]!, english_name: 'A second copy' },
        { id: 99_999 },
        { ...listed[1]!, id: 99_998, english_name: 'x'.repeat(10_000) },
        'not a pose',
      ];
      const poses = repeats ? [...listed, ...odd] : listed;
      if (path === '/v1/categories') {
        return {
          status: 200,
          body: [
            {
              id: 11,
              category_name: 'Balancing Yoga',
              category_description: 'Remote.',
              poses: listed.filter((p) => p.id === 41),
            },
          ],
        };
      }
      if (path !== '/v1/poses') return { status: 404, body: { message: 'not found' } };
      const level = query.get('level') as keyof typeof LEVEL_IDS | null;
      if (level) {
        const name = level[0]!.toUpperCase() + level.slice(1);
        const matching = POSE_FACTS.filter((facts) => facts.level === name).map((facts) => ({
          ...remotePose(facts, picturesOf(facts.id)),
          difficulty_level: name,
        }));
        return { status: 200, body: { id: LEVEL_IDS[level], difficulty_level: name, poses: matching } };
      }
      const id = query.get('id');
      const name = query.get('name');
      if (id || name) {
        const pose = listed.find((p) => String(p.id) === id || p.english_name.toLowerCase() === name?.toLowerCase());
        // The real service responds 400 or 404 for a pose it does not have.
        return pose ? { status: 200, body: pose } : { status: 400, body: { message: 'pose not found' } };
      }
      return { status: 200, body: poses };
    },
    (origin) => ({
      providers: { yoga: { apiUrl: `${origin}/v1`, imagesOrigin: origin }, timeoutMs: HAPPY_PATH_TIMEOUT_MS },
      logger: logs.logger,
    }),
  );

  const get = (url: string) => context.app.inject({ method: 'GET', url });

  it('keeps each pose once when the service lists an id twice, and leaves out one it cannot read', async () => {
    const repeating = await createTestApp({
      providers: {
        yoga: { apiUrl: `${context.fake.origin}/repeats/v1`, imagesOrigin: context.fake.origin },
        timeoutMs: HAPPY_PATH_TIMEOUT_MS,
      },
    });
    try {
      const list = await repeating.inject({ method: 'GET', url: '/api/yoga/poses' });
      expect(list.statusCode).toBe(200);
      const ids = (list.json().poses as { id: number }[]).map((pose) => pose.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toHaveLength(POSE_FACTS.length);
      expect(list.json().poses[0].englishName).not.toBe('A second copy');
      expect((await repeating.inject({ method: 'GET', url: '/api/yoga/search?q=tree' })).statusCode).toBe(200);
    } finally {
      await repeating.close();
    }
  });

  it("responds with the service's poses, their levels and categories, and its pictures", async () => {
    const response = await get('/api/yoga/v1/poses');
    expect(response.statusCode).toBe(200);
    const poses = z.array(YogaApiPoseSchema).parse(response.json());
    expect(poses).toHaveLength(48);
    const tree = poses.find((pose) => pose.id === 41)!;
    expect(tree).toMatchObject({
      pose_description: "The remote service's words about Tree.",
      url_png: `${context.fake.origin}/yoga-api/41.png`,
      level: POSE_FACTS.find((facts) => facts.id === 41)!.level,
      categories: ['Balancing Yoga'],
    });
    // A picture from an origin the page may not load is replaced by our own figure.
    expect(poses.find((pose) => pose.id === 2)!.url_png).toMatch(/^\/images\/poses\/2-[0-9a-f]+\.png$/);
    expect(context.fake.requests.map((request) => `${request.path}?${request.query}`).sort()).toEqual([
      '/v1/categories?',
      '/v1/poses?',
      '/v1/poses?level=beginner',
      '/v1/poses?level=expert',
      '/v1/poses?level=intermediate',
    ]);
  });

  it('asks for one pose with ?id=, since the service has no /poses/{id}', async () => {
    const response = await get('/api/yoga/v1/poses/41');
    expect(response.json().english_name).toBe('Tree');
    expect(context.fake.requests.map((request) => `${request.path}?${request.query}`)).toEqual(['/v1/poses?id=41']);
    expect((await get('/api/yoga/v1/poses?name=TREE')).json().id).toBe(41);
    expect(context.fake.requests.at(-1)!.query.get('name')).toBe('TREE');
  });

  it("passes on the service's own not-found as a 404 without falling back", async () => {
    const warningsBefore = logs.warnings().length;
    const response = await get('/api/yoga/v1/poses/999');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
    expect(logs.warnings().length).toBe(warningsBefore);
  });

  it('serves level and category calls from the service', async () => {
    const level = (await get('/api/yoga/v1/poses?level=expert')).json();
    expect(level.difficulty_level).toBe('Expert');
    expect(level.poses.every((pose: { level: string }) => pose.level === 'Expert')).toBe(true);
    const categories = z.array(YogaApiCategorySchema).parse((await get('/api/yoga/v1/categories')).json());
    expect(categories).toHaveLength(1);
  });

  it("reads the service's poses into the domain model for /api/yoga/poses", async () => {
    const { poses } = PoseListSchema.parse((await get('/api/yoga/poses')).json());
    expect(poses).toHaveLength(48);
    const tree = poses.find((pose) => pose.id === 41)!;
    expect(PoseSchema.strict().parse(tree)).toEqual({
      id: 41,
      englishName: 'Tree',
      sanskritNameAdapted: POSE_FACTS.find((facts) => facts.id === 41)!.sanskrit_name_adapted,
      sanskritName: POSE_FACTS.find((facts) => facts.id === 41)!.sanskrit_name,
      translation: POSE_FACTS.find((facts) => facts.id === 41)!.translation_name,
      summary: "The remote service's words about Tree.",
      description: "The remote service's words about Tree.",
      benefits: 'Remote benefits.',
      image: `${context.fake.origin}/yoga-api/41.svg`,
      imagePng: `${context.fake.origin}/yoga-api/41.png`,
      level: POSE_FACTS.find((facts) => facts.id === 41)!.level,
      categories: ['Balancing Yoga'],
    });
    expect(poses.find((pose) => pose.id === 2)!.image).toMatch(/^\/images\/poses\/2-[0-9a-f]+\.svg$/);
    // The service's single pose carries no level or categories.
    const { level: _level, categories: _categories, ...single } = tree;
    expect((await get('/api/yoga/poses/41')).json()).toEqual({ ...single, categories: [] });
    expect((await get('/api/yoga/poses/999')).statusCode).toBe(404);
  });

  it.each<[FakeMode, number | string]>([
    ['status-500', 500],
    ['status-429', 429],
    ['hang', 'timeout'],
    ['malformed', 'malformed'],
  ])('falls back to the built-in catalog when the service fails (%s), and logs why', async (mode, logged) => {
    // A fresh app: the failures of one case must not leave the next one's circuit open.
    const failing = captureLogs();
    const fresh = await createTestApp({
      providers: {
        yoga: { apiUrl: `${context.fake.origin}/v1`, imagesOrigin: context.fake.origin },
        timeoutMs: 300,
        resilience: { firstDelayMs: 5 },
      },
      logger: failing.logger,
    });
    try {
      context.fake.setMode(mode);
      const list = await fresh.inject({ method: 'GET', url: '/api/yoga/v1/poses' });
      expect(list.statusCode).toBe(200);
      const poses = z.array(YogaApiPoseSchema).parse(list.json());
      expect(poses).toHaveLength(48);
      expect(poses[0]!.pose_description).not.toContain('remote service');
      expect(poses[0]!.url_png).toMatch(/^\/images\/poses\//);
      const one = await fresh.inject({ method: 'GET', url: '/api/yoga/v1/poses/41' });
      expect(one.statusCode).toBe(200);
      expect(one.json().steps.length).toBeGreaterThanOrEqual(3);
      const warnings = failing.warnings();
      expect(warnings.some((line) => line.service === 'yoga' && line.status === logged)).toBe(true);
      expect(warnings.some((line) => String(line.msg).includes('built-in catalog'))).toBe(true);
    } finally {
      await fresh.close();
    }
  });

  it("lets pages load pictures from exactly the service's picture origin", async () => {
    const csp = (await get('/api/yoga/v1/poses?id=1')).headers['content-security-policy'] as string;
    expect(csp).toContain(`img-src 'self' data: blob: ${context.fake.origin};`);
    expect(csp).toContain("frame-src 'self';");
  });
});
