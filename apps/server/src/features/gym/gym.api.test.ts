import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExerciseListSchema, ExerciseSchema, type Exercise } from '@thrive/contract';
import type { App } from '../../app';
import { expectCurrentMuscleMap, expectFieldRefusals, expectNotFound } from '../../test/expect-responses';
import { createTestApp } from '../../test/test-app';

describe('/api/gym (the exercise library in our own model)', () => {
  let app: App;
  let all: Exercise[];
  const get = (url: string) => app.inject({ method: 'GET', url });
  const list = async (url: string) => ExerciseListSchema.parse((await get(url)).json());
  beforeAll(async () => {
    app = await createTestApp();
    const whole = await list('/api/gym/exercises');
    expect(whole.total).toBe(873);
    all = whole.exercises;
  });
  afterAll(() => app.close());

  it('lists every exercise in the model’s fields, with none of ExerciseDB’s', () => {
    expect(all).toHaveLength(873);
    const squat = all.find((exercise) => exercise.id === 'Barbell_Full_Squat')!;
    expect(squat).toMatchObject({ name: 'Barbell Full Squat', bodyPart: 'upper legs', equipment: 'barbell' });
    expect(squat).toMatchObject({ primaryMuscles: ['quadriceps'], level: 'intermediate', category: 'strength' });
    expect(squat.image).toMatch(/^\/api\/gym\/muscle-map\.svg\?primary=quadriceps&secondary=/);
    expect(squat.commonMistake).toMatch(/\w/);
    for (const field of ['gifUrl', 'target']) expect(squat, field).not.toHaveProperty(field);
  });

  it('responds to a browser that already has the whole list with a 304', async () => {
    const etag = (await get('/api/gym/exercises')).headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await app.inject({ method: 'GET', url: '/api/gym/exercises', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it('filters by body part, muscle, equipment and level, in any letter case, and pages', async () => {
    const chest = await list('/api/gym/exercises?bodyPart=CHEST');
    expect(chest.total).toBeGreaterThan(40);
    expect(chest.exercises.every((exercise) => exercise.bodyPart === 'chest')).toBe(true);
    expect(await list('/api/gym/exercises?bodyPart=chest&limit=5&offset=5')).toEqual({
      exercises: chest.exercises.slice(5, 10),
      total: chest.total,
    });
    const lats = await list('/api/gym/exercises?muscle=lats');
    expect(lats.exercises.every((e) => [...e.primaryMuscles, ...e.secondaryMuscles].includes('lats'))).toBe(true);
    expect(lats.total).toBeGreaterThan(20);
    const beginnerBands = await list('/api/gym/exercises?equipment=bands&level=beginner');
    expect(beginnerBands.total).toBeGreaterThan(0);
    expect(beginnerBands.exercises.every((e) => e.equipment === 'bands' && e.level === 'beginner')).toBe(true);
    expect(await list('/api/gym/exercises?equipment=spaceship')).toEqual({ exercises: [], total: 0 });
  });

  it('searches names, allowing for typos, best first', async () => {
    const names = async (query: string) =>
      (await list(`/api/gym/exercises?name=${encodeURIComponent(query)}`)).exercises.map((e) => e.name);
    expect((await names('barbel ful squat'))[0]).toBe('Barbell Full Squat');
    expect(await names('zottman')).toEqual(expect.arrayContaining(['Zottman Curl', 'Zottman Preacher Curl']));
    expect(await names('qwxyzzy')).toEqual([]);
    const curls = await list('/api/gym/exercises?name=curl&limit=3');
    expect(curls.exercises).toHaveLength(3);
    expect(curls.total).toBeGreaterThan(3);
  });

  it('refuses a bad filter or paging with a 400 naming the field', async () => {
    const list = { 'limit=0': 'limit', 'offset=-1': 'offset', 'level=master': 'level', 'name=': 'name' };
    await expectFieldRefusals(get, [
      ...Object.entries(list).map(([query, field]) => [`/api/gym/exercises?${query}`, field] as const),
      [`/api/gym/exercises?muscle=${'x'.repeat(101)}`, 'muscle'],
      ['/api/gym/muscle-map.svg?primary=chest,wings', 'primary.1'],
    ]);
  });

  it('finds one exercise by id, and responds 404 for an unknown one', async () => {
    const response = await get('/api/gym/exercises/Barbell_Full_Squat');
    expect(ExerciseSchema.parse(response.json())).toEqual(all.find((e) => e.id === 'Barbell_Full_Squat'));
    expectNotFound(await get('/api/gym/exercises/No_Such_Exercise'));
  });

  it('serves each exercise’s muscle map at its image, cached while the drawing is current', async () => {
    const squat = all.find((exercise) => exercise.id === 'Barbell_Full_Squat')!;
    const map = await get(squat.image);
    expectCurrentMuscleMap(map, 'quadriceps');
    expect((await get('/api/gym/muscle-map.svg?primary=chest&v=0')).headers['cache-control']).toBe('no-cache');
  });
});
