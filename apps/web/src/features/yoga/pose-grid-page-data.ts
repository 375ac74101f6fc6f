import type { QueryClient } from '@tanstack/react-query';
import { posesQueryOptions } from './api/get-poses';

export function loadPageData(client: QueryClient) {
  return client.ensureQueryData(posesQueryOptions);
}
