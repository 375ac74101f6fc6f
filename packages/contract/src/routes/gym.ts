import { z } from 'zod';
import {
  BodyPartParamsSchema,
  EquipmentParamsSchema,
  ExerciseIdParamsSchema,
  ExerciseListSchema,
  ExerciseNameParamsSchema,
  ExerciseNamesSchema,
  ExercisePageQuerySchema,
  ExerciseSchema,
  MuscleMapQuerySchema,
  TargetParamsSchema,
} from '../exercises';
import {
  DeleteWorkoutResponseSchema,
  LogSetRequestSchema,
  UpdateWorkoutRequestSchema,
  WorkoutIdParamsSchema,
  WorkoutInputSchema,
  WorkoutListQuerySchema,
  WorkoutListSchema,
  WorkoutSchema,
  WorkoutSetParamsSchema,
} from '../workouts';
import { defineRoute } from './define-route';

const exerciseDb = { tag: 'exercises', access: 'public', compatibility: 'ExerciseDB', errors: [503] } as const;
const exercisePage = <P extends z.ZodType>(path: `/api/exercises/${string}`, summary: string, params: P) =>
  defineRoute({
    ...exerciseDb,
    method: 'GET',
    path,
    summary,
    params,
    query: ExercisePageQuerySchema,
    responses: { 200: ExerciseListSchema },
  });

export const exercisesRoute = /*#__PURE__*/ defineRoute({
  ...exerciseDb,
  method: 'GET',
  path: '/api/exercises',
  summary: 'All exercises (a 304 when the ETag matches), or a page of them',
  query: ExercisePageQuerySchema,
  responses: { 200: ExerciseListSchema, 304: z.void() },
});

export const exerciseRoute = /*#__PURE__*/ defineRoute({
  ...exerciseDb,
  method: 'GET',
  path: '/api/exercises/exercise/:id',
  summary: 'One exercise',
  params: ExerciseIdParamsSchema,
  responses: { 200: ExerciseSchema },
  errors: [404, 503],
});

export const bodyPartsRoute = /*#__PURE__*/ defineRoute({
  ...exerciseDb,
  method: 'GET',
  path: '/api/exercises/bodyPartList',
  summary: 'The body parts exercises work',
  responses: { 200: ExerciseNamesSchema },
});

export const targetMusclesRoute = /*#__PURE__*/ defineRoute({
  ...exerciseDb,
  method: 'GET',
  path: '/api/exercises/targetList',
  summary: 'The muscles exercises target',
  responses: { 200: ExerciseNamesSchema },
});

export const equipmentListRoute = /*#__PURE__*/ defineRoute({
  ...exerciseDb,
  method: 'GET',
  path: '/api/exercises/equipmentList',
  summary: 'The equipment exercises use',
  responses: { 200: ExerciseNamesSchema },
});

export const exercisesByBodyPartRoute = /*#__PURE__*/ exercisePage(
  '/api/exercises/bodyPart/:bodyPart',
  'Exercises for a body part',
  BodyPartParamsSchema,
);
export const exercisesByTargetRoute = /*#__PURE__*/ exercisePage(
  '/api/exercises/target/:target',
  'Exercises for a target muscle',
  TargetParamsSchema,
);
export const exercisesByEquipmentRoute = /*#__PURE__*/ exercisePage(
  '/api/exercises/equipment/:equipment',
  'Exercises with a piece of equipment',
  EquipmentParamsSchema,
);
export const exercisesByNameRoute = /*#__PURE__*/ exercisePage(
  '/api/exercises/name/:name',
  'Exercises whose names contain the words',
  ExerciseNameParamsSchema,
);
export const muscleMapRoute = /*#__PURE__*/ defineRoute({
  method: 'GET',
  path: '/api/exercises/muscle-map.svg',
  tag: 'exercises',
  summary: 'A body chart with the primary and secondary muscles marked (SVG)',
  access: 'public',
  query: MuscleMapQuerySchema,
  responses: { 200: z.string().describe('an SVG picture') },
});

const workout = { tag: 'workouts', access: 'signed-in' } as const;

export const createWorkoutRoute = /*#__PURE__*/ defineRoute({
  ...workout,
  method: 'POST',
  path: '/api/workouts',
  summary: 'Plan a workout from the exercise library',
  body: WorkoutInputSchema,
  responses: { 201: WorkoutSchema },
  errors: [503],
});

export const listWorkoutsRoute = /*#__PURE__*/ defineRoute({
  ...workout,
  method: 'GET',
  path: '/api/workouts',
  summary: 'Workouts between two dates',
  query: WorkoutListQuerySchema,
  responses: { 200: WorkoutListSchema },
});

export const getWorkoutRoute = /*#__PURE__*/ defineRoute({
  ...workout,
  method: 'GET',
  path: '/api/workouts/:id',
  summary: 'One workout',
  params: WorkoutIdParamsSchema,
  responses: { 200: WorkoutSchema },
  errors: [404],
});

export const updateWorkoutRoute = /*#__PURE__*/ defineRoute({
  ...workout,
  method: 'PUT',
  path: '/api/workouts/:id',
  summary: 'Replace a workout’s plan, keeping the sets already logged',
  params: WorkoutIdParamsSchema,
  body: UpdateWorkoutRequestSchema,
  responses: { 200: WorkoutSchema },
  errors: [404, 409, 503],
});

export const logSetRoute = /*#__PURE__*/ defineRoute({
  ...workout,
  method: 'PATCH',
  path: '/api/workouts/:id/sets/:n',
  summary: 'Log one set as done, with its reps and weight',
  params: WorkoutSetParamsSchema,
  body: LogSetRequestSchema,
  responses: { 200: WorkoutSchema },
  errors: [404, 409],
});

export const deleteWorkoutRoute = /*#__PURE__*/ defineRoute({
  ...workout,
  method: 'DELETE',
  path: '/api/workouts/:id',
  summary: 'Delete a workout',
  params: WorkoutIdParamsSchema,
  responses: { 200: DeleteWorkoutResponseSchema },
  errors: [404],
});
