import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponseSchema } from '@thrive/contract';
import { ping } from '../../db/database';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', { schema: { tags: ['health'], response: { 200: HealthResponseSchema } } }, async () => {
    const [redis] = await Promise.all([app.sharedStore.redisState(), ping(app.database.db)]);
    return { status: 'ok' as const, database: app.database.kind, ...(redis ? { redis } : {}) };
  });
};
