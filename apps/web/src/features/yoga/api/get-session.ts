import { queryOptions, useQuery } from '@tanstack/react-query';
import { yogaSessionRoute } from '@thrive/contract';
import { callApi } from '../../../lib/api-client';

export function getSession(id: string, signal?: AbortSignal) {
  return callApi(yogaSessionRoute, { params: { id } }, { signal });
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
