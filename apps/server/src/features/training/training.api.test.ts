import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExerciseHistory, RecordList, Workout } from '@thrive/contract';
import type { App } from '../../app';
import { newAccount, signUp } from '../../test/sessions';
import { createTestApp } from '../../test/test-app';
import { legsAndCore, workoutCaller } from '../../test/workout-requests';

const SQUAT = 'Barbell_Full_Squat';
const history = (from = '2026-01-01', to = '2026-12-31') =>
  `/api/training/exercises/${SQUAT}/history?from=${from}&to=${to}`;

describe('/api/training', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const call = workoutCaller(() => app);
  let people = 0;
  const person = () => signUp(app, newAccount(), `10.36.0.${++people}`);

  /** Legs and core on a date, its squat sets logged as given (reps at a weight, in the unit planned). */
  async function squats(who: { cookie: string }, date: string, sets: [number, number][], unit: 'kg' | 'lb' = 'kg') {
    const input = legsAndCore();
    input.date = date;
    input.exercises[0] = { ...input.exercises[0]!, unit };
    const created = await call('POST', '/api/workouts', who, input);
    expect(created.statusCode, created.body).toBe(201);
    const workout = created.json() as Workout;
    for (const [index, [reps, weight]] of sets.entries()) {
      const logged = await call('PATCH', `/api/workouts/${workout.id}/sets/${index + 1}`, who, {
        done: true,
        reps,
        weight,
      });
      expect(logged.statusCode, logged.body).toBe(200);
    }
    return workout;
  }

  it('needs a session (401)', async () => {
    expect((await call('GET', history())).statusCode).toBe(401);
    expect((await call('GET', '/api/training/records')).statusCode).toBe(401);
  });

  it("lists each workout's done sets of the exercise, oldest first, with its best estimate and volume", async () => {
    const who = await person();
    const first = await squats(who, '2026-11-02', [
      [8, 60],
      [8, 60],
    ]);
    await squats(who, '2026-11-05', [[5, 70]]);
    const response = await call('GET', history(), who);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as ExerciseHistory;
    expect(body.exerciseId).toBe(SQUAT);
    expect(body.name).toBe(first.exercises[0]!.name);
    expect(body.sessions.map((session) => [session.date, session.sets.length, session.volumeKg])).toEqual([
      ['2026-11-02', 2, 960],
      ['2026-11-05', 1, 350],
    ]);
    expect(body.sessions[0]).toMatchObject({ workoutId: first.id, workoutName: 'Legs and core', oneRepMaxKg: 76 });
    expect(body.sessions[0]!.sets[0]).toEqual({ reps: 8, seconds: null, weight: 60, unit: 'kg' });

    const narrowed = (await call('GET', history('2026-11-03', '2026-11-30'), who)).json() as ExerciseHistory;
    expect(narrowed.sessions.map((session) => session.date)).toEqual(['2026-11-05']);
    // Without `from`: every session up to `to`.
    const upTo = await call('GET', `/api/training/exercises/${SQUAT}/history?to=2026-11-04`, who);
    expect((upTo.json() as ExerciseHistory).sessions.map((session) => session.date)).toEqual(['2026-11-02']);
  });

  it('keeps the current record of each kind with the date it was set, comparing pounds with kilograms', async () => {
    const who = await person();
    await squats(who, '2026-10-01', [[8, 100]]);
    // 225 lb is 102.06 kg: heavier, so the weight record is this day's.
    await squats(who, '2026-10-08', [[3, 225]], 'lb');
    // The same 100 kg for 8: a tie keeps the first date.
    await squats(who, '2026-10-15', [[8, 100]]);
    const response = await call('GET', '/api/training/records', who);
    expect(response.statusCode, response.body).toBe(200);
    const records = (response.json() as RecordList).records.filter((record) => record.exerciseId === SQUAT);
    const of = (kind: string) => records.filter((record) => record.kind === kind);
    expect(of('weight')).toEqual([
      expect.objectContaining({ date: '2026-10-08', set: expect.objectContaining({ unit: 'lb', weight: 225 }) }),
    ]);
    expect(of('weight')[0]!.value).toBeCloseTo(102.058, 3);
    expect(of('volume')[0]).toMatchObject({ date: '2026-10-01', value: 800, previous: null });
    expect(of('weight')[0]!.previous).toBe(100);
    expect(of('oneRepMax')[0]!.date).toBe('2026-10-01');
    expect(of('reps').map((record) => [record.date, record.value])).toEqual([
      ['2026-10-01', 8],
      ['2026-10-08', 3],
    ]);
  });

  it("never shows another user's workouts", async () => {
    const owner = await person();
    await squats(owner, '2026-11-10', [[5, 80]]);
    const other = await person();
    const theirs = (await call('GET', history(), other)).json() as ExerciseHistory;
    expect(theirs).toEqual({ exerciseId: SQUAT, name: null, sessions: [] });
    expect(((await call('GET', '/api/training/records', other)).json() as RecordList).records).toEqual([]);
  });

  it('answers 400 naming the field for a bad range or id, and an empty history for an exercise never logged', async () => {
    const who = await person();
    for (const [url, field] of [
      [history('2026-11-30', '2026-11-01'), 'to'],
      [history('2020-01-01', '2026-12-31'), 'to'],
      [`/api/training/exercises/${SQUAT}/history?from=2026-13-01&to=2026-12-31`, 'from'],
      ['/api/training/exercises/%20/history?from=2026-11-01&to=2026-11-30', 'exerciseId'],
    ] as const) {
      const response = await call('GET', url, who);
      expect(response.statusCode, url).toBe(400);
      expect(JSON.stringify(response.json()), url).toContain(field);
    }
    const never = await call(
      'GET',
      '/api/training/exercises/No_Such_Exercise/history?from=2026-11-01&to=2026-11-30',
      who,
    );
    expect(never.statusCode).toBe(200);
    expect((never.json() as ExerciseHistory).sessions).toEqual([]);
  });
});
