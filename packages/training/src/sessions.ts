import type { DoneSet, ExerciseSession, SetLog, Workout, WorkoutExercise } from '@thrive/contract';
import { estimatedOneRepMax } from './one-rep-max';
import { toKg } from './weights';

/** One logged set of an exercise as done: the reps or seconds and weight logged, else those planned. */
export function asDone(exercise: WorkoutExercise, set: SetLog): DoneSet {
  return {
    reps: exercise.seconds !== null ? null : (set.reps ?? exercise.reps),
    seconds: exercise.seconds !== null ? (set.seconds ?? exercise.seconds) : null,
    weight: set.weight ?? exercise.weight,
    unit: exercise.unit,
  };
}

/** The sets of an exercise that were done, as done. */
export function doneSets(exercise: WorkoutExercise): DoneSet[] {
  return exercise.log.filter((set) => set.done).map((set) => asDone(exercise, set));
}

/** A set's weight in kg, 0 without one. */
export const setWeightKg = (set: DoneSet) => (set.weight ? toKg(set.weight, set.unit) : 0);

/** Weight × reps, in kg: a timed set or a set without weight moves none. */
export const setVolumeKg = (set: DoneSet) => setWeightKg(set) * (set.reps ?? 0);

/** The set's estimated one-rep max in kg, when it has one. */
export const setOneRepMaxKg = (set: DoneSet) => estimatedOneRepMax(setWeightKg(set), set.reps ?? 0);

/** Kilograms rounded to the gram, so that sums of converted pounds read cleanly. */
const toTheGram = (kg: number) => Math.round(kg * 1000) / 1000;

/**
 * Every exercise's sessions in one pass over the workouts: each workout's done sets of it, in the order the workouts
 * come (the repository's: by date, then as created), with the session's best estimated one-rep max and its volume. A
 * workout where no set of an exercise was done is not a session of it.
 */
export function sessionsByExercise(
  workouts: readonly Pick<Workout, 'id' | 'date' | 'name' | 'exercises'>[],
): Map<string, ExerciseSession[]> {
  const sessions = new Map<string, ExerciseSession[]>();
  for (const workout of workouts) {
    const sets = new Map<string, DoneSet[]>();
    for (const exercise of workout.exercises) {
      const done = doneSets(exercise);
      if (done.length > 0) sets.set(exercise.exerciseId, [...(sets.get(exercise.exerciseId) ?? []), ...done]);
    }
    for (const [exerciseId, done] of sets) {
      const oneRepMaxes = done.map(setOneRepMaxKg).filter((value) => value !== undefined);
      const session: ExerciseSession = {
        date: workout.date,
        workoutId: workout.id,
        workoutName: workout.name,
        sets: done,
        oneRepMaxKg: oneRepMaxes.length > 0 ? toTheGram(Math.max(...oneRepMaxes)) : null,
        volumeKg: toTheGram(done.reduce((sum, set) => sum + setVolumeKg(set), 0)),
      };
      sessions.set(exerciseId, [...(sessions.get(exerciseId) ?? []), session]);
    }
  }
  return sessions;
}

/** One exercise's sessions (see `sessionsByExercise`). */
export function exerciseSessions(
  workouts: readonly Pick<Workout, 'id' | 'date' | 'name' | 'exercises'>[],
  exerciseId: string,
): ExerciseSession[] {
  const holding = workouts.filter((workout) =>
    workout.exercises.some((exercise) => exercise.exerciseId === exerciseId),
  );
  return sessionsByExercise(holding).get(exerciseId) ?? [];
}
