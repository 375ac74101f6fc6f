import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthRoute } from '@thrive/contract';
import { endpoint } from '../../lib/api-routes';
import { ping } from '../../db/database';

/** How long one check's result is reused: a load balancer may request the route many times a second. */
const CHECK_MS = 1000;

/** Runs `check` at most once every CHECK_MS; a failed check is not reused, so the next request checks again. */
function reusedForAWhile(check: () => Promise<void>): () => Promise<void> {
  let last: { at: number; done: Promise<void> } | undefined;
  return () => {
    if (!last || Date.now() - last.at >= CHECK_MS) {
      const current = { at: Date.now(), done: check() };
      current.done.catch(() => last === current && (last = undefined));
      last = current;
    }
    return last.done;
  };
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const databaseResponds = reusedForAWhile(() => ping(app.database.db));
  // Redis is asked too, rather than reporting the last reply some other request had from it.
  const redisChecked = reusedForAWhile(() => app.sharedStore.ping());

  app.route({
    ...endpoint(app, healthRoute),
    handler: async () => {
      await Promise.all([databaseResponds(), redisChecked()]);
      const redis = app.sharedStore.redisState;
      return { status: 'ok' as const, database: app.database.kind, ...(redis ? { redis } : {}) };
    },
  });
};
