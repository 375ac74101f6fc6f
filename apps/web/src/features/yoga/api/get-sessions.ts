import { queryOptions, useQuery } from '@tanstack/react-query';
import { yogaSessionsRoute } from '@thrive/contract';
import { callApi } from '../../../lib/api-client';

export function getSessions(signal?: AbortSignal) {
  return callApi(yogaSessionsRoute, {}, { signal });
}

export const sessionsQueryOptions = queryOptions({
  queryKey: ['yoga', 'sessions'],
  queryFn: ({ signal }) => getSessions(signal),
  staleTime: 60 * 60 * 1000,
});

export function useSessions() {
  return useQuery(sessionsQueryOptions);
}
