import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PracticeEntrySchema,
  PracticeQuerySchema,
  PracticeSummarySchema,
  RecordPracticeRequestSchema,
} from '@thrive/contract';
import { currentUser, requireUser } from '../../auth/require-user';
import { listPractice, recordPractice } from './practice.repository';

/** Finished guided sessions: recorded by the session player, summed on the dashboard. */
export const practiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser(app));
  const db = () => app.database.db;

  app.post(
    '/api/practice',
    { schema: { tags: ['practice'], body: RecordPracticeRequestSchema, response: { 201: PracticeEntrySchema } } },
    async (request, reply) => reply.code(201).send(await recordPractice(currentUser(request).id, request.body, db())),
  );

  app.get(
    '/api/practice',
    { schema: { tags: ['practice'], querystring: PracticeQuerySchema, response: { 200: PracticeSummarySchema } } },
    async (request) => {
      const entries = await listPractice(currentUser(request).id, request.query, db());
      return { entries, totalMinutes: entries.reduce((sum, entry) => sum + entry.minutes, 0) };
    },
  );
};
