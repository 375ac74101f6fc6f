import { z } from 'zod';
import { NEWSLETTER_MESSAGES } from './newsletter-messages';

export { NEWSLETTER_MESSAGES };

export const NewsletterRequestSchema = z.object({
  email: z.email({ error: 'must be a valid email address' }).max(254),
});
export type NewsletterRequest = z.infer<typeof NewsletterRequestSchema>;

export const NewsletterResponseSchema = z.object({
  message: z.literal(NEWSLETTER_MESSAGES.success),
});
export type NewsletterResponse = z.infer<typeof NewsletterResponseSchema>;
