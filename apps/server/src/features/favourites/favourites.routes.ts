import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FAVOURITE_ITEM_SCHEMAS, FAVOURITE_KINDS, FAVOURITES_SCHEMAS } from '@thrive/contract';
import { currentUser, requireUser } from '../../auth/require-user';
import { findFavourites, saveFavourites } from './favourites.repository';

/** `GET` and `PUT /api/favourites/{poses|exercises}`: the signed-in user's list, replaced whole. */
export const favouriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser(app));
  const db = () => app.database.db;

  for (const kind of FAVOURITE_KINDS) {
    const schema = FAVOURITES_SCHEMAS[kind];
    const item = FAVOURITE_ITEM_SCHEMAS[kind];
    app.get(
      `/api/favourites/${kind}`,
      { schema: { tags: ['favourites'], response: { 200: schema } } },
      async (request) => {
        const stored = await findFavourites(currentUser(request).id, kind, db());
        // Lists were checked when written; an entry a newer schema no longer accepts is left out, not a failure.
        // (`kind` is both kinds at once to the type checker; the route's response schema checks the response.)
        return { items: stored.filter((entry) => item.safeParse(entry).success) as never[] };
      },
    );

    app.put(
      `/api/favourites/${kind}`,
      { schema: { tags: ['favourites'], body: schema, response: { 200: schema } } },
      async (request) => {
        await saveFavourites(currentUser(request).id, kind, request.body.items, db());
        return request.body;
      },
    );
  }
};
