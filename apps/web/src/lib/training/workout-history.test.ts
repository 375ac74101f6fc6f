import { describe, expect, it } from 'vitest';
import type { ExerciseSession, Workout, WorkoutExercise } from '@thrive/contract';
import { lastTime, recordsBroken } from './workout-history';

const session = (date: string, workoutId: string, reps: number, weight: number): ExerciseSession => ({
  date,
  workoutId,
  workoutName: 'Legs',
  sets: [{ reps, seconds: null, weight, unit: 'kg' }],
  oneRepMaxKg: null,
  volumeKg: reps * weight,
});

const squat = (log: WorkoutExercise['log']): WorkoutExercise => ({
  exerciseId: 'Squat',
  name: 'Squat',
  muscles: [],
  sets: log.length,
  reps: 8,
  repsMax: null,
  seconds: null,
  weight: 60,
  unit: 'kg',
  restSeconds: 60,
  warmUpSets: 0,
  warmUpsDone: 0,
  log,
});

const workout = (exercises: WorkoutExercise[]): Pick<Workout, 'id' | 'date' | 'exercises'> => ({
  id: 'today',
  date: '2026-11-20',
  exercises,
});

describe('lastTime', () => {
  it('is the latest session of another workout on or before this one', () => {
    const sessions = [
      session('2026-11-10', 'a', 8, 60),
      session('2026-11-15', 'b', 8, 62.5),
      session('2026-11-20', 'today', 8, 65),
      session('2026-11-25', 'c', 8, 70),
    ];
    expect(lastTime(sessions, { id: 'today', date: '2026-11-20' })?.workoutId).toBe('b');
    expect(lastTime([], { id: 'today', date: '2026-11-20' })).toBeUndefined();
  });
});

describe('recordsBroken', () => {
  const history = [session('2026-11-10', 'a', 8, 60)];

  it('marks a set heavier than every earlier one', () => {
    const today = workout([squat([{ done: true, reps: 8, seconds: null, weight: 65 }])]);
    expect(recordsBroken(history, today, 0, 0)).toEqual(['weight', 'oneRepMax', 'volume', 'reps']);
  });

  it('counts the sets done before it in the same workout', () => {
    const today = workout([
      squat([
        { done: true, reps: 8, seconds: null, weight: 65 },
        { done: true, reps: 8, seconds: null, weight: 65 },
      ]),
    ]);
    expect(recordsBroken(history, today, 0, 1)).toEqual([]);
  });

  it('marks nothing for the first set ever, or for a set not done', () => {
    const today = workout([squat([{ done: true, reps: 8, seconds: null, weight: 65 }])]);
    expect(recordsBroken([], today, 0, 0)).toEqual([]);
    const open = workout([squat([{ done: false, reps: null, seconds: null, weight: null }])]);
    expect(recordsBroken(history, open, 0, 0)).toEqual([]);
  });
});
