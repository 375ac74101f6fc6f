import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FavouriteExercise, Pose } from '@thrive/contract';
import type { App } from '../../app';
import { signUp, TEST_ORIGIN } from '../../test/sessions';
import { createTestApp } from '../../test/test-app';
import { saveFavourites } from './favourites.repository';

const exercise = (id: string): FavouriteExercise => ({
  id,
  name: `Exercise ${id}`,
  image: `/images/exercises/${id}.svg`,
  primaryMuscles: ['glutes'],
  equipment: 'body weight',
  instructions: ['Stand tall.', 'Squat down slowly.'],
});

describe('/api/favourites/{kind}', () => {
  let app: App;
  let poses: Pose[];
  beforeAll(async () => {
    app = await createTestApp();
    poses = (await app.inject({ method: 'GET', url: '/api/yoga/poses' })).json().poses;
  });
  afterAll(() => app.close());

  const get = (kind: string, cookie?: string) =>
    app.inject({ method: 'GET', url: `/api/favourites/${kind}`, headers: cookie ? { cookie } : {} });
  const put = (kind: string, payload: unknown, cookie?: string) =>
    app.inject({
      method: 'PUT',
      url: `/api/favourites/${kind}`,
      headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
      payload: payload as object,
    });

  it('needs a session (401)', async () => {
    expect((await get('poses')).statusCode).toBe(401);
    expect((await put('poses', { items: [] })).statusCode).toBe(401);
    expect((await put('exercises', { items: [] })).statusCode).toBe(401);
  });

  it('starts empty and keeps the full pose objects it is given, in order', async () => {
    const { cookie } = await signUp(app);
    expect((await get('poses', cookie)).json()).toEqual({ items: [] });
    const chosen = [poses[40]!, poses[2]!];
    const saved = await put('poses', { items: chosen }, cookie);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ items: chosen });
    expect((await get('poses', cookie)).json()).toEqual({ items: chosen });
    // A later list replaces the earlier one: removing is saving the shorter list.
    await put('poses', { items: [poses[2]!] }, cookie);
    expect((await get('poses', cookie)).json()).toEqual({ items: [poses[2]] });
  });

  it('reads poses saved in the Yoga API’s field names, before decision 0028, as poses now', async () => {
    const { cookie } = await signUp(app);
    const session = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    const userId = (session.json() as { user: { id: string } }).user.id;
    const savedBefore = (await app.inject({ method: 'GET', url: '/api/yoga/v1/poses/41' })).json();
    expect(savedBefore.english_name).toBe('Tree');
    await saveFavourites(userId, 'poses', [savedBefore, { id: 7, name: 'not a pose' }, poses[2]], app.database.db);
    expect((await get('poses', cookie)).json()).toEqual({ items: [poses[40], poses[2]] });
  });

  it('keeps exercises apart from poses', async () => {
    const { cookie } = await signUp(app);
    await put('poses', { items: [poses[0]!] }, cookie);
    expect((await put('exercises', { items: [exercise('0001'), exercise('0002')] }, cookie)).statusCode).toBe(200);
    expect((await get('exercises', cookie)).json().items.map((item: FavouriteExercise) => item.id)).toEqual([
      '0001',
      '0002',
    ]);
    expect((await get('poses', cookie)).json().items).toHaveLength(1);
  });

  it('keeps whole exercises of the library, every field', async () => {
    const { cookie } = await signUp(app);
    const [first, second] = (await app.inject({ method: 'GET', url: '/api/gym/exercises?limit=2&offset=100' })).json()
      .exercises;
    expect((await put('exercises', { items: [second, first] }, cookie)).statusCode).toBe(200);
    expect((await get('exercises', cookie)).json()).toEqual({ items: [second, first] });
  });

  it('reads exercises kept in ExerciseDB’s shape, before the library spoke ours, as ours', async () => {
    const { cookie } = await signUp(app);
    const session = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    const userId = session.json().user.id as string;
    const old = {
      id: '0001',
      name: 'band shrug',
      gifUrl: '/api/exercises/muscle-map.svg?primary=traps',
      target: 'traps',
      equipment: 'band',
    };
    const remote = { ...old, id: '0002', target: 'pectorals', primaryMuscles: ['chest'] };
    await saveFavourites(userId, 'exercises', [old, remote], app.database.db);
    expect((await get('exercises', cookie)).json().items).toEqual([
      { id: '0001', name: 'band shrug', image: old.gifUrl, primaryMuscles: ['traps'], equipment: 'band' },
      {
        id: '0002',
        name: 'band shrug',
        image: old.gifUrl,
        primaryMuscles: ['chest'],
        target: 'pectorals',
        equipment: 'band',
      },
    ]);
  });

  it("never shows or changes another user's favourites", async () => {
    const ada = await signUp(app);
    const bob = await signUp(app);
    await put('poses', { items: [poses[5]!] }, ada.cookie);
    expect((await get('poses', bob.cookie)).json()).toEqual({ items: [] });
    await put('poses', { items: [poses[6]!, poses[7]!] }, bob.cookie);
    expect((await get('poses', ada.cookie)).json()).toEqual({ items: [poses[5]] });
    await put('exercises', { items: [exercise('ada')] }, ada.cookie);
    expect((await get('exercises', bob.cookie)).json()).toEqual({ items: [] });
    await put('exercises', { items: [exercise('bob')] }, bob.cookie);
    expect((await get('exercises', ada.cookie)).json()).toEqual({ items: [exercise('ada')] });
  });

  it('refuses bad bodies with a 400 naming the field, changing nothing', async () => {
    const { cookie } = await signUp(app);
    await put('poses', { items: [poses[0]!] }, cookie);
    const tree = poses[40]!;
    const cases: [string, unknown, string][] = [
      ['poses', { items: 'Tree' }, 'items'],
      ['poses', {}, 'items'],
      ['poses', { items: [{ ...tree, englishName: undefined }] }, 'items.0.englishName'],
      ['poses', { items: [{ ...tree, id: 'forty-one' }] }, 'items.0.id'],
      ['poses', { items: [{ ...tree, imagePng: 'javascript:alert(1)' }] }, 'items.0.imagePng'],
      ['poses', { items: [{ ...tree, level: 'Easy' }] }, 'items.0.level'],
      ['poses', { items: [tree, tree] }, 'items.1.id'],
      ['exercises', { items: [{ ...exercise('1'), image: 'data:image/gif;base64,AAAA' }] }, 'items.0.image'],
      ['exercises', { items: [{ ...exercise('1'), primaryMuscles: [] }] }, 'items.0.primaryMuscles'],
      ['exercises', { items: [{ ...exercise('1'), name: '' }] }, 'items.0.name'],
      ['exercises', { items: Array.from({ length: 501 }, (_, i) => exercise(String(i))) }, 'items'],
    ];
    for (const [kind, payload, field] of cases) {
      const response = await put(kind, payload, cookie);
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json().error.fields), field).toContain(field);
    }
    const unparsable = await app.inject({
      method: 'PUT',
      url: '/api/favourites/poses',
      headers: { origin: TEST_ORIGIN, cookie, 'content-type': 'application/json' },
      payload: '{"items": [',
    });
    expect(unparsable.statusCode).toBe(400);
    expect((await get('poses', cookie)).json()).toEqual({ items: [poses[0]] });
    expect((await get('exercises', cookie)).json()).toEqual({ items: [] });
  });

  it('holds up to 500 favourites of a kind', async () => {
    const { cookie } = await signUp(app);
    const many = Array.from({ length: 500 }, (_, i) => exercise(String(i)));
    expect((await put('exercises', { items: many }, cookie)).statusCode).toBe(200);
    expect((await get('exercises', cookie)).json().items).toHaveLength(500);
  });

  it('knows no other kind (404)', async () => {
    const { cookie } = await signUp(app);
    expect((await get('recipes', cookie)).statusCode).toBe(404);
  });
});
