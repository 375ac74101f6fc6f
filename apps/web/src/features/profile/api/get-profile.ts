import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProfileRoute } from '@thrive/contract';
import { callApi } from '../../../lib/api-client';

export function getProfile(signal?: AbortSignal) {
  return callApi(getProfileRoute, {}, { signal });
}

/** Keyed by the user, so another account signing in on this tab never sees the previous one's details. */
export function profileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['profile', userId],
    queryFn: ({ signal }) => getProfile(signal),
  });
}

export function useProfile(userId: string) {
  return useQuery(profileQueryOptions(userId));
}
