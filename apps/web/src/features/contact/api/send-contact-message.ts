import { useMutation } from '@tanstack/react-query';
import { sendContactMessageRoute, type ContactMessageRequest } from '@thrive/contract';
import { callApi } from '../../../lib/api-client';

export function sendContactMessage(message: ContactMessageRequest) {
  return callApi(sendContactMessageRoute, { body: message });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
