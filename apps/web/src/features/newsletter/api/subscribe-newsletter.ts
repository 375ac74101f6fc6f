import { useMutation } from '@tanstack/react-query';
import { NewsletterResponseSchema, type NewsletterRequest } from '@thrive/contract';
import { apiRequest } from '../../../lib/api-client';

export function subscribeNewsletter(request: NewsletterRequest) {
  return apiRequest('/api/contact', { method: 'POST', body: request, schema: NewsletterResponseSchema });
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
