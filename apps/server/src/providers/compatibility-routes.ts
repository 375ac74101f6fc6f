import type { ApiRoute } from '@thrive/contract';
import { EXERCISEDB_ROUTES } from './exercises/exercisedb-routes';

/**
 * Endpoints shaped like outside services' APIs (Spoonacular, the Yoga API, ExerciseDB, MyHealthfinder,
 * YouTube), kept for clients that speak those shapes. Each is declared beside the provider that knows
 * its service's shape and answers by mapping from our domain model in one place; the web app never
 * calls them, so they are not in the contract's table (docs/decisions/0028).
 */
export const COMPATIBILITY_ROUTES: readonly ApiRoute[] = [...EXERCISEDB_ROUTES];
