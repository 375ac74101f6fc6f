import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { recipeQueryOptions } from './api/get-recipe';

/** The recipe with its nutrition. */
export function loadPageData(client: QueryClient, { params }: LoaderFunctionArgs) {
  return client.ensureQueryData(recipeQueryOptions(params.id ?? ''));
}
