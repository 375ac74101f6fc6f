import { queryOptions, useQuery } from '@tanstack/react-query';
import { YogaSessionListSchema } from '@thrive/contract';
import { apiRequest } from '../../../lib/api-client';

export function getSessions(signal?: AbortSignal) {
  return apiRequest('/api/yoga/sessions', { schema: YogaSessionListSchema, signal });
}

export const sessionsQueryOptions = queryOptions({
  queryKey: ['yoga', 'sessions'],
  queryFn: ({ signal }) => getSessions(signal),
  staleTime: 60 * 60 * 1000,
});

export function useSessions() {
  return useQuery(sessionsQueryOptions);
}
