import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ExerciseSchema } from '@thrive/contract';
import { eq } from 'drizzle-orm';
import type { App } from '../../app';
import { remoteCache } from '../../db/schema';
import { catalogExerciseProvider } from './catalog-exercises';
import { ExerciseDbListSchema } from './exercisedb-routes';
import { toExerciseDb } from './exercisedb-shape';
import { EXERCISE_CACHE_TTL_MS } from './remote-exercises';
import { startFakeService, type FakeMode, type FakeRequest } from '../../test/fake-service';
import { captureLogs } from '../../test/log-capture';
import { createTestApp } from '../../test/test-app';

/** Where the fake always responds, a busy machine must not turn a slow response into a fallback. */
const HAPPY_PATH_TIMEOUT_MS = 10_000;

const API_KEY = 'test-rapidapi-key';
const HOST = 'exercisedb.p.rapidapi.com';

/** ExerciseDB's own shape; the first exercise has no gifUrl, as newer plans send none. */
const REMOTE = Array.from({ length: 1203 }, (_, index) => ({
  id: String(index + 1).padStart(4, '0'),
  name: index === 0 ? 'band shrug' : `remote exercise ${index + 1}`,
  bodyPart: index === 0 ? 'back' : 'chest',
  equipment: index === 0 ? 'band' : 'barbell',
  target: index === 0 ? 'traps' : 'pectorals',
  secondaryMuscles: index === 0 ? ['shoulders', 'rear deltoids', 'hip flexors'] : ['triceps'],
  instructions: index === 0 ? [] : ['Remote step one.', 'Remote step two.'],
  ...(index === 0 ? {} : { gifUrl: `https://v2.exercisedb.io/image/${index + 1}` }),
}));

