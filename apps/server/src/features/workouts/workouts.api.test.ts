import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Workout, WorkoutInput } from '@thrive/contract';
import type { App } from '../../app';
import { workouts } from '../../db/schema';
import { createTestApp } from '../../test/test-app';
import { signUp } from '../../test/sessions';
import { DATE, legsAndCore, workoutCaller, type Method } from '../../test/workout-requests';

describe('/api/workouts', () => {
  let app: App;
  let ada: { cookie: string };
  let bob: { cookie: string };
  beforeAll(async () => {
    app = await createTestApp();
    ada = await signUp(app);
    bob = await signUp(app);
  });
  afterAll(() => app.close());

  const call = workoutCaller(() => app);
  const create = async (who: { cookie: string }, input: WorkoutInput = legsAndCore()) => {
    const response = await call('POST', '/api/workouts', who, input);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Workout>();
  };
  const rowsOf = async (id: string) => app.database.db.select().from(workouts).where(eq(workouts.id, id));

  it('needs a session (401) on every route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['POST', '/api/workouts'],
      ['GET', `/api/workouts?from=${DATE}&to=${DATE}`],
      ['GET', `/api/workouts/${id}`],
      ['PUT', `/api/workouts/${id}`],
      ['PATCH', `/api/workouts/${id}/sets/1`],
      ['PATCH', `/api/workouts/${id}/exercises/1/warm-ups`],
      ['DELETE', `/api/workouts/${id}`],
    ] as const) {
      expect(
        (await call(method, url, undefined, method === 'GET' || method === 'DELETE' ? undefined : {})).statusCode,
      ).toBe(401);
    }
  });

  it('saves a workout named and given muscles by the exercise library, and reads it back', async () => {
    const saved = await create(ada);
    expect(saved).toMatchObject({ date: DATE, name: 'Legs and core', version: 1 });
    const [squat, plank] = saved.exercises;
    expect(squat).toMatchObject({
      exerciseId: 'Barbell_Full_Squat',
      name: 'Barbell Full Squat',
      sets: 3,
      reps: 8,
      repsMax: null,
      seconds: null,
      weight: 60,
      unit: 'kg',
      restSeconds: 90,
    });
    expect(squat?.muscles).toContain('quadriceps');
    expect(squat?.log).toEqual(Array(3).fill({ done: false, reps: null, seconds: null, weight: null }));
    expect(plank).toMatchObject({ name: 'Plank', reps: null, seconds: 45, weight: null, unit: 'kg' });
    const read = await call('GET', `/api/workouts/${saved.id}`, ada);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(saved);
    expect(read.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps a rep range: reps from the bottom, repsMax the top', async () => {
    const input = legsAndCore();
    input.exercises[0] = { ...input.exercises[0]!, reps: 8, repsMax: 12 };
    const response = await call('POST', '/api/workouts', ada, input);
    expect(response.statusCode, response.body).toBe(201);
    expect((response.json() as Workout).exercises[0]).toMatchObject({ reps: 8, repsMax: 12 });

    // A workout stored before rep ranges has none.
    const saved = response.json() as Workout;
    const before = saved.exercises.map(({ repsMax: _repsMax, ...rest }) => rest) as Workout['exercises'];
    await app.database.db.update(workouts).set({ exercises: before }).where(eq(workouts.id, saved.id));
    const read = (await call('GET', `/api/workouts/${saved.id}`, ada)).json() as Workout;
    expect(read.exercises.map((exercise) => exercise.repsMax)).toEqual([null, null]);
  });

  it('logs warm-up sets apart from the working sets, keeping them through a change of plan', async () => {
    const input = legsAndCore();
    input.exercises[0] = { ...input.exercises[0]!, warmUpSets: 2 };
    const saved = (await call('POST', '/api/workouts', ada, input)).json() as Workout;
    expect(saved.exercises.map((exercise) => [exercise.warmUpSets, exercise.warmUpsDone])).toEqual([
      [2, 0],
      [0, 0],
    ]);
    const logged = await call('PATCH', `/api/workouts/${saved.id}/exercises/1/warm-ups`, ada, { done: 2 });
    expect(logged.statusCode, logged.body).toBe(200);
    const after = logged.json() as Workout;
    expect(after.exercises[0]).toMatchObject({ warmUpsDone: 2 });
    expect(after.exercises[0]!.log.every((set) => !set.done)).toBe(true);
    for (const [url, payload, field] of [
      [`/api/workouts/${saved.id}/exercises/1/warm-ups`, { done: 3 }, 'done'],
      [`/api/workouts/${saved.id}/exercises/2/warm-ups`, { done: 1 }, 'done'],
      [`/api/workouts/${saved.id}/exercises/3/warm-ups`, { done: 0 }, 'index'],
      [`/api/workouts/${saved.id}/exercises/0/warm-ups`, { done: 0 }, 'index'],
      [`/api/workouts/${saved.id}/exercises/1/warm-ups`, { done: -1 }, 'done'],
    ] as const) {
      const response = await call('PATCH', url, ada, payload);
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(Object.keys(response.json().error.fields)).toContain(field);
    }
    // One warm-up fewer in the plan: the count done is held to it.
    const changed = { ...input, version: after.version };
    changed.exercises[0] = { ...changed.exercises[0]!, warmUpSets: 1 };
    const updated = (await call('PUT', `/api/workouts/${saved.id}`, ada, changed)).json() as Workout;
    expect(updated.exercises[0]).toMatchObject({ warmUpSets: 1, warmUpsDone: 1 });
  });

  it('lists the workouts of a date range in date order', async () => {
    const later = await create(ada, { ...legsAndCore(), date: '2026-12-02', name: 'Later' });
    const earlier = await create(ada, { ...legsAndCore(), date: '2026-11-30', name: 'Earlier' });
    const list = await call('GET', '/api/workouts?from=2026-11-30&to=2026-12-06', ada);
    expect(list.json<{ workouts: Workout[] }>().workouts.map((each) => each.id)).toEqual([earlier.id, later.id]);
  });

  it('logs a set by its number across the workout, ticking it off with what was done', async () => {
    const saved = await create(ada);
    // Sets 1–3 are the squats, 4–5 the plank.
    const squat = await call('PATCH', `/api/workouts/${saved.id}/sets/2`, ada, { done: true, reps: 7, weight: 62.5 });
    expect(squat.statusCode, squat.body).toBe(200);
    expect(squat.json<Workout>().exercises[0]?.log[1]).toEqual({ done: true, reps: 7, seconds: null, weight: 62.5 });
    const plank = await call('PATCH', `/api/workouts/${saved.id}/sets/5`, ada, { done: true, seconds: 40 });
    const logged = plank.json<Workout>();
    expect(logged.exercises[1]?.log).toEqual([
      { done: false, reps: null, seconds: null, weight: null },
      { done: true, reps: null, seconds: 40, weight: null },
    ]);
    expect(logged.version).toBe(3);
    // Untick, keeping the figures.
    const unticked = await call('PATCH', `/api/workouts/${saved.id}/sets/2`, ada, { done: false });
    expect(unticked.json<Workout>().exercises[0]?.log[1]).toEqual({
      done: false,
      reps: 7,
      seconds: null,
      weight: 62.5,
    });
  });

  it('replaces a workout, keeping the log of the sets that stay', async () => {
    const saved = await create(ada);
    await call('PATCH', `/api/workouts/${saved.id}/sets/1`, ada, { done: true, reps: 8 });
    await call('PATCH', `/api/workouts/${saved.id}/sets/3`, ada, { done: true, reps: 6 });
    const input = legsAndCore();
    input.name = 'Legs, core and push-ups';
    input.exercises[0] = { ...input.exercises[0]!, sets: 2 };
    input.exercises.push({ exerciseId: 'Pushups', sets: 2, reps: 12, restSeconds: 60 });
    const replaced = await call('PUT', `/api/workouts/${saved.id}`, ada, { ...input, version: 3 });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const workout = replaced.json<Workout>();
    expect(workout.name).toBe('Legs, core and push-ups');
    expect(workout.version).toBe(4);
    expect(workout.exercises.map((exercise) => exercise.log.filter((set) => set.done).length)).toEqual([1, 0, 0]);
    expect(workout.exercises[2]?.name).toBe('Pushups');
  });

  it('responds 409 to a change based on a stale version, keeping the newer work', async () => {
    const saved = await create(ada);
    const first = await call('PUT', `/api/workouts/${saved.id}`, ada, { ...legsAndCore(), name: 'Newer', version: 1 });
    expect(first.statusCode).toBe(200);
    const stale = await call('PUT', `/api/workouts/${saved.id}`, ada, { ...legsAndCore(), name: 'Older', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('conflict');
    const staleLog = await call('PATCH', `/api/workouts/${saved.id}/sets/1`, ada, { done: true, version: 1 });
    expect(staleLog.statusCode).toBe(409);
    const [row] = await rowsOf(saved.id);
    expect(row).toMatchObject({ name: 'Newer', version: 2 });
    expect(row?.exercises[0]?.log[0]?.done).toBe(false);
  });

  it('deletes a workout', async () => {
    const saved = await create(ada);
    expect((await call('DELETE', `/api/workouts/${saved.id}`, ada)).json()).toEqual({ deleted: true });
    expect((await call('GET', `/api/workouts/${saved.id}`, ada)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/workouts/${saved.id}`, ada)).statusCode).toBe(404);
  });

  it("responds 404 for another user's workout on every route, changing nothing", async () => {
    const saved = await create(ada);
    const cases: [Method, string, unknown][] = [
      ['GET', `/api/workouts/${saved.id}`, undefined],
      ['PUT', `/api/workouts/${saved.id}`, { ...legsAndCore(), name: 'Taken', version: 1 }],
      ['PATCH', `/api/workouts/${saved.id}/sets/1`, { done: true }],
      ['PATCH', `/api/workouts/${saved.id}/exercises/1/warm-ups`, { done: 0 }],
      ['DELETE', `/api/workouts/${saved.id}`, undefined],
    ];
    for (const [method, url, payload] of cases) {
      const response = await call(method, url, bob, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.body).not.toContain('Legs and core');
    }
    const list = await call('GET', `/api/workouts?from=${DATE}&to=${DATE}`, bob);
    expect(list.json()).toEqual({ workouts: [] });
    const [row] = await rowsOf(saved.id);
    expect(row).toMatchObject({ name: 'Legs and core', version: 1 });
  });

  it('refuses bad input with a 400 naming the field, storing nothing', async () => {
    const { cookie } = await signUp(app);
    const carol = { cookie };
    const base = legsAndCore();
    const squat = base.exercises[0]!;
    const cases: [unknown, string][] = [
      [{ ...base, date: '2026-02-30' }, 'date'],
      [{ ...base, name: '   ' }, 'name'],
      [{ ...base, name: 'x'.repeat(81) }, 'name'],
      [{ ...base, exercises: [] }, 'exercises'],
      [{ ...base, exercises: 'squats' }, 'exercises'],
      [{ ...base, exercises: Array(31).fill(squat) }, 'exercises'],
      [{ ...base, exercises: [{ ...squat, exerciseId: 'No_Such_Exercise' }] }, 'exercises.0.exerciseId'],
      [{ ...base, exercises: [{ ...squat, sets: 0 }] }, 'exercises.0.sets'],
      [{ ...base, exercises: [{ ...squat, sets: 21 }] }, 'exercises.0.sets'],
      [{ ...base, exercises: [{ ...squat, reps: 2.5 }] }, 'exercises.0.reps'],
      [{ ...base, exercises: [{ ...squat, seconds: 30 }] }, 'exercises.0.reps'],
      [{ ...base, exercises: [{ ...squat, reps: undefined }] }, 'exercises.0.reps'],
      [{ ...base, exercises: [{ ...squat, weight: -5 }] }, 'exercises.0.weight'],
      [{ ...base, exercises: [{ ...squat, weight: 60.1 }] }, 'exercises.0.weight'],
      [{ ...base, exercises: [{ ...squat, unit: 'stone' }] }, 'exercises.0.unit'],
      [{ ...base, exercises: [{ ...squat, restSeconds: 601 }] }, 'exercises.0.restSeconds'],
      [{ ...base, exercises: [{ ...squat, repsMax: 8 }] }, 'exercises.0.repsMax'],
      [{ ...base, exercises: [{ ...squat, repsMax: 201 }] }, 'exercises.0.repsMax'],
      [{ ...base, exercises: [{ ...squat, reps: null, seconds: 30, repsMax: 12 }] }, 'exercises.0.repsMax'],
    ];
    for (const [payload, field] of cases) {
      const response = await call('POST', '/api/workouts', carol, payload);
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(Object.keys(response.json().error.fields), field).toContain(field);
    }
    const list = await call('GET', '/api/workouts?from=2026-01-01&to=2026-12-31', carol);
    expect(list.json()).toEqual({ workouts: [] });

    const saved = await create(carol);
    const setCases: [string, unknown, string][] = [
      ['6', { done: true }, 'n'],
      ['0', { done: true }, 'n'],
      ['two', { done: true }, 'n'],
      ['1', {}, 'done'],
      ['1', { done: 'yes' }, 'done'],
      ['1', { seconds: 30 }, 'seconds'],
      ['4', { reps: 10 }, 'reps'],
      ['1', { reps: 0 }, 'reps'],
      ['1', { weight: 1001 }, 'weight'],
      ['1', { done: true, version: 0 }, 'version'],
    ];
    for (const [n, payload, field] of setCases) {
      const response = await call('PATCH', `/api/workouts/${saved.id}/sets/${n}`, carol, payload);
      expect(response.statusCode, `${n} ${field}: ${response.body}`).toBe(400);
      expect(Object.keys(response.json().error.fields), `${n} ${field}`).toContain(field);
    }
    expect((await call('GET', '/api/workouts/not-a-uuid', carol)).json().error.fields).toHaveProperty('id');
    const put = await call('PUT', `/api/workouts/${saved.id}`, carol, legsAndCore());
    expect(Object.keys(put.json().error.fields)).toEqual(['version']);
    for (const [range, field] of [
      ['from=2026-11-22&to=2026-11-16', 'to'],
      ['from=2020-01-01&to=2026-11-16', 'to'],
      ['to=2026-11-16', 'from'],
    ] as const) {
      const response = await call('GET', `/api/workouts?${range}`, carol);
      expect(response.statusCode, range).toBe(400);
      expect(Object.keys(response.json().error.fields), range).toEqual([field]);
    }
    const [row] = await rowsOf(saved.id);
    expect(row?.version).toBe(1);
  });
});
