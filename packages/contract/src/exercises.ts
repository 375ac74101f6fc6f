import { z } from 'zod';
import { boundedText, wholeNumberParam } from './params';
import { ImageUrlSchema } from './yoga';

/** The seventeen muscle groups of free-exercise-db: the ones our muscle maps draw. */
export const MUSCLE_GROUPS = [
  'abdominals',
  'abductors',
  'adductors',
  'biceps',
  'calves',
  'chest',
  'forearms',
  'glutes',
  'hamstrings',
  'lats',
  'lower back',
  'middle back',
  'neck',
  'quadriceps',
  'shoulders',
  'traps',
  'triceps',
] as const;
export type MuscleGroup = (typeof MUSCLE_GROUPS)[number];

/** ExerciseDB's ten body parts. */
export const BODY_PARTS = [
  'back',
  'cardio',
  'chest',
  'lower arms',
  'lower legs',
  'neck',
  'shoulders',
  'upper arms',
  'upper legs',
  'waist',
] as const;
export type BodyPart = (typeof BODY_PARTS)[number];

/** Where each muscle group sits, in ExerciseDB's body parts (it files the trapezius under back). */
export const BODY_PART_OF_MUSCLE: Record<MuscleGroup, BodyPart> = {
  abdominals: 'waist',
  abductors: 'upper legs',
  adductors: 'upper legs',
  biceps: 'upper arms',
  calves: 'lower legs',
  chest: 'chest',
  forearms: 'lower arms',
  glutes: 'upper legs',
  hamstrings: 'upper legs',
  lats: 'back',
  'lower back': 'back',
  'middle back': 'back',
  neck: 'neck',
  quadriceps: 'upper legs',
  shoulders: 'shoulders',
  traps: 'back',
  triceps: 'upper arms',
};

export const EXERCISE_LEVELS = ['beginner', 'intermediate', 'expert'] as const;
export type ExerciseLevel = (typeof EXERCISE_LEVELS)[number];
export const EXERCISE_FORCES = ['pull', 'push', 'static'] as const;
export const EXERCISE_MECHANICS = ['compound', 'isolation'] as const;
export type ExerciseMechanic = (typeof EXERCISE_MECHANICS)[number];
export const EXERCISE_CATEGORIES = [
  'strength',
  'stretching',
  'plyometrics',
  'strongman',
  'powerlifting',
  'cardio',
  'olympic weightlifting',
] as const;

/** What ExerciseDB calls training with no equipment; the catalog uses the same words. */
export const BODY_WEIGHT = 'body weight';

const MuscleNames = z.array(boundedText(40)).max(20);

/**
 * An exercise of the library (docs/decisions/0028): what it works, with what, and how. `image` is where our
 * muscle map of it is served; `primaryMuscles` come first on the map and in the week's training. An
 * exercise from an outside service may lack the extras (level to commonMistake), and keeps its own name
 * for the muscle worked most as `target` where that is not one of our muscle groups' names.
 */
export const ExerciseSchema = z.object({
  id: z.string().trim().min(1).max(100),
  name: z.string().trim().min(1).max(120),
  bodyPart: boundedText(40),
  equipment: boundedText(40),
  image: ImageUrlSchema,
  primaryMuscles: MuscleNames.min(1),
  secondaryMuscles: MuscleNames,
  instructions: z.array(boundedText(1000)).max(20),
  level: z.enum(EXERCISE_LEVELS).optional(),
  category: boundedText(40).optional(),
  force: z.enum(EXERCISE_FORCES).nullable().optional(),
  mechanic: z.enum(EXERCISE_MECHANICS).nullable().optional(),
  commonMistake: boundedText(500).optional(),
  target: boundedText(40).optional(),
});
export type Exercise = z.infer<typeof ExerciseSchema>;

const FilterText = z.string().trim().min(1, { error: 'must not be empty' }).max(100, { error: 'is too long' });

/**
 * Which exercises to list: those of a body part, working a muscle (first or besides), using a piece of
 * equipment, of a level and whose names hold the words of `name` (typos allowed, best first), in any
 * letter case; `offset` skipped, then at most `limit` (all the rest without one).
 */
export const ExerciseListQuerySchema = z.object({
  name: FilterText.optional(),
  bodyPart: FilterText.optional(),
  muscle: FilterText.optional(),
  equipment: FilterText.optional(),
  level: z.enum(EXERCISE_LEVELS, { error: `must be ${EXERCISE_LEVELS.join(', ')}` }).optional(),
  limit: wholeNumberParam(1, 2000).optional(),
  offset: wholeNumberParam(0).optional(),
});
export type ExerciseListQuery = z.infer<typeof ExerciseListQuerySchema>;

/** A page of the exercises a query matches, and how many it matches in all. */
export const ExerciseListSchema = z.object({
  exercises: z.array(ExerciseSchema),
  total: z.number().int(),
});
export type ExerciseList = z.infer<typeof ExerciseListSchema>;

export const ExerciseIdParamsSchema = z.object({ id: FilterText });

/** A comma-separated list of muscle groups, e.g. `chest,triceps`; empty for none. */
const MuscleListParam = z
  .string()
  .max(300)
  .default('')
  .transform((value) => value.split(',').filter(Boolean))
  .pipe(z.array(z.enum(MUSCLE_GROUPS, { error: `must list muscle groups: ${MUSCLE_GROUPS.join(', ')}` })));

export const MuscleMapQuerySchema = z.object({
  primary: MuscleListParam,
  secondary: MuscleListParam,
  /** The drawing's version, so a changed drawing gets a new address; any value is accepted. */
  v: z.string().max(20).optional(),
});

/**
 * Where the muscle map of the given muscles is served as an SVG image. Exercises saved before decision 0028
 * hold the older address under /api/exercises, which is still served.
 */
export function muscleMapPath(primary: readonly string[], secondary: readonly string[], version: string): string {
  const list = (muscles: readonly string[]) => encodeURIComponent([...new Set(muscles)].sort().join(','));
  return `/api/gym/muscle-map.svg?primary=${list(primary)}&secondary=${list(secondary)}&v=${encodeURIComponent(version)}`;
}

/** Shown in place of instructions an exercise does not have, naming the muscle worked most (docs/product.md, "Gym"). */
export function defaultInstruction(muscle: string): string {
  return `Perform the movement slowly and under control, keeping tension on your ${muscle} throughout each repetition.`;
}

/** The exercise list's words and figures (docs/product.md, "Gym"). */
export const EXERCISE_MESSAGES = {
  heading: 'Exercise List',
  loading: 'Loading exercises...',
} as const;
export const EXERCISE_PAGE_SIZE = 20;
