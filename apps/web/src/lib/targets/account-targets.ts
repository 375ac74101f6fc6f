import { queryOptions } from '@tanstack/react-query';
import { TargetsRecordSchema, type SaveTargetsRequest } from '@thrive/contract';
import { apiRequest } from '../api-client';

const TARGETS_PATH = '/api/profile/targets';

/** Keyed by the user, so another account signing in on this tab never sees the previous one's targets. */
export function targetsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['targets', userId],
    queryFn: ({ signal }) => apiRequest(TARGETS_PATH, { schema: TargetsRecordSchema, signal }),
  });
}

export function saveAccountTargets(request: SaveTargetsRequest) {
  return apiRequest(TARGETS_PATH, { method: 'PUT', body: request, schema: TargetsRecordSchema });
}
