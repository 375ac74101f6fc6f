import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endOtherSessionsRoute, endSessionRoute, listSessionsRoute } from '@thrive/contract';
import { callApi } from '../../../lib/api-client';

/** GET /api/profile/sessions, keyed by the user like the profile. */
export function sessionsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['profile', userId, 'sessions'],
    queryFn: ({ signal }) => callApi(listSessionsRoute, {}, { signal }),
  });
}

export function useSessions(userId: string) {
  return useQuery(sessionsQueryOptions(userId));
}

/** Signs one session out (by its id), or every one but this device's (no id); the list is read again after. */
export function useSignOutSessions(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) =>
      id === undefined ? callApi(endOtherSessionsRoute, {}) : callApi(endSessionRoute, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions(userId).queryKey }),
  });
}
