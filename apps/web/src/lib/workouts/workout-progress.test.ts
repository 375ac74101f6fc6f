import { describe, expect, it } from 'vitest';
import type { WorkoutExercise } from '@thrive/contract';
import {
  doneUnlikePlan,
  firstOpenSet,
  firstSetOf,
  prescription,
  setAt,
  setsDone,
  setsPerMuscle,
} from './workout-progress';

const exercise = (
  name: string,
  muscles: string[],
  done: boolean[],
  seconds: number | null = null,
): WorkoutExercise => ({
  exerciseId: name,
  name,
  muscles,
  sets: done.length,
  reps: seconds === null ? 10 : null,
  repsMax: null,
  seconds,
  weight: seconds === null ? 20 : null,
  unit: 'kg',
  restSeconds: 60,
  warmUpSets: 0,
  warmUpsDone: 0,
  log: done.map((ticked) => ({ done: ticked, reps: null, seconds: null, weight: null })),
});

const workout = {
  exercises: [
    exercise('Squat', ['quadriceps', 'glutes'], [true, true, false]),
    exercise('Plank', ['abdominals'], [true, false], 30),
  ],
};

describe('workout progress', () => {
  it('counts sets done and finds the first open one, numbered across the workout', () => {
    expect(setsDone(workout.exercises)).toEqual({ done: 3, total: 5 });
    expect(firstOpenSet(workout)).toBe(3);
    expect(setAt(workout, 4)).toEqual({ exercise: 1, set: 0 });
    expect(setAt(workout, 6)).toBeNull();
    expect(firstSetOf(workout, 1)).toBe(4);
    expect(firstOpenSet({ exercises: [exercise('Row', ['lats'], [true])] })).toBeNull();
  });

  it('writes what was done only where it differs from the plan', () => {
    const squat = exercise('Squat', [], [true, true, false]);
    expect(doneUnlikePlan(squat)).toBeNull();
    squat.log[1] = { done: true, reps: 7, seconds: null, weight: 22.5 };
    expect(doneUnlikePlan(squat)).toBe('10 at 20 kg, 7 at 22.5 kg');
    expect(doneUnlikePlan(exercise('Row', [], [false]))).toBeNull();
    // Within a rep range is as planned.
    const ranged = { ...exercise('Squat', [], [true]), reps: 8, repsMax: 12 };
    ranged.log[0] = { done: true, reps: 11, seconds: null, weight: 20 };
    expect(doneUnlikePlan(ranged)).toBeNull();
  });

  it('sums the sets done per muscle group, most first', () => {
    expect(setsPerMuscle([workout, workout])).toEqual([
      { muscle: 'glutes', sets: 4 },
      { muscle: 'quadriceps', sets: 4 },
      { muscle: 'abdominals', sets: 2 },
    ]);
  });

  it('says what an exercise asks for', () => {
    expect(workout.exercises.map(prescription)).toEqual(['3 × 10 reps at 20 kg', '2 × 30 s']);
  });
});
