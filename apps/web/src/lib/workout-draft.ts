import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import {
  WEIGHT_UNITS,
  WORKOUT_LIMITS,
  type Exercise,
  type WeightUnit,
  type WorkoutExerciseInput,
} from '@thrive/contract';
import { localIsoDate } from './local-date';
import { storageSubscription } from './storage-subscription';

/**
 * The workout being built, stored on this device: exercises are added from the exercise library (cards and
 * the modal) before anyone signs in, and nothing is lost on a reload. A draft made from a saved workout
 * remembers which one and the version it started from, so saving it updates that workout.
 */
export const WORKOUT_DRAFT_KEY = 'thrive:workout-draft';

const DraftExerciseSchema = z.object({
  /** Tells two entries of the same exercise apart while they are reordered. */
  key: z.string().min(1),
  exerciseId: z.string().min(1).max(100),
  name: z.string().max(120),
  sets: z.number().int().min(1).max(WORKOUT_LIMITS.sets),
  measure: z.enum(['reps', 'seconds']),
  /** Reps, or seconds for a hold. */
  amount: z.number().int().min(1).max(WORKOUT_LIMITS.seconds),
  weight: z.number().min(0).max(WORKOUT_LIMITS.weight).nullable(),
  unit: z.enum(WEIGHT_UNITS),
  restSeconds: z.number().int().min(0).max(WORKOUT_LIMITS.restSeconds),
});
export type DraftExercise = z.infer<typeof DraftExerciseSchema>;

const WorkoutDraftSchema = z.object({
  saved: z.object({ id: z.string(), version: z.number().int() }).nullable(),
  date: z.iso.date(),
  name: z.string().max(WORKOUT_LIMITS.nameLength),
  exercises: z.array(DraftExerciseSchema).max(WORKOUT_LIMITS.exercises),
});
export type WorkoutDraft = z.infer<typeof WorkoutDraftSchema>;

export const newDraft = (): WorkoutDraft => ({ saved: null, date: localIsoDate(), name: 'My workout', exercises: [] });

let keys = 0;
const draftKey = () => `${Date.now().toString(36)}-${(keys++).toString(36)}`;

/** Holds and stretches are timed; everything else counts reps. */
function isHold(exercise: Pick<Exercise, 'name' | 'category'>): boolean {
  return exercise.category === 'stretching' || /\b(plank|hold|bridge|wall sit)\b/i.test(exercise.name);
}

/** A library exercise as a first entry: three sets of ten (or of 30 seconds for a hold), a minute's rest. */
export function draftExerciseOf(exercise: Pick<Exercise, 'id' | 'name' | 'category'>): DraftExercise {
  const hold = isHold(exercise);
  return {
    key: draftKey(),
    exerciseId: exercise.id,
    name: exercise.name,
    sets: 3,
    measure: hold ? 'seconds' : 'reps',
    amount: hold ? 30 : 10,
    weight: null,
    unit: 'kg',
    restSeconds: hold ? 30 : 60,
  };
}

/** An exercise as planned elsewhere (a saved workout, a ready-made routine) as a draft entry. */
export function draftExerciseFromPlan(plan: {
  exerciseId: string;
  name: string;
  sets: number;
  reps?: number | null | undefined;
  seconds?: number | null | undefined;
  weight?: number | null | undefined;
  unit?: WeightUnit | undefined;
  restSeconds: number;
}): DraftExercise {
  const timed = plan.seconds !== null && plan.seconds !== undefined;
  return {
    key: draftKey(),
    exerciseId: plan.exerciseId,
    name: plan.name,
    sets: plan.sets,
    measure: timed ? 'seconds' : 'reps',
    amount: (timed ? plan.seconds : plan.reps) ?? 1,
    weight: plan.weight ?? null,
    unit: plan.unit ?? 'kg',
    restSeconds: plan.restSeconds,
  };
}

/** The draft's exercises as the API takes them. */
export function exerciseInputs(exercises: readonly DraftExercise[]): WorkoutExerciseInput[] {
  return exercises.map(({ exerciseId, sets, measure, amount, weight, unit, restSeconds }) => ({
    exerciseId,
    sets,
    ...(measure === 'reps' ? { reps: amount } : { seconds: amount }),
    weight,
    unit,
    restSeconds,
  }));
}

/** The draft in a stored value, or none when it is missing or from an older shape. */
export function parseDraft(raw: string | null): WorkoutDraft | null {
  if (!raw) return null;
  try {
    const parsed = WorkoutDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const store = storageSubscription();
// useSyncExternalStore compares snapshots by identity, so each raw value is parsed once; when storage refuses
// a write, the cache holds the change for this page.
let cache: { raw: string | null; draft: WorkoutDraft | null } | null = null;

function readRaw(): string | null {
  try {
    return localStorage.getItem(WORKOUT_DRAFT_KEY);
  } catch {
    // Storage disabled (some private modes): the draft lasts as long as the page.
    return null;
  }
}

export function readWorkoutDraft(): WorkoutDraft | null {
  const raw = readRaw();
  if (cache?.raw !== raw) cache = { raw, draft: parseDraft(raw) };
  return cache.draft;
}

export function writeWorkoutDraft(draft: WorkoutDraft | null): void {
  try {
    if (draft) localStorage.setItem(WORKOUT_DRAFT_KEY, JSON.stringify(draft));
    else localStorage.removeItem(WORKOUT_DRAFT_KEY);
  } catch {
    cache = { raw: readRaw(), draft };
  }
  store.notify();
}

/** Adds a library exercise to the end of the draft (starting one if there is none); false when it is full. */
export function addToWorkoutDraft(exercise: Pick<Exercise, 'id' | 'name' | 'category'>): boolean {
  const draft = readWorkoutDraft() ?? newDraft();
  if (draft.exercises.length >= WORKOUT_LIMITS.exercises) return false;
  writeWorkoutDraft({ ...draft, exercises: [...draft.exercises, draftExerciseOf(exercise)] });
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
  return useSyncExternalStore(store.subscribe, readWorkoutDraft, () => null);
}
