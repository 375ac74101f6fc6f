import { queryOptions, useQuery } from '@tanstack/react-query';
import { articleRoute } from '@thrive/contract';
import { callApi } from '../../../lib/api-client';
import { ApiRequestError } from '../../../lib/api-error';

/** One article by id; null when there is none (a 404), which the page shows as "Article not found". */
export async function getArticle(id: string, signal?: AbortSignal) {
  try {
    return await callApi(articleRoute, { params: { id } }, { signal });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export function articleQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['blog', 'article', id],
    queryFn: ({ signal }) => getArticle(id, signal),
    staleTime: 60 * 60 * 1000,
  });
}

export function useArticle(id: string) {
  return useQuery(articleQueryOptions(id));
}
