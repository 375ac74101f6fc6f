import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_PARTS } from '@thrive/contract';
import type { App } from '../../app';
import { expectCurrentMuscleMap, expectFieldRefusals, expectNotFound } from '../../test/expect-responses';
import { createTestApp } from '../../test/test-app';
import { ExerciseDbListSchema, type ExerciseDbExercise as Exercise } from './exercisedb-routes';

describe('/api/exercises (the built-in catalog in ExerciseDB’s shape)', () => {
  let app: App;
  let all: Exercise[];
  beforeAll(async () => {
    app = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/exercises' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    all = ExerciseDbListSchema.parse(response.json());
  });
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('lists all 873 exercises with ExerciseDB’s fields and ours', () => {
    expect(all).toHaveLength(873);
    const squat = all.find((exercise) => exercise.id === 'Barbell_Full_Squat')!;
    expect(squat).toMatchObject({
      name: 'Barbell Full Squat',
      bodyPart: 'upper legs',
      equipment: 'barbell',
      target: 'quadriceps',
      level: 'intermediate',
      category: 'strength',
      primaryMuscles: ['quadriceps'],
    });
    expect(squat.instructions.length).toBeGreaterThanOrEqual(3);
    expect(squat.commonMistake).toMatch(/\w/);
    expect(squat.gifUrl).toMatch(/^\/api\/exercises\/muscle-map\.svg\?primary=quadriceps&secondary=/);
    expect(all.filter((exercise) => exercise.equipment === 'body only')).toEqual([]);
    expect(all.filter((exercise) => exercise.equipment === 'body weight').length).toBeGreaterThan(150);
  });

  it('responds to a browser that already has the whole list with a 304', async () => {
    const first = await get('/api/exercises');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await app.inject({ method: 'GET', url: '/api/exercises', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await app.inject({ method: 'GET', url: '/api/exercises', headers: { 'if-none-match': '"old"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('sends the whole list compressed as the browser accepts, from copies made once', async () => {
    const compressed = async (encoding: string) => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/exercises',
        headers: { 'accept-encoding': encoding },
      });
      return { encoding: response.headers['content-encoding'], body: response.rawPayload };
    };
    await expect.poll(async () => (await compressed('gzip, br')).encoding).toBe('br');
    const br = await compressed('gzip, deflate, br');
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(all);
    const gzip = await compressed('gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(all);
  });

  it('pages with limit and offset', async () => {
    const first = (await get('/api/exercises?limit=20')).json();
    const second = (await get('/api/exercises?limit=20&offset=20')).json();
    expect(first).toEqual(all.slice(0, 20));
    expect(second).toEqual(all.slice(20, 40));
    expect((await get('/api/exercises?offset=870')).json()).toEqual(all.slice(870));
    expect((await get('/api/exercises?limit=5&offset=900')).json()).toEqual([]);
  });

  it('refuses bad paging with a 400 naming the field', async () => {
    const paging = { 'limit=0': 'limit', 'limit=ten': 'limit', 'limit=2.5': 'limit', 'offset=-1': 'offset' };
    await expectFieldRefusals(get, [
      ...Object.entries(paging).map(([query, field]) => [`/api/exercises?${query}`, field] as const),
      ['/api/exercises/bodyPart/chest?limit=99999', 'limit'],
      ['/api/exercises/name/press?offset=x', 'offset'],
    ]);
  });

  it('finds one exercise by id, and responds 404 for an unknown one', async () => {
    const response = await get('/api/exercises/exercise/Barbell_Full_Squat');
    expect(response.json()).toEqual(all.find((exercise) => exercise.id === 'Barbell_Full_Squat'));
    expectNotFound(await get('/api/exercises/exercise/No_Such_Exercise'));
  });

  it('lists body parts, targets and equipment', async () => {
    expect((await get('/api/exercises/bodyPartList')).json()).toEqual([...BODY_PARTS].sort());
    const targets = (await get('/api/exercises/targetList')).json();
    expect(targets).toContain('quadriceps');
    expect(targets).toContain('middle back');
    expect(targets).toHaveLength(17);
    const equipment = (await get('/api/exercises/equipmentList')).json();
    expect(equipment).toContain('body weight');
    expect(equipment).not.toContain('body only');
    expect(equipment).toEqual([...equipment].sort());
  });

  it('filters by body part, target and equipment, in any letter case, with paging', async () => {
    const chest = (await get('/api/exercises/bodyPart/chest')).json() as Exercise[];
    expect(chest.length).toBeGreaterThan(40);
    expect(chest.every((exercise) => exercise.bodyPart === 'chest')).toBe(true);
    expect((await get('/api/exercises/bodyPart/CHEST?limit=5&offset=5')).json()).toEqual(chest.slice(5, 10));
    const cardio = (await get('/api/exercises/bodyPart/cardio')).json() as Exercise[];
    expect(cardio.map((exercise) => exercise.category)).toEqual(cardio.map(() => 'cardio'));

    const lats = (await get('/api/exercises/target/lats')).json() as Exercise[];
    expect(lats.length).toBeGreaterThan(20);
    expect(lats.every((exercise) => exercise.target === 'lats')).toBe(true);
    expect((await get('/api/exercises/target/middle%20back')).json().length).toBeGreaterThan(10);

    const bodyWeight = (await get('/api/exercises/equipment/body%20weight')).json() as Exercise[];
    expect(bodyWeight.every((exercise) => exercise.equipment === 'body weight')).toBe(true);
    expect((await get('/api/exercises/equipment/spaceship')).json()).toEqual([]);
  });

  it('searches names, allowing for typos', async () => {
    const names = async (query: string) =>
      ((await get(`/api/exercises/name/${encodeURIComponent(query)}`)).json() as Exercise[]).map((e) => e.name);
    expect(await names('barbell full squat')).toContain('Barbell Full Squat');
    expect(await names('barbel ful squat')).toContain('Barbell Full Squat');
    expect(await names('zottman')).toEqual(expect.arrayContaining(['Zottman Curl', 'Zottman Preacher Curl']));
    expect(await names('qwxyzzy')).toEqual([]);
    expect((await get('/api/exercises/name/curl?limit=3')).json()).toHaveLength(3);
  });

  it('serves each exercise’s muscle map at its gifUrl, cached while the drawing is current', async () => {
    const squat = all.find((exercise) => exercise.id === 'Barbell_Full_Squat')!;
    const map = await get(squat.gifUrl);
    expectCurrentMuscleMap(map, 'quadriceps');
    for (const muscle of squat.secondaryMuscles) {
      expect(map.body).toContain(`data-muscle="${muscle}" data-state="secondary"`);
    }
    // The library's own address of the map draws the same picture.
    expect((await get(squat.gifUrl.replace('/api/exercises/', '/api/gym/'))).body).toBe(map.body);
    const stale = await get('/api/exercises/muscle-map.svg?primary=chest&v=0000000000');
    expect(stale.headers['cache-control']).toBe('no-cache');
    expect(stale.body).toContain('data-muscle="chest" data-state="primary"');
    const bad = await get('/api/exercises/muscle-map.svg?primary=chest,wings');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['primary.1']);
  });
});
