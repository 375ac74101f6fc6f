import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NEWSLETTER_MESSAGES, subscribeNewsletterRoute } from '@thrive/contract';
import { endpoint } from '../../lib/api-routes';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { subscribe } from './newsletter.repository';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  // The footer's newsletter form posts { email } to /api/contact, as the first version of the product did
  // (docs/product.md, "Newsletter").
  app.route({
    ...endpoint(app, subscribeNewsletterRoute),
    config: { rateLimit: RATE_LIMITS.newsletter },
    handler: async (request) => {
      await subscribe(request.body.email, app.database.db);
      return { message: NEWSLETTER_MESSAGES.success };
    },
  });
};
