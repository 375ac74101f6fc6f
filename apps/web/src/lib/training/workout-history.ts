import type { ExerciseSession, RecordKind, Workout } from '@thrive/contract';
import { asDone, doneSets, RecordBook } from '@thrive/training';

/**
 * The sessions before this workout's: those listed before its own (the list is by date, then as created), or, while it
 * has none, those of other workouts on or before its date.
 */
function before(sessions: readonly ExerciseSession[], workout: Pick<Workout, 'id' | 'date'>) {
  const own = sessions.findIndex((session) => session.workoutId === workout.id);
  return own >= 0 ? sessions.slice(0, own) : sessions.filter((session) => session.date <= workout.date);
}

/** The latest session of the exercise before this workout, if it was ever done. */
export function lastTime(
  sessions: readonly ExerciseSession[],
  workout: Pick<Workout, 'id' | 'date'>,
): ExerciseSession | undefined {
  return before(sessions, workout).at(-1);
}

/**
 * The records that set `set` of exercise `index` broke, against every earlier session of the exercise and the sets
 * of it done before this one in the workout.
 */
export function recordsBroken(
  sessions: readonly ExerciseSession[],
  workout: Pick<Workout, 'id' | 'date' | 'exercises'>,
  index: number,
  set: number,
): RecordKind[] {
  const exercise = workout.exercises[index];
  const logged = exercise?.log[set];
  if (!exercise || !logged?.done) return [];
  const book = new RecordBook().addSessions(before(sessions, workout));
  workout.exercises.forEach((other, at) => {
    if (at > index || other.exerciseId !== exercise.exerciseId) return;
    const earlier = at < index ? other.log : other.log.slice(0, set);
    for (const done of doneSets({ ...other, log: earlier })) book.add(done, workout.date, workout.id);
  });
  return book.add(asDone(exercise, logged), workout.date, workout.id);
}
