import type { WorkoutInput } from '@thrive/contract';
import type { App } from '../app';
import { TEST_ORIGIN } from './sessions';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export const DATE = '2026-11-25';

/** Squats with a barbell by reps, then a plank held for seconds. */
export const legsAndCore = (): WorkoutInput => ({
  date: DATE,
  name: 'Legs and core',
  exercises: [
    { exerciseId: 'Barbell_Full_Squat', sets: 3, reps: 8, weight: 60, unit: 'kg', restSeconds: 90 },
    { exerciseId: 'Plank', sets: 2, seconds: 45, restSeconds: 30 },
  ],
});

/** A request to the workouts API from the browser's origin, as someone (with their cookie) or no one. */
export const workoutCaller =
  (app: () => App) => (method: Method, url: string, who?: { cookie: string }, payload?: unknown) =>
    app().inject({
      method,
      url,
      headers: { origin: TEST_ORIGIN, ...(who ? { cookie: who.cookie } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
