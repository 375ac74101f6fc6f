import type { PlannedExercise } from '@thrive/contract';
import routines from './ready-made-workouts.json';

/** A routine to start from: the exercise library's exercises with sets, reps or seconds and rest, and why it works. */
export interface ReadyMadeWorkout {
  id: string;
  name: string;
  summary: string;
  equipment: string;
  level: 'beginner' | 'intermediate';
  exercises: PlannedExercise[];
}

/**
 * One exercise of a routine as the data writes it: the library's id and name, "sets × reps", "sets × reps–reps" for a range, or "sets × seconds s"
 * for a hold, and the rest in seconds when it is not the usual minute (half a minute after a hold).
 */
type RoutineEntry = [exerciseId: string, name: string, prescription: string, restSeconds?: number];

export function plannedFromEntry([exerciseId, name, prescription, rest]: RoutineEntry): PlannedExercise {
  const [, sets, amount, top, hold] = /^(\d+) × (\d+)(?:–(\d+))?( s)?$/.exec(prescription) ?? [];
  if (sets === undefined || amount === undefined) throw new Error(`${exerciseId}: cannot read "${prescription}"`);
  return {
    exerciseId,
    name,
    sets: Number(sets),
    reps: hold ? null : Number(amount),
    repsMax: top === undefined ? null : Number(top),
    seconds: hold ? Number(amount) : null,
    weight: null,
    unit: 'kg',
    restSeconds: rest ?? (hold ? 30 : 60),
    warmUpSets: 0,
  };
}

/** Eight routines for the common goals, each a whole session of 20 to 50 minutes. */
export const READY_MADE_WORKOUTS: readonly ReadyMadeWorkout[] = routines.map((routine) => ({
  ...routine,
  level: routine.level as ReadyMadeWorkout['level'],
  exercises: (routine.exercises as RoutineEntry[]).map(plannedFromEntry),
}));

/** A whole routine's time in minutes: about 3 s a rep, each hold, and each rest. */
export function routineMinutes(routine: Pick<ReadyMadeWorkout, 'exercises'>): number {
  const seconds = routine.exercises.reduce((sum, exercise) => {
    const work = exercise.seconds ?? (exercise.reps ?? 0) * 3;
    return sum + exercise.sets * (work + exercise.restSeconds) + 60;
  }, 0);
  return Math.max(5, Math.round(seconds / 60 / 5) * 5);
}
