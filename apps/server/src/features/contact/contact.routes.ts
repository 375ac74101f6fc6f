import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_MESSAGES, sendContactMessageRoute } from '@thrive/contract';
import { endpoint } from '../../lib/api-routes';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { saveContactMessage } from './contact.repository';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint(app, sendContactMessageRoute),
    config: { rateLimit: RATE_LIMITS.contactMessage },
    handler: async (request) => {
      await saveContactMessage(request.body, app.database.db);
      return { message: CONTACT_MESSAGES.success };
    },
  });
};
