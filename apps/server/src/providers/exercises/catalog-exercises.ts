import { EXERCISES, muscleMapVersion, toExercise } from '@thrive/catalog';
import { muscleMapPath, type Exercise, type MuscleGroup } from '@thrive/contract';
import type { ExerciseProvider } from './exercise-provider';

/** Where the muscle map of these muscles is served, at the drawing's current version. */
export function muscleMapUrl(primary: readonly MuscleGroup[], secondary: readonly MuscleGroup[]): string {
  return muscleMapPath(primary, secondary, muscleMapVersion());
}

let exercises: readonly Exercise[] | undefined;

/** The built-in exercise catalog; it responds offline. */
export const catalogExerciseProvider: ExerciseProvider = {
  async all() {
    exercises ??= EXERCISES.map((exercise) =>
      toExercise(exercise, muscleMapUrl(exercise.primaryMuscles, exercise.secondaryMuscles)),
    );
    return exercises;
  },
};
