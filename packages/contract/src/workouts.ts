import { z } from 'zod';
import { BasedOnVersionSchema, VersionSchema } from './version';
import { dateRangeQuery, IsoDateSchema, wholeNumberParam } from './params';

/** How far a workout may go: enough for any real session, small enough to keep every write cheap. */
export const WORKOUT_LIMITS = {
  nameLength: 80,
  exercises: 30,
  sets: 20,
  reps: 200,
  seconds: 3600,
  weight: 1000,
  restSeconds: 600,
  warmUpSets: 5,
  rangeDays: 400,
} as const;

export const WEIGHT_UNITS = ['kg', 'lb'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

const whole = (min: number, max: number) =>
  z
    .number({ error: `must be a whole number from ${min} to ${max}` })
    .int({ error: `must be a whole number from ${min} to ${max}` })
    .min(min, { error: `must be a whole number from ${min} to ${max}` })
    .max(max, { error: `must be a whole number from ${min} to ${max}` });

const WeightSchema = z
  .number({ error: `must be a weight from 0 to ${WORKOUT_LIMITS.weight}` })
  .min(0, { error: `must be a weight from 0 to ${WORKOUT_LIMITS.weight}` })
  .max(WORKOUT_LIMITS.weight, { error: `must be a weight from 0 to ${WORKOUT_LIMITS.weight}` })
  .multipleOf(0.25, { error: 'must be a multiple of 0.25' });

const RepsSchema = whole(1, WORKOUT_LIMITS.reps);
const SecondsSchema = whole(1, WORKOUT_LIMITS.seconds);

/** What was done in one set; nothing yet until it is logged. */
export const SetLogSchema = z.object({
  done: z.boolean(),
  reps: z.number().int().nullable(),
  seconds: z.number().int().nullable(),
  weight: z.number().nullable(),
});
export type SetLog = z.infer<typeof SetLogSchema>;

/**
 * One exercise of a workout, the one shape the builder, the ready-made routines, the API and the database
 * use: sets × reps, or sets × seconds for a hold, an optional weight and the rest between sets. The exercise
 * is named by its id in the exercise library; its name and the muscle groups it works first (for the week's
 * sets per muscle group) are the library's, written by the server; `log` has one entry per set, in order.
 */
export const WorkoutExerciseSchema = z.object({
  exerciseId: z.string().trim().min(1, { error: 'is required' }).max(100),
  name: z.string().max(120),
  muscles: z.array(z.string()),
  sets: whole(1, WORKOUT_LIMITS.sets),
  reps: RepsSchema.nullable(),
  /** The top of a rep range ("8–12 reps": reps 8, repsMax 12), which progression works towards; none for a fixed count. */
  repsMax: RepsSchema.nullable(),
  seconds: SecondsSchema.nullable(),
  weight: WeightSchema.nullable(),
  unit: z.enum(WEIGHT_UNITS, { error: 'must be kg or lb' }),
  restSeconds: whole(0, WORKOUT_LIMITS.restSeconds),
  /** Lighter sets before the working ones, ramping up to its weight; never counted in volume or records. */
  warmUpSets: whole(0, WORKOUT_LIMITS.warmUpSets),
  /** How many of the warm-up sets are done, in order. */
  warmUpsDone: z.number().int(),
  log: z.array(SetLogSchema),
});
export type WorkoutExercise = z.infer<typeof WorkoutExerciseSchema>;

function repsOrSeconds(
  exercise: { reps?: number | null; repsMax?: number | null; seconds?: number | null },
  context: z.RefinementCtx,
) {
  if ((exercise.reps == null) === (exercise.seconds == null)) {
    context.addIssue({ code: 'custom', path: ['reps'], message: 'give either reps or seconds' });
  } else if (exercise.repsMax != null && (exercise.reps == null || exercise.repsMax <= exercise.reps)) {
    context.addIssue({ code: 'custom', path: ['repsMax'], message: 'must be more than the reps it starts from' });
  }
}

/** A workout's exercise as planned, before the library and the log add to it. */
export const PlannedExerciseSchema = WorkoutExerciseSchema.omit({
  muscles: true,
  warmUpsDone: true,
  log: true,
}).superRefine(repsOrSeconds);
export type PlannedExercise = z.infer<typeof PlannedExerciseSchema>;

/**
 * A planned exercise as the API takes it: the name may be left out (the library's is written), so may the
 * measure not used and the weight, and the unit is kg unless given.
 */
export const WorkoutExerciseInputSchema = WorkoutExerciseSchema.omit({ muscles: true, warmUpsDone: true, log: true })
  .extend({
    name: WorkoutExerciseSchema.shape.name.optional(),
    reps: RepsSchema.nullable().optional(),
    repsMax: RepsSchema.nullable().optional(),
    seconds: SecondsSchema.nullable().optional(),
    weight: WeightSchema.nullable().optional(),
    unit: WorkoutExerciseSchema.shape.unit.default('kg'),
    warmUpSets: WorkoutExerciseSchema.shape.warmUpSets.optional(),
  })
  .superRefine(repsOrSeconds);
export type WorkoutExerciseInput = z.input<typeof WorkoutExerciseInputSchema>;

export const WorkoutInputSchema = z.object({
  /** The user's local date of the workout. */
  date: IsoDateSchema,
  name: z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(WORKOUT_LIMITS.nameLength, { error: `must be at most ${WORKOUT_LIMITS.nameLength} characters` }),
  exercises: z
    .array(WorkoutExerciseInputSchema, { error: 'must be a list of exercises' })
    .min(1, { error: 'add at least one exercise' })
    .max(WORKOUT_LIMITS.exercises, { error: `may hold at most ${WORKOUT_LIMITS.exercises} exercises` }),
});
export type WorkoutInput = z.input<typeof WorkoutInputSchema>;

export const UpdateWorkoutRequestSchema = WorkoutInputSchema.extend({ version: BasedOnVersionSchema });
export type UpdateWorkoutRequest = z.input<typeof UpdateWorkoutRequestSchema>;

export const WorkoutSchema = z.object({
  id: z.string(),
  date: z.string(),
  name: z.string(),
  exercises: z.array(WorkoutExerciseSchema),
  version: VersionSchema,
  updatedAt: z.string(),
});
export type Workout = z.infer<typeof WorkoutSchema>;

export const WorkoutListSchema = z.object({ workouts: z.array(WorkoutSchema) });
export type WorkoutList = z.infer<typeof WorkoutListSchema>;

export const WorkoutListQuerySchema = dateRangeQuery(WORKOUT_LIMITS.rangeDays, {});

export const WorkoutIdParamsSchema = z.object({ id: z.uuid({ error: 'is not a workout id' }) });

/**
 * Where set `n` lies, counted from 1 across the whole workout (the first exercise's sets come first): its
 * exercise and its place there; undefined past the last set. The API and the app number sets this one way.
 */
export function locateSet(exercises: readonly { sets: number }[], n: number) {
  if (!Number.isInteger(n) || n < 1) return undefined;
  let first = 1;
  for (const [exercise, { sets }] of exercises.entries()) {
    if (n < first + sets) return { exercise, set: n - first };
    first += sets;
  }
  return undefined;
}

/** A set is numbered across the whole workout: the first exercise's sets come first. */
export const WorkoutSetParamsSchema = WorkoutIdParamsSchema.extend({
  n: wholeNumberParam(1, WORKOUT_LIMITS.exercises * WORKOUT_LIMITS.sets),
});

/** Logs one set: ticked off, and the reps or seconds and the weight actually done. */
export const LogSetRequestSchema = z
  .object({
    done: z.boolean({ error: 'must be true or false' }).optional(),
    reps: RepsSchema.nullable().optional(),
    seconds: SecondsSchema.nullable().optional(),
    weight: WeightSchema.nullable().optional(),
    version: BasedOnVersionSchema.optional(),
  })
  .refine(
    (log) => log.done !== undefined || log.reps !== undefined || log.seconds !== undefined || log.weight !== undefined,
    { path: ['done'], message: 'say what was done: done, reps, seconds or weight' },
  );
export type LogSetRequest = z.infer<typeof LogSetRequestSchema>;

/** An exercise of a workout, by its place (from 1, in the workout's order). */
export const WorkoutExerciseParamsSchema = WorkoutIdParamsSchema.extend({
  index: wholeNumberParam(1, WORKOUT_LIMITS.exercises),
});

/** Logs an exercise's warm-up sets: how many of them are done now. */
export const LogWarmUpsRequestSchema = z.object({
  done: whole(0, WORKOUT_LIMITS.warmUpSets),
  version: BasedOnVersionSchema.optional(),
});
export type LogWarmUpsRequest = z.infer<typeof LogWarmUpsRequestSchema>;

export const DeleteWorkoutResponseSchema = z.object({ deleted: z.literal(true) });

/**
 * What the workouts API and pages say. The app's are worded as the meal planner's, with "workout"
 * for "meal plan".
 */
export const WORKOUT_MESSAGES = {
  loginToSave: 'Please log in to save a workout.',
  addExercise: 'Please add at least one exercise to your workout before saving.',
  saved: 'Workout saved successfully!',
  goneElsewhere: 'This workout was deleted elsewhere. Save it again to keep it.',
  loginToFollow: 'Please log in to follow your workouts.',
  notFound: 'No such workout.',
  stale: 'This workout was changed since you opened it. Reload it to see the latest version.',
  noSuchSet: 'the workout has no such set',
  noSuchExercise: 'is not in the exercise library',
  noSuchExerciseHere: 'the workout has no such exercise',
  moreWarmUpsThanPlanned: 'is more than the warm-up sets planned',
} as const;
