import { z } from 'zod';
import {
  IsoDateSchema,
  PlannedExerciseSchema,
  WORKOUT_LIMITS,
  type Exercise,
  type PlannedExercise,
  type WorkoutExercise,
} from '@thrive/contract';
import { localIsoDate } from './local-date';
import { DEVICE_KEYS } from './device-keys';
import { deviceStore } from './device-store';

/** The workout being built: its date, name and exercises, as the form holds them. */
export const WorkoutFormSchema = z.object({
  date: IsoDateSchema,
  name: z.string().max(WORKOUT_LIMITS.nameLength),
  exercises: z.array(PlannedExerciseSchema).max(WORKOUT_LIMITS.exercises),
});
export type WorkoutFormValues = z.infer<typeof WorkoutFormSchema>;

const WorkoutDraftSchema = WorkoutFormSchema.extend({
  /** The saved workout the draft was made from, and the version it started at. */
  saved: z.object({ id: z.string(), version: z.number().int() }).nullable(),
});
export type WorkoutDraft = z.infer<typeof WorkoutDraftSchema>;

export const newDraft = (): WorkoutDraft => ({ saved: null, date: localIsoDate(), name: 'My workout', exercises: [] });

/** Holds and stretches are timed; everything else counts reps. */
function isHold(exercise: Pick<Exercise, 'name' | 'category'>): boolean {
  return exercise.category === 'stretching' || /\b(plank|hold|bridge|wall sit)\b/i.test(exercise.name);
}

/** A library exercise as a first entry: three sets of ten (or of 30 seconds for a hold), a minute's rest. */
export function plannedExerciseOf(exercise: Pick<Exercise, 'id' | 'name' | 'category'>): PlannedExercise {
  const hold = isHold(exercise);
  return {
    exerciseId: exercise.id,
    name: exercise.name,
    sets: 3,
    reps: hold ? null : 10,
    repsMax: null,
    seconds: hold ? 30 : null,
    weight: null,
    unit: 'kg',
    restSeconds: hold ? 30 : 60,
    warmUpSets: 0,
  };
}

/** A saved workout's exercise as planned: what the library and the log added left out. */
export function plannedPart({
  muscles: _muscles,
  warmUpsDone: _warmUpsDone,
  log: _log,
  ...planned
}: WorkoutExercise): PlannedExercise {
  return planned;
}

/**
 * An exercise of a draft stored by an earlier version, read as it is now: before the builder used the contract's
 * shape (`measure` and `amount` in place of reps or seconds), and before rep ranges and warm-ups.
 */
function storedExercise(stored: unknown): unknown {
  if (typeof stored !== 'object' || stored === null) return stored;
  const { measure, amount, key: _key, ...rest } = stored as Record<string, unknown>;
  const measured =
    measure === undefined
      ? rest
      : { ...rest, reps: measure === 'reps' ? amount : null, seconds: measure === 'seconds' ? amount : null };
  return { repsMax: null, warmUpSets: 0, ...measured };
}

/** The draft in a stored value, or none when it is missing or cannot be read. */
export function parseDraft(stored: unknown): WorkoutDraft | null {
  const exercises = (stored as { exercises?: unknown } | null)?.exercises;
  const value = Array.isArray(exercises) ? { ...(stored as object), exercises: exercises.map(storedExercise) } : stored;
  return WorkoutDraftSchema.safeParse(value).data ?? null;
}

/**
 * The workout being built, stored on this device: exercises are added from the exercise library (cards and
 * the modal) before anyone signs in, and nothing is lost on a reload. A draft made from a saved workout
 * remembers which one and the version it started from, so saving it updates that workout.
 */
const store = deviceStore<WorkoutDraft | null>({
  key: DEVICE_KEYS.workoutDraft,
  schema: WorkoutDraftSchema.nullable(),
  empty: null,
  parse: parseDraft,
});

export const readWorkoutDraft = store.read;

export function writeWorkoutDraft(draft: WorkoutDraft | null): void {
  if (draft) store.write(draft);
  else store.clear();
}

/** Adds a library exercise to the end of the draft (starting one if there is none); false when it is full. */
export function addToWorkoutDraft(exercise: Pick<Exercise, 'id' | 'name' | 'category'>): boolean {
  const draft = readWorkoutDraft() ?? newDraft();
  if (draft.exercises.length >= WORKOUT_LIMITS.exercises) return false;
  writeWorkoutDraft({ ...draft, exercises: [...draft.exercises, plannedExerciseOf(exercise)] });
  return true;
}

/**
 * A set was logged in a saved workout: a draft made from it moves to the new version, since saving the draft
 * keeps every logged set anyway. Without this, changing a workout after following it would be refused as
 * stale.
 */
export function followSavedVersion(workout: { id: string; version: number }): void {
  const draft = readWorkoutDraft();
  if (draft?.saved?.id !== workout.id || draft.saved.version >= workout.version) return;
  writeWorkoutDraft({ ...draft, saved: { id: workout.id, version: workout.version } });
}

/** The draft, updated when this page or another tab changes it; none before the page has read the device. */
export function useWorkoutDraft(): WorkoutDraft | null {
  return store.use();
}
