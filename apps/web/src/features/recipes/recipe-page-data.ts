import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { recipeInformationQueryOptions } from './api/get-recipe-information';
import { recipeNutritionQueryOptions } from './api/get-recipe-nutrition';

/** The recipe and its nutrition, asked for side by side. */
export function loadPageData(client: QueryClient, { params }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  return Promise.all([
    client.ensureQueryData(recipeInformationQueryOptions(id)),
    client.ensureQueryData(recipeNutritionQueryOptions(id)),
  ]);
}
