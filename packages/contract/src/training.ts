import { z } from 'zod';
import { checkDateRange, IsoDateSchema } from './params';
import { WEIGHT_UNITS } from './workouts';

/**
 * Training history (docs/product.md, "Training history"): what was logged of an exercise across the user's
 * workouts, and the personal records it holds. Weights are compared in kilograms; each set keeps the unit it was
 * logged in, so a screen shows it as the person lifted it.
 */

/**
 * Hard sets a week per muscle group: the guideline the dashboard shows beside each muscle's sets (docs/product.md,
 * "Training history", names where it comes from).
 */
export const WEEKLY_SETS_GUIDELINE = { min: 10, max: 20 } as const;

export const TRAINING_LIMITS = {
  /** The longest range of history asked at once. */
  rangeDays: 731,
  /** Epley's estimate is trusted up to this many reps. */
  oneRepMaxReps: 12,
} as const;

/** What a record is of: the heaviest weight, the most reps in one set, the best estimated one-rep max, the best set volume. */
export const RECORD_KINDS = ['weight', 'reps', 'oneRepMax', 'volume'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** One set as it was done: the reps or seconds and the weight logged, else those planned. */
export const DoneSetSchema = z.object({
  reps: z.number().int().nullable(),
  seconds: z.number().int().nullable(),
  weight: z.number().nullable(),
  unit: z.enum(WEIGHT_UNITS),
});
export type DoneSet = z.infer<typeof DoneSetSchema>;

/** One workout's sets of an exercise, with their best estimated one-rep max and their volume, in kilograms. */
export const ExerciseSessionSchema = z.object({
  date: IsoDateSchema,
  workoutId: z.string(),
  workoutName: z.string(),
  sets: z.array(DoneSetSchema),
  /** Null when no set had a weight and at most 12 reps. */
  oneRepMaxKg: z.number().nullable(),
  /** The sum of weight × reps over the sets. */
  volumeKg: z.number(),
});
export type ExerciseSession = z.infer<typeof ExerciseSessionSchema>;

export const ExerciseHistorySchema = z.object({
  exerciseId: z.string(),
  /** The exercise's name as the latest session has it; null when there is none in the range. */
  name: z.string().nullable(),
  /** Oldest first. */
  sessions: z.array(ExerciseSessionSchema),
});
export type ExerciseHistory = z.infer<typeof ExerciseHistorySchema>;

export const ExerciseHistoryParamsSchema = z.object({
  exerciseId: z.string().trim().min(1, { error: 'is required' }).max(100, { error: 'is not an exercise id' }),
});

/** Up to `to`; from `from` when given (a range of at most 731 days), else from the first session. */
export const ExerciseHistoryQuerySchema = z
  .object({ from: IsoDateSchema.optional(), to: IsoDateSchema })
  .superRefine(({ from, to }, context) => {
    if (from !== undefined) checkDateRange(from, to, TRAINING_LIMITS.rangeDays, context);
  });

/** An exercise's best of one kind, the set that holds it and the date it was set (the first to reach it keeps it). */
export const PersonalRecordSchema = z.object({
  exerciseId: z.string(),
  name: z.string(),
  kind: z.enum(RECORD_KINDS),
  /** Kilograms for weight, one-rep max and volume; a count for reps. */
  value: z.number(),
  set: DoneSetSchema,
  date: IsoDateSchema,
  workoutId: z.string(),
  /**
   * The figure it took over, in the same terms; null when the exercise's first session set it (and 0 for the most reps
   * at a weight no earlier set had reached).
   */
  previous: z.number().nullable(),
});
export type PersonalRecord = z.infer<typeof PersonalRecordSchema>;

export const RecordListSchema = z.object({ records: z.array(PersonalRecordSchema) });
export type RecordList = z.infer<typeof RecordListSchema>;
