import { HealthResponseSchema } from '../health';
import { NewsletterRequestSchema, NewsletterResponseSchema } from '../newsletter';
import { ContactMessageRequestSchema, ContactMessageResponseSchema } from '../contact';
import {
  HealthTopicListQuerySchema,
  HealthTopicListSchema,
  HealthTopicSearchQuerySchema,
  HealthTopicSearchSchema,
} from '../blog';
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

const healthTopics = { tag: 'blog', access: 'public', compatibility: 'MyHealthfinder', errors: [503] } as const;

export const healthTopicsRoute = /*#__PURE__*/ defineRoute({
  ...healthTopics,
  method: 'GET',
  path: '/api/health-topics/itemlist.json',
  summary: 'The list of health articles',
  query: HealthTopicListQuerySchema,
  responses: { 200: HealthTopicListSchema },
});

export const healthTopicRoute = /*#__PURE__*/ defineRoute({
  ...healthTopics,
  method: 'GET',
  path: '/api/health-topics/topicsearch.json',
  summary: 'One health article (an empty list when there is none)',
  query: HealthTopicSearchQuerySchema,
  responses: { 200: HealthTopicSearchSchema },
});
