import * as account from './account';
import * as meals from './meals';
import * as yoga from './yoga';
import * as gym from './gym';
import * as site from './site';
import * as blog from './blog';
import * as diary from './diary';
import * as body from './body';
import type { ApiRoute } from './define-route';

export * from './define-route';
export * from './account';
export * from './meals';
export * from './yoga';
export * from './gym';
export * from './site';
export * from './blog';
export * from './diary';
export * from './body';

/**
 * Every endpoint under /api, one export each (`getProfileRoute`, `generatePlanRoute`…): the server
 * registers its routes from them, the web app calls them through them, and the OpenAPI document at
 * /api/docs is made from them (docs/decisions/0026). One export per route lets a page's bundle carry
 * only the routes, and schemas, it calls.
 */
export const API_ROUTES: readonly ApiRoute[] = /*#__PURE__*/ [
  account,
  meals,
  yoga,
  gym,
  site,
  blog,
  diary,
  body,
].flatMap((routes) => Object.values(routes));

/** The workouts API by what each route does: the server serves all of them and the app calls all of them. */
export const WORKOUT_ROUTES = {
  create: gym.createWorkoutRoute,
  list: gym.listWorkoutsRoute,
  get: gym.getWorkoutRoute,
  update: gym.updateWorkoutRoute,
  logSet: gym.logSetRoute,
  logWarmUps: gym.logWarmUpsRoute,
  delete: gym.deleteWorkoutRoute,
} as const;
