import { queryOptions, useQuery } from '@tanstack/react-query';
import { YogaSessionSchema } from '@thrive/contract';
import { apiRequest } from '../../../lib/api-client';

export function getSession(id: string, signal?: AbortSignal) {
  return apiRequest(`/api/yoga/sessions/${encodeURIComponent(id)}`, { schema: YogaSessionSchema, signal });
}

export function sessionQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['yoga', 'session', id],
    queryFn: ({ signal }) => getSession(id, signal),
    staleTime: 60 * 60 * 1000,
  });
}

export function useSession(id: string) {
  return useQuery(sessionQueryOptions(id));
}