describe('ExerciseDB (EXERCISEDB_API_KEY), faked by a local server', () => {
  let app: App;
  let fake: Awaited<ReturnType<typeof startFakeService>>;

  /** An app whose ExerciseDB is the fake, at `path` under its origin. */
  const appReading = (path = '') =>
    createTestApp({
      providers: {
        exercises: { apiKey: API_KEY, apiUrl: `${fake.origin}${path}`, host: HOST },
        timeoutMs: HAPPY_PATH_TIMEOUT_MS,
      },
    });

  beforeAll(async () => {
    fake = await startFakeService(({ path, query, headers }: FakeRequest) => {
      // RapidAPI refuses a call that lacks either header.
      if (headers['x-rapidapi-key'] !== API_KEY || headers['x-rapidapi-host'] !== HOST) {
        return { status: 401, body: { message: 'Invalid API key. Go to https://docs.rapidapi.com/docs/keys' } };
      }
      if (path === '/empty/exercises') return { status: 200, body: [] };
      // One exercise without a name, one with an oversized name, and not an exercise at all, among good ones.
      if (path === '/odd/exercises') {
        const odd = [{ ...REMOTE[1], name: undefined }, { ...REMOTE[2], name: 'x'.repeat(10_000) }, 42];
        return { status: 200, body: query.get('offset') === '0' ? [REMOTE[0], ...odd, REMOTE[3]] : [] };
      }
      // A plan that ignores `offset`: every page is the same, and holds one exercise twice.
      if (path === '/endless/exercises') return { status: 200, body: [...REMOTE.slice(0, 3), REMOTE[0]] };
      if (path !== '/exercises') return { status: 404, body: { message: "Endpoint '/x' does not exist" } };
      const limit = Number(query.get('limit') ?? 10);
      const offset = Number(query.get('offset') ?? 0);
      return { status: 200, body: REMOTE.slice(offset, offset + limit) };
    });
    app = await appReading();
  });
  afterAll(async () => {
    await app.close();
    await fake.stop();
  });
  beforeEach(async () => {
    fake.setMode('ok');
    fake.requests.length = 0;
  });

  const list = async (from = app) => {
    const response = await from.inject({ method: 'GET', url: '/api/exercises' });
    expect(response.statusCode).toBe(200);
    return ExerciseDbListSchema.parse(response.json());
  };

  it('reads the whole list page by page with both RapidAPI headers, and maps it to ours', async () => {
    const exercises = await list();
    expect(exercises).toHaveLength(1203);
    // Paged by what each response held, until an empty page.
    expect(fake.requests.map((request) => request.query.get('offset'))).toEqual(['0', '500', '1000', '1203']);
    for (const request of fake.requests) {
      expect(request.headers['x-rapidapi-key']).toBe(API_KEY);
      expect(request.headers['x-rapidapi-host']).toBe(HOST);
    }
    const shrug = exercises[0]!;
    expect(shrug).toMatchObject({ id: '0001', name: 'band shrug', target: 'traps', primaryMuscles: ['traps'] });
    expect(shrug.instructions).toEqual([]);
    // Our muscle map stands in for the picture, missing or not: nothing is hot-linked.
    expect(shrug.gifUrl).toMatch(/^\/api\/exercises\/muscle-map\.svg\?primary=traps&secondary=shoulders&v=/);
    expect(exercises[1]!.gifUrl).toMatch(/^\/api\/exercises\/muscle-map\.svg\?primary=chest&secondary=triceps&v=/);
    expect(exercises[1]!.primaryMuscles).toEqual(['chest']);
    expect(exercises[1]!.target).toBe('pectorals');
  });

  it('converts ExerciseDB’s exercises to ours under /api/gym, keeping its own word for the target where it differs', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/gym/exercises/0002' });
    expect(response.statusCode).toBe(200);
    const exercise = ExerciseSchema.parse(response.json());
    expect(exercise).toMatchObject({ name: 'remote exercise 2', primaryMuscles: ['chest'], target: 'pectorals' });
    expect(exercise.image).toMatch(/^\/api\/gym\/muscle-map\.svg\?primary=chest&secondary=triceps&v=/);
    expect(response.json()).not.toHaveProperty('gifUrl');
    const shrug = (await app.inject({ method: 'GET', url: '/api/gym/exercises/0001' })).json();
    expect(shrug.primaryMuscles).toEqual(['traps']);
    expect(shrug).not.toHaveProperty('target');
  });

  it('caches the list for a day in the database, so the next requests do not call out', async () => {
    await list();
    const calls = fake.requests.length;
    expect(await list()).toHaveLength(1203);
    expect((await app.inject({ method: 'GET', url: '/api/exercises/exercise/0002' })).json().name).toBe(
      'remote exercise 2',
    );
    expect(fake.requests.length).toBe(calls);
    const [cached] = await app.database.db
      .select({ expiresAt: remoteCache.expiresAt })
      .from(remoteCache)
      .where(eq(remoteCache.key, 'exercisedb:exercises'));
    expect(cached!.expiresAt.getTime() - Date.now()).toBeGreaterThan(EXERCISE_CACHE_TTL_MS - 60_000);
  });

  it('never sends the key to the browser', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/exercises' });
    expect(response.body).not.toContain(API_KEY);
    expect(JSON.stringify(response.headers)).not.toContain(API_KEY);
  });

  it('reads each exercise once from a service that repeats ids and ignores offset, and stops when a page adds nothing', async () => {
    const endless = await appReading('/endless');
    try {
      const exercises = await list(endless);
      expect(exercises.map((exercise) => exercise.id)).toEqual(['0001', '0002', '0003']);
      expect(fake.requests.filter((request) => request.path === '/endless/exercises')).toHaveLength(2);
      const named = await endless.inject({ method: 'GET', url: '/api/gym/exercises?name=shrug' });
      expect(named.statusCode).toBe(200);
    } finally {
      await endless.close();
    }
  });

  it('leaves out an exercise with a field missing or oversized, keeping the rest of the service’s list', async () => {
    const odd = await appReading('/odd');
    try {
      const exercises = await list(odd);
      expect(exercises.map((exercise) => exercise.id)).toEqual([REMOTE[0]!.id, REMOTE[3]!.id]);
    } finally {
      await odd.close();
    }
  });

  /** A fresh app with nothing cached, whose calls fail the given way. */
  const failures: [string, FakeMode | 'wrong key' | 'empty'][] = [
    ['a key it refuses (401)', 'wrong key'],
    ['quota exceeded (429)', 'status-429'],
    ['a server error (500)', 'status-500'],
    ['no response in time', 'hang'],
    ['a malformed response', 'malformed'],
    ['an empty list', 'empty'],
  ];
  for (const [failure, mode] of failures) {
    it(`falls back to the built-in catalog on ${failure}, and logs why`, async () => {
      const failing = captureLogs();
      const fresh = await createTestApp({
        providers: {
          exercises: {
            apiKey: mode === 'wrong key' ? 'not-the-key' : API_KEY,
            // An address where the fake has no exercises: it responds with an empty list.
            apiUrl: mode === 'empty' ? `${fake.origin}/empty` : fake.origin,
            host: HOST,
          },
          timeoutMs: 300,
        },
        logger: failing.logger,
      });
      try {
        if (mode !== 'wrong key' && mode !== 'empty') fake.setMode(mode);
        expect(await list(fresh)).toEqual((await catalogExerciseProvider.all()).map(toExerciseDb));
        const warning = failing
          .warnings()
          .find((line) => line.msg === 'outside service failed; responding from the built-in catalog');
        expect(warning).toMatchObject({ service: 'exercisedb' });
      } finally {
        await fresh.close();
      }
    });
  }
});
