import { queryOptions } from '@tanstack/react-query';
import { getTargetsRoute, saveTargetsRoute, type SaveTargetsRequest } from '@thrive/contract';
import { callApi } from '../api-client';

/** Keyed by the user, so another account signing in on this tab never sees the previous one's targets. */
export function targetsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['targets', userId],
    queryFn: ({ signal }) => callApi(getTargetsRoute, {}, { signal }),
  });
}

export function saveAccountTargets(request: SaveTargetsRequest) {
  return callApi(saveTargetsRoute, { body: request });
}
