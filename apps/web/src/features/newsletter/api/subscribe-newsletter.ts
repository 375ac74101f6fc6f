import { NewsletterResponseSchema, type NewsletterRequest } from '@thrive/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/contact. The footer loads this on demand (see `newsletter-form.tsx`). */
export function subscribeNewsletter(request: NewsletterRequest) {
  return apiRequest('/api/contact', { method: 'POST', body: request, schema: NewsletterResponseSchema });
}
