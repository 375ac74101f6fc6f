import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { sessionQueryOptions } from './api/get-session';

export function loadPageData(client: QueryClient, { params }: LoaderFunctionArgs) {
  return client.ensureQueryData(sessionQueryOptions(params.id ?? ''));
}
