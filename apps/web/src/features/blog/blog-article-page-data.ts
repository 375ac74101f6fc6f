import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { articleQueryOptions } from './api/get-article';
import { articlesQueryOptions } from './api/get-articles';

/** The article; the list beside it (more to read) comes when it comes. */
export function loadPageData(client: QueryClient, { params }: LoaderFunctionArgs) {
  void client.prefetchQuery(articlesQueryOptions());
  return client.ensureQueryData(articleQueryOptions(params.id ?? ''));
}
