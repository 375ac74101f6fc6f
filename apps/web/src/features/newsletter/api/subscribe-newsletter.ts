import { subscribeNewsletterRoute, type NewsletterRequest } from '@thrive/contract';
import { callApi } from '../../../lib/api-client';
import { ApiRequestError } from '../../../lib/api-error';

/** POST /api/contact. The footer loads this on demand (see `newsletter-form.tsx`). */
export function subscribeNewsletter(request: NewsletterRequest) {
  return callApi(subscribeNewsletterRoute, { body: request });
}

/** How a subscription went: the server names a bad address; anything else is a failure to send. */
export async function trySubscribing(request: NewsletterRequest): Promise<'subscribed' | 'refused' | 'failed'> {
  try {
    await subscribeNewsletter(request);
    return 'subscribed';
  } catch (error) {
    return error instanceof ApiRequestError && error.fields?.email !== undefined ? 'refused' : 'failed';
  }
}
