import type { QueryClient } from '@tanstack/react-query';
import { articlesQueryOptions } from './api/get-articles';

export function loadPageData(client: QueryClient) {
  return client.ensureQueryData(articlesQueryOptions());
}
