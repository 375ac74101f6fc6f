import type { QueryClient } from '@tanstack/react-query';
import type { ClientLoaderFunctionArgs } from 'react-router';
import { sessionQueryOptions } from './api/get-session';

export function loadPageData(client: QueryClient, { params }: ClientLoaderFunctionArgs) {
  return client.ensureQueryData(sessionQueryOptions(params.id ?? ''));
}
