import type { DoneSet, ExerciseSession, Workout, WorkoutExercise } from '@thrive/contract';
import { estimatedOneRepMax } from './one-rep-max';
import { toKg } from './weights';

/** The sets of an exercise that were done: the reps or seconds and weight logged, else those planned. */
export function doneSets(exercise: WorkoutExercise): DoneSet[] {
  return exercise.log
    .filter((set) => set.done)
    .map((set) => ({
      reps: exercise.seconds !== null ? null : (set.reps ?? exercise.reps),
      seconds: exercise.seconds !== null ? (set.seconds ?? exercise.seconds) : null,
      weight: set.weight ?? exercise.weight,
      unit: exercise.unit,
    }));
}

/** A set's weight in kg, 0 without one. */
export const setWeightKg = (set: DoneSet) => (set.weight ? toKg(set.weight, set.unit) : 0);

/** Weight × reps, in kg: a timed set or a set without weight moves none. */
export const setVolumeKg = (set: DoneSet) => setWeightKg(set) * (set.reps ?? 0);

/** The set's estimated one-rep max in kg, when it has one. */
export const setOneRepMaxKg = (set: DoneSet) => estimatedOneRepMax(setWeightKg(set), set.reps ?? 0);

/** Rounded to grams, so that sums of converted pounds read cleanly. */
const grams = (kg: number) => Math.round(kg * 1000) / 1000;

/**
 * Each workout's sets of the exercise, in the order the workouts come (the repository's: by date, then as created),
 * with the session's best estimated one-rep max and its volume. A workout where no set of it was done is left out.
 */
export function exerciseSessions(
  workouts: readonly Pick<Workout, 'id' | 'date' | 'name' | 'exercises'>[],
  exerciseId: string,
): ExerciseSession[] {
  const sessions: ExerciseSession[] = [];
  for (const workout of workouts) {
    const sets = workout.exercises.filter((exercise) => exercise.exerciseId === exerciseId).flatMap(doneSets);
    if (sets.length === 0) continue;
    const oneRepMaxes = sets.map(setOneRepMaxKg).filter((value) => value !== undefined);
    sessions.push({
      date: workout.date,
      workoutId: workout.id,
      workoutName: workout.name,
      sets,
      oneRepMaxKg: oneRepMaxes.length > 0 ? grams(Math.max(...oneRepMaxes)) : null,
      volumeKg: grams(sets.reduce((sum, set) => sum + setVolumeKg(set), 0)),
    });
  }
  return sessions;
}
