import {
  PoseIdParamsSchema,
  PoseListSchema,
  PoseSchema,
  PoseSearchQuerySchema,
  PoseSearchResponseSchema,
  PosesQuerySchema,
  YogaSessionListSchema,
  YogaSessionParamsSchema,
  YogaSessionSchema,
} from '../yoga';
import { VideoListSchema, VideoSearchQuerySchema } from '../videos';
import { FAVOURITES_SCHEMAS } from '../favourites';
import {
  PracticeEntrySchema,
  PracticeQuerySchema,
  PracticeSummarySchema,
  RecordPracticeRequestSchema,
} from '../practice';
import { defineRoute } from './define-route';

const yoga = { tag: 'yoga', access: 'public' } as const;

export const posesRoute = /*#__PURE__*/ defineRoute({
  ...yoga,
  method: 'GET',
  path: '/api/yoga/poses',
  summary: 'All poses, or those of a level',
  query: PosesQuerySchema,
  responses: { 200: PoseListSchema },
  errors: [503],
});

export const poseRoute = /*#__PURE__*/ defineRoute({
  ...yoga,
  method: 'GET',
  path: '/api/yoga/poses/:id',
  summary: 'One pose',
  params: PoseIdParamsSchema,
  responses: { 200: PoseSchema },
  errors: [404, 503],
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

export const poseTutorialRoute = /*#__PURE__*/ defineRoute({
  ...yoga,
  method: 'GET',
  path: '/api/yoga/videos',
  summary: 'The tutorial video of a pose we know, by its name',
  query: VideoSearchQuerySchema,
  responses: { 200: VideoListSchema },
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
