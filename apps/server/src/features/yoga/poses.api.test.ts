import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { POSE_FACTS, POSE_TEXTS } from '@thrive/catalog';
import { PoseListSchema, PoseSchema, YogaSessionSchema } from '@thrive/contract';
import type { App } from '../../app';
import { createTestApp } from '../../test/test-app';

describe('GET /api/yoga/poses (the domain model, built-in catalog)', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url });

  async function okJson<S extends z.ZodType>(url: string, schema: S): Promise<z.output<S>> {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    return schema.parse(response.json());
  }

  it('lists all 48 poses in our own field names, each with its figure, cues, hold and cautions', async () => {
    const { poses } = await okJson('/api/yoga/poses', PoseListSchema.strict());
    expect(poses).toHaveLength(48);
    for (const pose of poses) {
      expect(PoseSchema.strict().safeParse(pose).error, pose.englishName).toBeUndefined();
      expect(pose.image).toMatch(new RegExp(`^/images/poses/${pose.id}-[0-9a-f]{10}\\.svg$`));
      expect(pose.imagePng).toMatch(new RegExp(`^/images/poses/${pose.id}-[0-9a-f]{10}\\.png$`));
      expect(pose.description.length).toBeGreaterThan(pose.summary.length);
      expect(pose.steps?.length).toBeGreaterThanOrEqual(3);
    }
    const tree = poses.find((pose) => pose.id === 41)!;
    const facts = POSE_FACTS.find((entry) => entry.id === 41)!;
    expect(tree).toMatchObject({
      englishName: 'Tree',
      sanskritNameAdapted: facts.sanskrit_name_adapted,
      sanskritName: facts.sanskrit_name,
      translation: facts.translation_name,
      summary: POSE_TEXTS.find((entry) => entry.id === 41)!.summary,
      oneSided: true,
    });
    expect(JSON.stringify(poses)).not.toMatch(/english_name|url_svg|pose_description|hold_seconds/);
  });

  it('filters by ?level= in any letter case', async () => {
    const { poses } = await okJson('/api/yoga/poses?level=BEGINNER', PoseListSchema);
    expect(poses.length).toBe(POSE_FACTS.filter((pose) => pose.level === 'Beginner').length);
    for (const pose of poses) expect(pose.level).toBe('Beginner');
  });

  it('responds with one pose at /poses/{id}, the same as in the list, and 404 for an unknown one', async () => {
    const dog = await okJson('/api/yoga/poses/15', PoseSchema);
    expect(dog.englishName).toBe('Downward-Facing Dog');
    const { poses } = await okJson('/api/yoga/poses', PoseListSchema);
    expect(dog).toEqual(poses.find((pose) => pose.id === 15));
    const missing = await get('/api/yoga/poses/999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 'not_found', message: 'pose not found' } });
  });

  it('refuses bad parameters with a 400 naming them', async () => {
    const cases: [string, string][] = [
      ['/api/yoga/poses/abc', 'id'],
      ['/api/yoga/poses/0', 'id'],
      ['/api/yoga/poses?level=easy', 'level'],
      ['/api/yoga/videos', 'q'],
      [`/api/yoga/videos?q=${'x'.repeat(81)}`, 'q'],
    ];
    for (const [url, field] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(Object.keys(response.json().error.fields), url).toEqual([field]);
    }
  });

  it("teaches sessions with the domain's poses", async () => {
    const session = await okJson('/api/yoga/sessions/morning-flow', YogaSessionSchema);
    const { poses } = await okJson('/api/yoga/poses', PoseListSchema);
    for (const step of session.steps) expect(step.pose).toEqual(poses.find((pose) => pose.id === step.pose.id));
    expect(session.image).toBe(session.steps[0]!.pose.image);
  });

  it('has no tutorial videos offline', async () => {
    expect((await get('/api/yoga/videos?q=Tree')).json()).toEqual({ videos: [] });
  });
});
