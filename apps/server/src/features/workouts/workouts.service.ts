import {
  locateSet,
  WORKOUT_MESSAGES,
  type WorkoutExerciseInputSchema,
  type Exercise,
  type LogSetRequest,
  type SetLog,
  type WorkoutExercise,
} from '@thrive/contract';
import type { z } from 'zod';
import { BadRequestError } from '../../lib/http-errors';

type PlannedExercise = z.output<typeof WorkoutExerciseInputSchema>;

const NOT_LOGGED: SetLog = Object.freeze({ done: false, reps: null, seconds: null, weight: null });

/**
 * The exercises as stored: each named and given its muscles by the exercise library, with a log entry per
 * set. An id the library does not know is refused, naming the field.
 */
export function plannedExercises(
  planned: readonly PlannedExercise[],
  library: ReadonlyMap<string, Exercise>,
): WorkoutExercise[] {
  return planned.map((exercise, index) => {
    const known = library.get(exercise.exerciseId);
    if (!known) {
      const field = `exercises.${index}.exerciseId`;
      throw new BadRequestError(`${field}: ${WORKOUT_MESSAGES.noSuchExercise}`, {
        [field]: WORKOUT_MESSAGES.noSuchExercise,
      });
    }
    return {
      exerciseId: known.id,
      name: known.name,
      muscles: [...known.primaryMuscles],
      sets: exercise.sets,
      reps: exercise.reps ?? null,
      repsMax: exercise.repsMax ?? null,
      seconds: exercise.seconds ?? null,
      weight: exercise.weight ?? null,
      unit: exercise.unit,
      restSeconds: exercise.restSeconds,
      warmUpSets: exercise.warmUpSets ?? 0,
      warmUpsDone: 0,
      log: Array.from({ length: exercise.sets }, () => NOT_LOGGED),
    };
  });
}

/**
 * A changed workout keeps what was logged: an exercise still in its place keeps the log of the sets it
 * still has. Anything else starts unlogged.
 */
export function keepLogs(previous: readonly WorkoutExercise[], next: WorkoutExercise[]): WorkoutExercise[] {
  return next.map((exercise, index) => {
    const before = previous[index];
    if (before?.exerciseId !== exercise.exerciseId) return exercise;
    return {
      ...exercise,
      warmUpsDone: Math.min(before.warmUpsDone, exercise.warmUpSets),
      log: exercise.log.map((entry, set) => before.log[set] ?? entry),
    };
  });
}

/**
 * The exercises with set `n` logged: each given field replaces the logged one (null clears it). Reps are for
 * an exercise counted in reps, seconds for a timed one; the other is refused, naming it.
 */
export function logSet(exercises: readonly WorkoutExercise[], n: number, change: LogSetRequest): WorkoutExercise[] {
  const place = locateSet(exercises, n);
  if (!place) throw new BadRequestError(`n: ${WORKOUT_MESSAGES.noSuchSet}`, { n: WORKOUT_MESSAGES.noSuchSet });
  const exercise = exercises[place.exercise]!;
  const timed = exercise.seconds !== null;
  const wrong = timed ? (change.reps != null ? 'reps' : undefined) : change.seconds != null ? 'seconds' : undefined;
  if (wrong) {
    const message = timed ? 'this exercise is timed: log seconds' : 'this exercise counts reps: log reps';
    throw new BadRequestError(`${wrong}: ${message}`, { [wrong]: message });
  }
  const logged = exercise.log[place.set]!;
  const entry: SetLog = {
    done: change.done ?? logged.done,
    reps: change.reps === undefined ? logged.reps : change.reps,
    seconds: change.seconds === undefined ? logged.seconds : change.seconds,
    weight: change.weight === undefined ? logged.weight : change.weight,
  };
  return exercises.map((each, index) =>
    index === place.exercise ? { ...each, log: each.log.map((old, set) => (set === place.set ? entry : old)) } : each,
  );
}

/** The exercises with exercise `index` (from 1) having `done` of its warm-up sets done. */
export function logWarmUps(exercises: readonly WorkoutExercise[], index: number, done: number): WorkoutExercise[] {
  const exercise = exercises[index - 1];
  if (!exercise)
    throw new BadRequestError(`index: ${WORKOUT_MESSAGES.noSuchExerciseHere}`, {
      index: WORKOUT_MESSAGES.noSuchExerciseHere,
    });
  if (done > exercise.warmUpSets) {
    throw new BadRequestError(`done: ${WORKOUT_MESSAGES.moreWarmUpsThanPlanned}`, {
      done: WORKOUT_MESSAGES.moreWarmUpsThanPlanned,
    });
  }
  return exercises.map((each, at) => (at === index - 1 ? { ...each, warmUpsDone: done } : each));
}
