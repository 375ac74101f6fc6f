import { subscribeNewsletterRoute, type NewsletterRequest } from '@thrive/contract';
import { callApi } from '../../../lib/api-client';

/** POST /api/contact. The footer loads this on demand (see `newsletter-form.tsx`). */
export function subscribeNewsletter(request: NewsletterRequest) {
  return callApi(subscribeNewsletterRoute, { body: request });
}
