import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_MESSAGES, ContactMessageRequestSchema, ContactMessageResponseSchema } from '@thrive/contract';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { saveContactMessage } from './contact.repository';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact/messages',
    {
      config: { rateLimit: RATE_LIMITS.contactMessage },
      schema: {
        tags: ['contact'],
        body: ContactMessageRequestSchema,
        response: { 200: ContactMessageResponseSchema },
      },
    },
    async (request) => {
      await saveContactMessage(request.body, app.database.db);
      return { message: CONTACT_MESSAGES.success };
    },
  );
};
