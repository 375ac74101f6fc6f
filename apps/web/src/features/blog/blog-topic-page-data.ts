import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { healthTopicQueryOptions } from './api/get-health-topic';
import { healthTopicsQueryOptions } from './api/get-health-topics';

/** The topic; the list beside it (more to read) comes when it comes. */
export function loadPageData(client: QueryClient, { params }: LoaderFunctionArgs) {
  void client.prefetchQuery(healthTopicsQueryOptions());
  return client.ensureQueryData(healthTopicQueryOptions(params.id ?? ''));
}
