import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WorkoutInputSchema } from '@thrive/contract';
import { READY_MADE_WORKOUTS, routineMinutes } from './ready-made-workouts';

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
      for (const exercise of routine.exercises)
        expect(library.get(exercise.exerciseId), routine.id).toBe(exercise.name);
      expect(routineMinutes(routine), routine.id).toBeGreaterThanOrEqual(15);
      expect(routineMinutes(routine), routine.id).toBeLessThanOrEqual(60);
    }
  });
});
