import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NEWSLETTER_MESSAGES, NewsletterRequestSchema, NewsletterResponseSchema } from '@thrive/contract';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { subscribe } from './newsletter.repository';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  // The footer's newsletter form posts { email } to /api/contact, as the first version of the product did
  // (docs/product.md, "Newsletter").
  app.post(
    '/api/contact',
    {
      config: { rateLimit: RATE_LIMITS.newsletter },
      schema: {
        tags: ['newsletter'],
        body: NewsletterRequestSchema,
        response: { 200: NewsletterResponseSchema },
      },
    },
    async (request) => {
      await subscribe(request.body.email, app.database.db);
      return { message: NEWSLETTER_MESSAGES.success };
    },
  );
};
