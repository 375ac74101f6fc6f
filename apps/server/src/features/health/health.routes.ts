import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthRoute } from '@thrive/contract';
import { endpoint } from '../../lib/api-routes';
import { ping } from '../../db/database';

/** How long one database check's result is reused: a load balancer may request the route many times a second. */
const PING_MS = 1000;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  let lastPing: { at: number; done: Promise<void> } | undefined;
  const databaseResponds = () => {
    if (!lastPing || Date.now() - lastPing.at >= PING_MS) {
      const current = { at: Date.now(), done: ping(app.database.db) };
      // A failed check is not cached: the next request checks again.
      current.done.catch(() => lastPing === current && (lastPing = undefined));
      lastPing = current;
    }
    return lastPing.done;
  };

  app.route({
    ...endpoint(app, healthRoute),
    handler: async () => {
      await databaseResponds();
      const redis = app.sharedStore.redisState;
      return { status: 'ok' as const, database: app.database.kind, ...(redis ? { redis } : {}) };
    },
  });
};
