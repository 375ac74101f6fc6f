import { HealthResponseSchema } from '../health';
import { NewsletterRequestSchema, NewsletterResponseSchema } from '../newsletter';
import { ContactMessageRequestSchema, ContactMessageResponseSchema } from '../contact';
import { defineRoute } from './define-route';

export const healthRoute = /*#__PURE__*/ defineRoute({
  method: 'GET',
  path: '/api/health',
  tag: 'health',
  summary: 'The server and its database respond',
  access: 'public',
  responses: { 200: HealthResponseSchema },
});

export const subscribeNewsletterRoute = /*#__PURE__*/ defineRoute({
  method: 'POST',
  path: '/api/contact',
  tag: 'newsletter',
  summary: 'Subscribe an email to the newsletter',
  access: 'public',
  body: NewsletterRequestSchema,
  responses: { 200: NewsletterResponseSchema },
  errors: [429],
});

export const sendContactMessageRoute = /*#__PURE__*/ defineRoute({
  method: 'POST',
  path: '/api/contact/messages',
  tag: 'contact',
  summary: 'Send the team a message',
  access: 'public',
  body: ContactMessageRequestSchema,
  responses: { 200: ContactMessageResponseSchema },
  errors: [429],
});
