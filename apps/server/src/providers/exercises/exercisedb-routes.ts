import { z } from 'zod';
import {
  defineRoute,
  ExerciseIdParamsSchema,
  EXERCISE_FORCES,
  EXERCISE_LEVELS,
  EXERCISE_MECHANICS,
  ImageUrlSchema,
  MuscleMapQuerySchema,
  boundedText,
  wholeNumberParam,
} from '@thrive/contract';

/**
 * ExerciseDB's shape, kept under /api/exercises for clients that speak it (decisions 0013 and 0028): an exercise
 * as ExerciseDB writes one (`gifUrl`, `target`, the secondary muscles and the steps), with our extras after.
 */
export const ExerciseDbExerciseSchema = z.object({
  id: z.string().trim().min(1).max(100),
  name: z.string().trim().min(1).max(120),
  bodyPart: boundedText(40),
  equipment: boundedText(40),
  gifUrl: ImageUrlSchema,
  target: boundedText(40),
  secondaryMuscles: z.array(boundedText(40)).max(20),
  instructions: z.array(boundedText(1000)).max(20),
  level: z.enum(EXERCISE_LEVELS).optional(),
  category: boundedText(40).optional(),
  force: z.enum(EXERCISE_FORCES).nullable().optional(),
  mechanic: z.enum(EXERCISE_MECHANICS).nullable().optional(),
  primaryMuscles: z.array(boundedText(40)).max(20).optional(),
  commonMistake: boundedText(500).optional(),
});
export type ExerciseDbExercise = z.infer<typeof ExerciseDbExerciseSchema>;
export const ExerciseDbListSchema = z.array(ExerciseDbExerciseSchema);

/** ExerciseDB's paging: without `limit`, the whole list. */
export const ExerciseDbPageQuerySchema = z.object({
  limit: wholeNumberParam(1, 2000).optional(),
  offset: wholeNumberParam(0).optional(),
});

const PathText = ExerciseIdParamsSchema.shape.id;
const NamesSchema = z.array(z.string());

const exerciseDb = { tag: 'exercises', access: 'public', compatibility: 'ExerciseDB', errors: [503] } as const;
const exercisePage = <P extends z.ZodType>(path: `/api/exercises/${string}`, summary: string, params: P) =>
  defineRoute({
    ...exerciseDb,
    method: 'GET',
    path,
    summary,
    params,
    query: ExerciseDbPageQuerySchema,
    responses: { 200: ExerciseDbListSchema },
  });

export const exerciseDbListRoute = defineRoute({
  ...exerciseDb,
  method: 'GET',
  path: '/api/exercises',
  summary: 'All exercises (a 304 when the ETag matches), or a page of them',
  query: ExerciseDbPageQuerySchema,
  responses: { 200: ExerciseDbListSchema, 304: z.void() },
});

export const exerciseDbExerciseRoute = defineRoute({
  ...exerciseDb,
  method: 'GET',
  path: '/api/exercises/exercise/:id',
  summary: 'One exercise',
  params: ExerciseIdParamsSchema,
  responses: { 200: ExerciseDbExerciseSchema },
  errors: [404, 503],
});

const namesRoute = (path: `/api/exercises/${string}`, summary: string) =>
  defineRoute({ ...exerciseDb, method: 'GET', path, summary, responses: { 200: NamesSchema } });

export const exerciseDbBodyPartsRoute = namesRoute('/api/exercises/bodyPartList', 'The body parts exercises work');
export const exerciseDbTargetsRoute = namesRoute('/api/exercises/targetList', 'The muscles exercises target');
export const exerciseDbEquipmentRoute = namesRoute('/api/exercises/equipmentList', 'The equipment exercises use');

export const exerciseDbByBodyPartRoute = exercisePage(
  '/api/exercises/bodyPart/:bodyPart',
  'Exercises for a body part',
  z.object({ bodyPart: PathText }),
);
export const exerciseDbByTargetRoute = exercisePage(
  '/api/exercises/target/:target',
  'Exercises for a target muscle',
  z.object({ target: PathText }),
);
export const exerciseDbByEquipmentRoute = exercisePage(
  '/api/exercises/equipment/:equipment',
  'Exercises with a piece of equipment',
  z.object({ equipment: PathText }),
);
export const exerciseDbByNameRoute = exercisePage(
  '/api/exercises/name/:name',
  'Exercises whose names contain the words',
  z.object({ name: PathText }),
);

/** The muscle maps' first address: exercises and pages saved before decision 0028 hold it as their `gifUrl`. */
export const exerciseDbMuscleMapRoute = defineRoute({
  ...exerciseDb,
  errors: [],
  method: 'GET',
  path: '/api/exercises/muscle-map.svg',
  summary: 'A body chart with the primary and secondary muscles marked (SVG), at its first address',
  query: MuscleMapQuerySchema,
  responses: { 200: z.string().describe('an SVG picture') },
});

export const EXERCISEDB_ROUTES = [
  exerciseDbListRoute,
  exerciseDbExerciseRoute,
  exerciseDbBodyPartsRoute,
  exerciseDbTargetsRoute,
  exerciseDbEquipmentRoute,
  exerciseDbByBodyPartRoute,
  exerciseDbByTargetRoute,
  exerciseDbByEquipmentRoute,
  exerciseDbByNameRoute,
  exerciseDbMuscleMapRoute,
] as const;
