import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PlannedExerciseSchema, WorkoutInputSchema } from '@thrive/contract';
import { plannedExerciseOf } from '../../lib/workout-draft';
import { plannedFromEntry, READY_MADE_WORKOUTS, routineMinutes } from './ready-made-workouts';

const library = new Map(
  (
    JSON.parse(
      // The suite runs from the repository's root.
      readFileSync(path.resolve('packages/catalog/content/exercises/exercise-facts.json'), 'utf8'),
    ) as { id: string; name: string }[]
  ).map((exercise) => [exercise.id, exercise.name]),
);

describe('ready-made workouts', () => {
  it('are eight or more, each a valid workout of exercises in the library, under their library names', () => {
    expect(READY_MADE_WORKOUTS.length).toBeGreaterThanOrEqual(8);
    expect(new Set(READY_MADE_WORKOUTS.map((routine) => routine.id)).size).toBe(READY_MADE_WORKOUTS.length);
    for (const routine of READY_MADE_WORKOUTS) {
      const parsed = WorkoutInputSchema.safeParse({
        date: '2026-11-26',
        name: routine.name,
        exercises: routine.exercises,
      });
      expect(parsed.success, `${routine.id}: ${parsed.error?.message}`).toBe(true);
      for (const exercise of routine.exercises) {
        expect(library.get(exercise.exerciseId), routine.id).toBe(exercise.name);
        expect(PlannedExerciseSchema.safeParse(exercise).success, `${routine.id}: ${exercise.exerciseId}`).toBe(true);
      }
      expect(routineMinutes(routine), routine.id).toBeGreaterThanOrEqual(15);
      expect(routineMinutes(routine), routine.id).toBeLessThanOrEqual(60);
    }
  });
});

describe('a routine’s entry', () => {
  it('reads sets × reps with a minute’s rest, or sets × seconds for a hold with half a minute, unless it says', () => {
    // What the builder starts a library exercise with: three sets of ten, a minute's rest, no weight.
    expect(plannedFromEntry(['Pushups', 'Pushups', '3 × 10'])).toEqual(
      plannedExerciseOf({ id: 'Pushups', name: 'Pushups' }),
    );
    expect(plannedFromEntry(['Plank', 'Plank', '2 × 45 s'])).toMatchObject({
      reps: null,
      seconds: 45,
      restSeconds: 30,
    });
    expect(plannedFromEntry(['Leg_Press', 'Leg Press', '4 × 8', 120]).restSeconds).toBe(120);
    expect(() => plannedFromEntry(['Plank', 'Plank', 'three sets'])).toThrow(/cannot read/);
  });
});
