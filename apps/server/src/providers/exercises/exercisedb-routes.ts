import { z } from 'zod';
import {
  boundedText,
  defineRoute,
  ExerciseIdParamsSchema,
  ExerciseSchema,
  MuscleMapQuerySchema,
  wholeNumberParam,
} from '@thrive/contract';

/**
 * ExerciseDB's shape, kept under /api/exercises for clients that speak it (decisions 0013 and 0028): an exercise
 * as ExerciseDB writes one (`gifUrl`, `target`, the secondary muscles and the steps), with our extras after.
 */
const ours = ExerciseSchema.shape;
export const ExerciseDbExerciseSchema = z.object({
  ...ExerciseSchema.pick({ id: true, name: true, bodyPart: true, equipment: true }).shape,
  gifUrl: ours.image,
  target: boundedText(40),
  ...ExerciseSchema.pick({ secondaryMuscles: true, instructions: true, level: true, category: true }).shape,
  ...ExerciseSchema.pick({ force: true, mechanic: true }).shape,
  primaryMuscles: z.array(boundedText(40)).max(20).optional(),
  commonMistake: ours.commonMistake,
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
/** `/api/exercises/{param}/{value}`: a page of the exercises whose `param` is the value. */
const exercisePage = <K extends string>(param: K, summary: string) =>
  defineRoute({
    ...exerciseDb,
    method: 'GET',
    path: `/api/exercises/${param}/:${param}`,
    summary,
    params: z.object({ [param]: PathText } as Record<K, typeof PathText>),
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

export const exerciseDbByBodyPartRoute = exercisePage('bodyPart', 'Exercises for a body part');
export const exerciseDbByTargetRoute = exercisePage('target', 'Exercises for a target muscle');
export const exerciseDbByEquipmentRoute = exercisePage('equipment', 'Exercises with a piece of equipment');
export const exerciseDbByNameRoute = exercisePage('name', 'Exercises whose names contain the words');

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
