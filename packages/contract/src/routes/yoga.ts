import { z } from 'zod';
import {
  PoseIdParamsSchema,
  PoseSearchQuerySchema,
  PoseSearchResponseSchema,
  PosesQuerySchema,
  PosesResponseSchema,
  YogaCategorySchema,
  YogaPoseSchema,
  YogaSessionListSchema,
  YogaSessionParamsSchema,
  YogaSessionSchema,
} from '../yoga';
import { VideoSearchQuerySchema, VideoSearchResponseSchema } from '../videos';
import { FAVOURITES_SCHEMAS } from '../favourites';
import {
  PracticeEntrySchema,
  PracticeQuerySchema,
  PracticeSummarySchema,
  RecordPracticeRequestSchema,
} from '../practice';
import { defineRoute } from './define-route';

const yogaApi = { tag: 'yoga', access: 'public', compatibility: 'Yoga API' } as const;
const yoga = { tag: 'yoga', access: 'public' } as const;

export const posesRoute = /*#__PURE__*/ defineRoute({
  ...yogaApi,
  method: 'GET',
  path: '/api/yoga/v1/poses',
  summary: 'All poses, or one by id or name, or those of a level',
  query: PosesQuerySchema,
  responses: { 200: PosesResponseSchema },
  errors: [404, 503],
});

export const poseRoute = /*#__PURE__*/ defineRoute({
  ...yogaApi,
  method: 'GET',
  path: '/api/yoga/v1/poses/:id',
  summary: 'One pose',
  params: PoseIdParamsSchema,
  responses: { 200: YogaPoseSchema },
  errors: [404, 503],
});

export const poseCategoriesRoute = /*#__PURE__*/ defineRoute({
  ...yogaApi,
  method: 'GET',
  path: '/api/yoga/v1/categories',
  summary: 'Pose categories with their poses',
  responses: { 200: z.array(YogaCategorySchema) },
  errors: [503],
});

export const searchPosesRoute = /*#__PURE__*/ defineRoute({
  ...yoga,
  method: 'GET',
  path: '/api/yoga/search',
  summary: 'Poses whose names or benefits match the words',
  query: PoseSearchQuerySchema,
  responses: { 200: PoseSearchResponseSchema },
  errors: [503],
});

export const yogaSessionsRoute = /*#__PURE__*/ defineRoute({
  ...yoga,
  method: 'GET',
  path: '/api/yoga/sessions',
  summary: 'The guided sessions',
  responses: { 200: YogaSessionListSchema },
});

export const yogaSessionRoute = /*#__PURE__*/ defineRoute({
  ...yoga,
  method: 'GET',
  path: '/api/yoga/sessions/:id',
  summary: 'One guided session, pose by pose',
  params: YogaSessionParamsSchema,
  responses: { 200: YogaSessionSchema },
  errors: [404],
});

export const searchVideosRoute = /*#__PURE__*/ defineRoute({
  method: 'GET',
  path: '/api/videos/search',
  tag: 'videos',
  summary: 'A tutorial video for a pose we know, by its name',
  access: 'public',
  compatibility: 'YouTube Data API',
  query: VideoSearchQuerySchema,
  responses: { 200: VideoSearchResponseSchema },
});

const favourite = { tag: 'favourites', access: 'signed-in' } as const;

export const favouritePosesRoute = /*#__PURE__*/ defineRoute({
  ...favourite,
  method: 'GET',
  path: '/api/favourites/poses',
  summary: 'Favourite poses',
  responses: { 200: FAVOURITES_SCHEMAS.poses },
});

export const saveFavouritePosesRoute = /*#__PURE__*/ defineRoute({
  ...favourite,
  method: 'PUT',
  path: '/api/favourites/poses',
  summary: 'Replace the favourite poses',
  body: FAVOURITES_SCHEMAS.poses,
  responses: { 200: FAVOURITES_SCHEMAS.poses },
});

export const favouriteExercisesRoute = /*#__PURE__*/ defineRoute({
  ...favourite,
  method: 'GET',
  path: '/api/favourites/exercises',
  summary: 'Favourite exercises',
  responses: { 200: FAVOURITES_SCHEMAS.exercises },
});

export const saveFavouriteExercisesRoute = /*#__PURE__*/ defineRoute({
  ...favourite,
  method: 'PUT',
  path: '/api/favourites/exercises',
  summary: 'Replace the favourite exercises',
  body: FAVOURITES_SCHEMAS.exercises,
  responses: { 200: FAVOURITES_SCHEMAS.exercises },
});

const practice = { tag: 'practice', access: 'signed-in' } as const;

export const recordPracticeRoute = /*#__PURE__*/ defineRoute({
  ...practice,
  method: 'POST',
  path: '/api/practice',
  summary: 'Record a finished guided session',
  body: RecordPracticeRequestSchema,
  responses: { 201: PracticeEntrySchema },
});

export const listPracticeRoute = /*#__PURE__*/ defineRoute({
  ...practice,
  method: 'GET',
  path: '/api/practice',
  summary: 'Practice between two dates, and its minutes in all',
  query: PracticeQuerySchema,
  responses: { 200: PracticeSummarySchema },
});
