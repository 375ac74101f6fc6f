import type { QueryClient } from '@tanstack/react-query';
import { healthTopicsQueryOptions } from './api/get-health-topics';

export function loadPageData(client: QueryClient) {
  return client.ensureQueryData(healthTopicsQueryOptions());
}
