import { useMutation } from '@tanstack/react-query';
import { ContactMessageResponseSchema, type ContactMessageRequest } from '@thrive/contract';
import { apiRequest } from '../../../lib/api-client';

export function sendContactMessage(message: ContactMessageRequest) {
  return apiRequest('/api/contact/messages', { method: 'POST', body: message, schema: ContactMessageResponseSchema });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
