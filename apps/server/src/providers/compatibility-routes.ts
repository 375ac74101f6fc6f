import type { ApiRoute } from '@thrive/contract';
import { EXERCISEDB_ROUTES } from './exercises/exercisedb-routes';
import { MYHEALTHFINDER_ROUTES } from './health-topics/myhealthfinder-routes';
import { SPOONACULAR_MEAL_PLAN_ROUTES } from './recipes/spoonacular-meal-plan-routes';
import { SPOONACULAR_ROUTES } from './recipes/spoonacular-routes';
import { YOGA_API_ROUTES } from './poses/yoga-api-routes';
import { YOUTUBE_ROUTES } from './videos/youtube-search';

/**
 * Endpoints shaped like outside services' APIs (Spoonacular, the Yoga API, ExerciseDB, MyHealthfinder,
 * YouTube), kept for clients that speak those shapes. Each is declared beside the provider that knows
 * its service's shape and answers by mapping from our domain model in one place; the web app never
 * calls them, so they are not in the contract's table (docs/decisions/0028).
 */
export const COMPATIBILITY_ROUTES: readonly ApiRoute[] = [
  ...SPOONACULAR_ROUTES,
  ...SPOONACULAR_MEAL_PLAN_ROUTES,
  ...YOGA_API_ROUTES,
  ...YOUTUBE_ROUTES,
  ...EXERCISEDB_ROUTES,
  ...MYHEALTHFINDER_ROUTES,
];
