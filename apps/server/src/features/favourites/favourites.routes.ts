import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type FavouriteKind,
  favouriteExercisesRoute,
  favouritePosesRoute,
  saveFavouriteExercisesRoute,
  saveFavouritePosesRoute,
} from '@thrive/contract';
import { currentUser } from '../../auth/require-user';
import { endpoint } from '../../lib/api-routes';
import { findFavourites, saveFavourites } from './favourites.repository';

const ROUTES = {
  poses: { get: favouritePosesRoute, put: saveFavouritePosesRoute },
  exercises: { get: favouriteExercisesRoute, put: saveFavouriteExercisesRoute },
} as const;

/** `GET` and `PUT /api/favourites/{poses|exercises}`: the signed-in user's list, replaced whole. */
export const favouriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  for (const kind of Object.keys(ROUTES) as FavouriteKind[]) {
    app.route({
      ...endpoint(app, ROUTES[kind].get),
      handler: async (request) => {
        const items = await findFavourites(currentUser(request).id, kind, db());
        // (`kind` is both kinds at once to the type checker; the route's response schema checks the response.)
        return { items: items as never[] };
      },
    });

    app.route({
      ...endpoint(app, ROUTES[kind].put),
      handler: async (request) => {
        await saveFavourites(currentUser(request).id, kind, request.body.items, db());
        return request.body;
      },
    });
  }
};
