import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponseSchema } from '@thrive/contract';
import { ping } from '../../db/database';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', { schema: { tags: ['health'], response: { 200: HealthResponseSchema } } }, async () => {
    await ping(app.database.db);
    return { status: 'ok' as const, database: app.database.kind };
  });
};
