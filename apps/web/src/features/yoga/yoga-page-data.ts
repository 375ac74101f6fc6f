import type { QueryClient } from '@tanstack/react-query';
import { posesQueryOptions } from './api/get-poses';
import { sessionsQueryOptions } from './api/get-sessions';

export function loadPageData(client: QueryClient) {
  return Promise.all([client.ensureQueryData(sessionsQueryOptions), client.ensureQueryData(posesQueryOptions)]);
}
