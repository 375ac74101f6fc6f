import { z } from 'zod';

/** Texts of the contact page. */
export const CONTACT_MESSAGES = {
  success: 'Thank you! Your message is on its way, and we usually answer within two working days.',
  failure: 'Your message could not be sent. Please try again in a moment.',
  tooMany: 'Too many requests. Please try again later.',
} as const;

export const ContactMessageRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'Please enter your name.' })
    .max(100, { error: 'Please keep your name under 100 characters.' }),
  email: z.email({ error: 'Please enter a valid email address.' }).max(254),
  message: z
    .string()
    .trim()
    .min(10, { error: 'Please write at least 10 characters.' })
    .max(4000, { error: 'Please keep your message under 4000 characters.' }),
});
export type ContactMessageRequest = z.infer<typeof ContactMessageRequestSchema>;

export const ContactMessageResponseSchema = z.object({ message: z.string() });
export type ContactMessageResponse = z.infer<typeof ContactMessageResponseSchema>;
