import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { POSE_FACTS } from '@thrive/catalog';
import {
  PoseSearchResponseSchema,
  YogaSessionListSchema,
  YogaSessionSchema,
  type PoseSearchHit,
} from '@thrive/contract';
import type { App } from '../../app';
import { YogaApiCategorySchema, YogaApiPoseSchema } from '../../providers/poses/yoga-api-routes';
import { createTestApp } from '../../test/test-app';

describe('yoga API (built-in catalog): the yoga poses service shapes, search and sessions', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  async function get(url: string) {
    return app.inject({ method: 'GET', url });
  }

  async function okJson<S extends z.ZodType>(url: string, schema: S): Promise<z.output<S>> {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    return schema.parse(response.json());
  }

  it('lists all 48 poses, each complete, with pictures of our own that are served', async () => {
    const poses = await okJson('/api/yoga/v1/poses', z.array(YogaApiPoseSchema));
    expect(poses).toHaveLength(48);
    expect(new Set(poses.map((pose) => pose.id)).size).toBe(48);
    for (const pose of poses) {
      expect(pose.url_svg).toMatch(new RegExp(`^/images/poses/${pose.id}-[0-9a-f]{10}\\.svg$`));
      expect(pose.url_png).toMatch(new RegExp(`^/images/poses/${pose.id}-[0-9a-f]{10}\\.png$`));
      expect(pose.pose_description.length).toBeGreaterThan(20);
      expect(pose.description.length).toBeGreaterThan(pose.pose_description.length);
      expect(pose.categories.length).toBeGreaterThan(0);
    }
    const tree = poses.find((pose) => pose.english_name === 'Tree')!;
    // The service's field names and our own extras, and nothing else.
    expect(Object.keys((await get('/api/yoga/v1/poses/41')).json())).toEqual([
      'id',
      'english_name',
      'sanskrit_name_adapted',
      'sanskrit_name',
      'translation_name',
      'pose_description',
      'description',
      'pose_benefits',
      'url_svg',
      'url_png',
      'level',
      'categories',
      'steps',
      'hold_seconds',
      'cautions',
      'one_sided',
    ]);
    const png = await get(tree.url_png);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(png.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const svg = await get(tree.url_svg);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('<title>Tree</title>');
  });

  it('cleans the known typos of the source', async () => {
    const poses = await okJson('/api/yoga/v1/poses', z.array(YogaApiPoseSchema));
    const adapted = poses.map((pose) => pose.sanskrit_name_adapted);
    expect(adapted).toContain('Savasana');
    expect(adapted).toContain('Urdhva Mukha Svanasana');
    expect(adapted).toContain('Virabhadrasana I');
    for (const typo of ['Sivasana', 'Urdhva Mukha Svsnssana', 'Virabhadrasana One'])
      expect(adapted).not.toContain(typo);
    expect(new Set(poses.map((pose) => pose.sanskrit_name)).size).toBe(48);
  });

  it('finds one pose by id or by English name in any letter case, as the service does', async () => {
    expect((await okJson('/api/yoga/v1/poses?id=41', YogaApiPoseSchema)).english_name).toBe('Tree');
    expect((await okJson('/api/yoga/v1/poses?name=tREE', YogaApiPoseSchema)).id).toBe(41);
    expect((await okJson('/api/yoga/v1/poses?name=downward-facing%20dog', YogaApiPoseSchema)).id).toBe(15);
  });

  it('filters by level, in the service shape', async () => {
    const beginner = await okJson(
      '/api/yoga/v1/poses?level=BEGINNER',
      z.object({ id: z.number(), difficulty_level: z.string(), poses: z.array(YogaApiPoseSchema) }),
    );
    expect(beginner.difficulty_level).toBe('Beginner');
    expect(beginner.poses.length).toBe(POSE_FACTS.filter((pose) => pose.level === 'Beginner').length);
    for (const pose of beginner.poses) expect(pose.level).toBe('Beginner');
  });

  it('responds with one pose at /poses/{id} and 404 in the error shape for an unknown one', async () => {
    expect((await okJson('/api/yoga/v1/poses/15', YogaApiPoseSchema)).english_name).toBe('Downward-Facing Dog');
    for (const url of ['/api/yoga/v1/poses/999', '/api/yoga/v1/poses?id=999', '/api/yoga/v1/poses?name=headstand']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'not_found', message: 'pose not found' } });
    }
  });

  it('refuses bad parameters with a 400 naming them', async () => {
    const cases: [string, string][] = [
      ['/api/yoga/v1/poses/abc', 'id'],
      ['/api/yoga/v1/poses?id=0', 'id'],
      ['/api/yoga/v1/poses?level=easy', 'level'],
      ['/api/yoga/search', 'q'],
      ['/api/yoga/search?q=', 'q'],
      [`/api/yoga/search?q=${'a'.repeat(101)}`, 'q'],
    ];
    for (const [url, field] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(Object.keys(response.json().error.fields), url).toEqual([field]);
    }
  });

  it('lists the 12 categories with their poses', async () => {
    const categories = await okJson('/api/yoga/v1/categories', z.array(YogaApiCategorySchema));
    expect(categories.map((category) => category.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const balancing = categories.find((category) => category.category_name === 'Balancing Yoga')!;
    expect(balancing.poses.map((pose) => pose.english_name)).toContain('Tree');
    for (const category of categories) expect(category.category_description.length).toBeGreaterThan(30);
  });

  describe('search', () => {
    async function search(q: string): Promise<PoseSearchHit[]> {
      return (await okJson(`/api/yoga/search?q=${encodeURIComponent(q)}`, PoseSearchResponseSchema)).results;
    }
    const names = (poses: PoseSearchHit[]) => poses.map((pose) => pose.englishName);

    it('forgives a typo: "warior" finds the Warrior poses first', async () => {
      const results = names(await search('warior'));
      expect(results[0]).toMatch(/Warrior/);
      expect(results.filter((name) => name.includes('Warrior')).sort()).toEqual([
        'Reverse Warrior',
        'Warrior One',
        'Warrior Three',
        'Warrior Two',
      ]);
    });

    it('finds "pigeon" and its king', async () => {
      expect(
        names(await search('pigeon'))
          .slice(0, 2)
          .sort(),
      ).toEqual(['King Pigeon', 'Pigeon']);
    });

    it('matches Sanskrit names without their diacritics, categories and benefits', async () => {
      expect(names(await search('vrksasana'))[0]).toBe('Tree');
      expect(names(await search('inversion'))).toEqual(expect.arrayContaining(['Handstand', 'Shoulder Stand']));
      expect((await search('hamstrings')).length).toBeGreaterThan(0);
    });

    it('responds with at most 8 and nothing for gibberish', async () => {
      expect((await search('yoga')).length).toBeLessThanOrEqual(8);
      expect(await search('qqxzz')).toEqual([]);
    });
  });

  describe('guided sessions', () => {
    it('offers at least 8, each with its poses, cues and a side for one-sided poses', async () => {
      const { sessions } = await okJson('/api/yoga/sessions', YogaSessionListSchema);
      expect(sessions.length).toBeGreaterThanOrEqual(8);
      for (const summary of sessions) {
        const session = await okJson(`/api/yoga/sessions/${summary.id}`, YogaSessionSchema);
        expect(session.steps.length).toBeGreaterThanOrEqual(4);
        for (const step of session.steps) {
          expect(step.pose.steps?.length).toBeGreaterThanOrEqual(3);
          expect(Boolean(step.side), `${session.id}: ${step.pose.englishName}`).toBe(Boolean(step.pose.oneSided));
        }
      }
    });

    it('responds 404 for an unknown session and 400 for a malformed id', async () => {
      expect((await get('/api/yoga/sessions/no-such-session')).statusCode).toBe(404);
      expect((await get('/api/yoga/sessions/Bad%20Id')).statusCode).toBe(400);
    });
  });

  it('lets pages load nothing from a third party when no outside service is configured', async () => {
    const csp = (await get('/api/yoga/v1/poses?id=1')).headers['content-security-policy'] as string;
    expect(csp).toContain("img-src 'self' data: blob:;");
    expect(csp).toContain("frame-src 'self';");
  });
});
