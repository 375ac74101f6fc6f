import { locateSet, type Workout, type WorkoutExercise } from '@thrive/contract';
import { doneSets } from '@thrive/training';
import { describeSets } from '../training/training-text';

/** Sets done and planned, over one exercise or a whole workout. */
export function setsDone(exercises: readonly WorkoutExercise[]): { done: number; total: number } {
  return exercises.reduce(
    (sum, exercise) => ({
      done: sum.done + exercise.log.filter((set) => set.done).length,
      total: sum.total + exercise.sets,
    }),
    { done: 0, total: 0 },
  );
}

/** "3 × 10 reps at 60 kg", "3 × 8–12 reps", "2 × 45 s": what an exercise asks for. */
export function prescription(
  exercise: Pick<WorkoutExercise, 'sets' | 'reps' | 'repsMax' | 'seconds' | 'weight' | 'unit'>,
): string {
  const range = exercise.repsMax ? `–${exercise.repsMax}` : '';
  const each = exercise.seconds !== null ? `${exercise.seconds} s` : `${exercise.reps}${range} reps`;
  const weight = exercise.weight ? ` at ${exercise.weight} ${exercise.unit}` : '';
  return `${exercise.sets} × ${each}${weight}`;
}

/**
 * What was done of an exercise, written as its sets ("8, 8, 7 at 62.5 kg"), when it differs from the plan; null when
 * nothing is done yet or every set done went as planned.
 */
export function doneUnlikePlan(exercise: WorkoutExercise): string | null {
  const sets = doneSets(exercise);
  const repsPlanned = (reps: number | null) =>
    reps === exercise.reps ||
    (reps !== null &&
      exercise.reps !== null &&
      exercise.repsMax !== null &&
      reps >= exercise.reps &&
      reps <= exercise.repsMax);
  const asPlanned = sets.every(
    (set) => set.weight === exercise.weight && repsPlanned(set.reps) && set.seconds === exercise.seconds,
  );
  return sets.length === 0 || asPlanned ? null : describeSets(sets);
}

/** The number (from 1, across the whole workout) of the first set not yet done, or null when all are. */
export function firstOpenSet(workout: Pick<Workout, 'exercises'>): number | null {
  let n = 1;
  for (const exercise of workout.exercises) {
    for (const set of exercise.log) {
      if (!set.done) return n;
      n++;
    }
  }
  return null;
}

/** Set `n`'s exercise and place in it, as the API counts sets; null past the last set. */
export function setAt(workout: Pick<Workout, 'exercises'>, n: number): { exercise: number; set: number } | null {
  return locateSet(workout.exercises, n) ?? null;
}

/** The number of the first set of exercise `index`. */
export function firstSetOf(workout: Pick<Workout, 'exercises'>, index: number): number {
  return 1 + workout.exercises.slice(0, index).reduce((sum, exercise) => sum + exercise.sets, 0);
}

/** Sets done per muscle group over some workouts, most first: the week's training volume. */
export function setsPerMuscle(workouts: readonly Pick<Workout, 'exercises'>[]): { muscle: string; sets: number }[] {
  const sets = new Map<string, number>();
  for (const workout of workouts) {
    for (const exercise of workout.exercises) {
      const done = exercise.log.filter((set) => set.done).length;
      if (done === 0) continue;
      for (const muscle of exercise.muscles) sets.set(muscle, (sets.get(muscle) ?? 0) + done);
    }
  }
  return [...sets]
    .map(([muscle, count]) => ({ muscle, sets: count }))
    .sort((a, b) => b.sets - a.sets || a.muscle.localeCompare(b.muscle));
}
