import { z } from 'zod';
import {
  ExerciseIdParamsSchema,
  ExerciseListQuerySchema,
  ExerciseListSchema,
  ExerciseSchema,
  MuscleMapQuerySchema,
} from '../exercises';
import {
  DeleteWorkoutResponseSchema,
  LogSetRequestSchema,
  LogWarmUpsRequestSchema,
  UpdateWorkoutRequestSchema,
  WorkoutExerciseParamsSchema,
  WorkoutIdParamsSchema,
  WorkoutInputSchema,
  WorkoutListQuerySchema,
  WorkoutListSchema,
  WorkoutSchema,
  WorkoutSetParamsSchema,
} from '../workouts';
import {
  ExerciseHistoryParamsSchema,
  ExerciseHistoryQuerySchema,
  ExerciseHistorySchema,
  RecordListSchema,
} from '../training';
import { defineRoute } from './define-route';

/** The exercise library (docs/product.md, "Gym"); ExerciseDB may be behind it, so it can be busy (503). */
const gym = { tag: 'gym', access: 'public', errors: [503] } as const;

export const listExercisesRoute = /*#__PURE__*/ defineRoute({
  ...gym,
  method: 'GET',
  path: '/api/gym/exercises',
  summary: 'Exercises by body part, muscle, equipment, level and name, a page at a time (a 304 when the ETag matches)',
  query: ExerciseListQuerySchema,
  responses: { 200: ExerciseListSchema, 304: z.void() },
});

export const getExerciseRoute = /*#__PURE__*/ defineRoute({
  ...gym,
  method: 'GET',
  path: '/api/gym/exercises/:id',
  summary: 'One exercise',
  params: ExerciseIdParamsSchema,
  responses: { 200: ExerciseSchema },
  errors: [404, 503],
});

export const muscleMapRoute = /*#__PURE__*/ defineRoute({
  method: 'GET',
  path: '/api/gym/muscle-map.svg',
  tag: 'gym',
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

export const logWarmUpsRoute = /*#__PURE__*/ defineRoute({
  ...workout,
  method: 'PATCH',
  path: '/api/workouts/:id/exercises/:index/warm-ups',
  summary: 'Log how many of an exercise’s warm-up sets are done',
  params: WorkoutExerciseParamsSchema,
  body: LogWarmUpsRequestSchema,
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

/** Training history (docs/product.md, "Training history"): read from the signed-in user's own workouts only. */
const training = { tag: 'training', access: 'signed-in' } as const;

export const exerciseHistoryRoute = /*#__PURE__*/ defineRoute({
  ...training,
  method: 'GET',
  path: '/api/training/exercises/:exerciseId/history',
  summary: 'What was logged of one exercise between two dates, a session a workout, oldest first',
  params: ExerciseHistoryParamsSchema,
  query: ExerciseHistoryQuerySchema,
  responses: { 200: ExerciseHistorySchema },
});

export const personalRecordsRoute = /*#__PURE__*/ defineRoute({
  ...training,
  method: 'GET',
  path: '/api/training/records',
  summary: 'The current personal record of each exercise and kind, with the date it was set',
  responses: { 200: RecordListSchema },
});
