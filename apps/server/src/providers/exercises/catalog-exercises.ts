import { EXERCISES, muscleMapVersion, toApiExercise } from '@thrive/catalog';
import { muscleMapPath, type Exercise, type MuscleGroup } from '@thrive/contract';
import type { ExerciseProvider } from './exercise-provider';

/** Where the muscle map of these muscles is served, at the drawing's current version. */
export function muscleMapUrl(primary: readonly MuscleGroup[], secondary: readonly MuscleGroup[]): string {
  return muscleMapPath(primary, secondary, muscleMapVersion());
}

let exercises: readonly Exercise[] | undefined;

/** The built-in exercise catalog in ExerciseDB's shape; it responds offline. */
export const catalogExerciseProvider: ExerciseProvider = {
  async all() {
    exercises ??= EXERCISES.map((exercise) =>
      toApiExercise(exercise, muscleMapUrl(exercise.primaryMuscles, exercise.secondaryMuscles)),
    );
    return exercises;
  },
};
