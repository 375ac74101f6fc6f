import { z } from 'zod';
import {
  EXERCISE_CATEGORIES,
  EXERCISE_FORCES,
  EXERCISE_LEVELS,
  EXERCISE_MECHANICS,
  MUSCLE_GROUPS,
} from '@thrive/contract';

/** free-exercise-db's equipment names; `null` there means none is needed. */
export const SOURCE_EQUIPMENT = [
  'body only',
  'machine',
  'other',
  'foam roll',
  'kettlebells',
  'dumbbell',
  'cable',
  'barbell',
  'bands',
  'medicine ball',
  'exercise ball',
  'e-z curl bar',
] as const;

/**
 * One exercise of free-exercise-db as the dataset ships it. Only the facts are stored in the catalog;
 * the dataset's own instructions are read by the overlap check and nowhere else.
 */
export const SourceExerciseSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]+$/),
  name: z.string().min(2),
  force: z.enum(EXERCISE_FORCES).nullable(),
  level: z.enum(EXERCISE_LEVELS),
  mechanic: z.enum(EXERCISE_MECHANICS).nullable(),
  equipment: z.enum(SOURCE_EQUIPMENT).nullable(),
  primaryMuscles: z.array(z.enum(MUSCLE_GROUPS)).min(1),
  secondaryMuscles: z.array(z.enum(MUSCLE_GROUPS)),
  instructions: z.array(z.string()),
  category: z.enum(EXERCISE_CATEGORIES),
});
export type SourceExercise = z.infer<typeof SourceExerciseSchema>;

/** The facts the catalog keeps of a source exercise: everything but its instructions. */
export const ExerciseFactsSchema = SourceExerciseSchema.omit({ instructions: true }).strict();
export type ExerciseFacts = z.infer<typeof ExerciseFactsSchema>;

/** What the team writes about an exercise: numbered steps in the imperative and one mistake to avoid. */
export const ExerciseTextSchema = z
  .object({
    steps: z.array(z.string().min(15).max(220)).min(3).max(6),
    commonMistake: z.string().min(30).max(260),
  })
  .strict();
export type ExerciseText = z.infer<typeof ExerciseTextSchema>;

export const ExerciseTextFileSchema = z.record(z.string(), ExerciseTextSchema);
