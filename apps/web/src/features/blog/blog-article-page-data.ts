import type { QueryClient } from '@tanstack/react-query';
import type { ClientLoaderFunctionArgs } from 'react-router';
import { articleQueryOptions } from './api/get-article';
import { articlesQueryOptions } from './api/get-articles';

/** The article; the list beside it (more to read) comes when it comes. */
export function loadPageData(client: QueryClient, { params }: ClientLoaderFunctionArgs) {
  void client.prefetchQuery(articlesQueryOptions());
  return client.ensureQueryData(articleQueryOptions(params.id ?? ''));
}
