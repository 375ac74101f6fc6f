import { queryOptions, useQuery } from '@tanstack/react-query';
import { articlesRoute, BLOG_CACHE_MS, BLOG_MESSAGES } from '@thrive/contract';
import { callApi } from '../../../lib/api-client';
import { ApiRequestError } from '../../../lib/api-error';
import { blogListPersister } from '../blog-list-persister';

/** A 429 is retried, three tries in all, waiting 1 s and then 2 s (docs/product.md, "Health blog"). */
const TRIES = 3;
const BACKOFF_BASE_MS = 1000;

/** The blog's articles, with the words of docs/product.md, "Health blog", for each way the request can fail. */
export async function getArticles(signal?: AbortSignal) {
  let list;
  try {
    list = await callApi(articlesRoute, {}, { signal });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 429) {
      throw new ApiRequestError(BLOG_MESSAGES.tooManyRequests, 429, 'too_many_requests');
    }
    const message = error instanceof Error ? error.message : String(error);
    throw new ApiRequestError(BLOG_MESSAGES.loadFailed.replace('{message}', message), 0, 'load_failed');
  }
  if (list.articles.length === 0) {
    throw new ApiRequestError(BLOG_MESSAGES.loadFailed.replace('{message}', BLOG_MESSAGES.noTopics), 0, 'no_topics');
  }
  return list.articles;
}

/** The list cached on the device stands in, untouched, until it is a day old (docs/product.md, "Health blog"). */
export function articlesQueryOptions() {
  return queryOptions({
    queryKey: ['blog', 'articles'],
    queryFn: ({ signal }) => getArticles(signal),
    staleTime: BLOG_CACHE_MS,
    persister: blogListPersister.persisterFn,
    retry: (failures, error) => error instanceof ApiRequestError && error.status === 429 && failures < TRIES - 1,
    retryDelay: (failures) => BACKOFF_BASE_MS * 2 ** failures,
    // The page's loader starts the request; on a slow device the page may mount after its three tries have failed,
    // and it shows that error with Retry rather than three tries more.
    retryOnMount: false,
  });
}

export function useArticles() {
  return useQuery(articlesQueryOptions());
}
