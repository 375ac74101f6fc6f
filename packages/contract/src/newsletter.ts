import { z } from 'zod';

/** Texts the footer form shows (spec §5, §7). */
export const NEWSLETTER_MESSAGES = {
  emailRequired: 'Please enter an email.',
  emailInvalid: 'Please enter a valid email address.',
  success: 'Message sent successfully!',
  failure: 'Failed to send message. Try again later.',
} as const;

export const NewsletterRequestSchema = z.object({
  email: z.email({ error: 'must be a valid email address' }).max(254),
});
export type NewsletterRequest = z.infer<typeof NewsletterRequestSchema>;

export const NewsletterResponseSchema = z.object({
  message: z.literal(NEWSLETTER_MESSAGES.success),
});
export type NewsletterResponse = z.infer<typeof NewsletterResponseSchema>;
