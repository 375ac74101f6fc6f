import { queryOptions, useQuery } from '@tanstack/react-query';
import { BLOG_CACHE_MS, BLOG_MESSAGES, healthTopicsRoute } from '@thrive/contract';
import { callApi } from '../../../lib/api-client';
import { ApiRequestError } from '../../../lib/api-error';
import { blogListPersister } from '../blog-list-persister';

/** A 429 is retried, three tries in all, waiting 1 s and then 2 s (docs/product.md, "Health blog"). */
const TRIES = 3;
const BACKOFF_BASE_MS = 1000;

/** The topic list (`itemlist.json`), with the words of docs/product.md, "Health blog", for each way it can fail. */
export async function getHealthTopics(signal?: AbortSignal) {
  let list;
  try {
    list = await callApi(healthTopicsRoute, { query: { Type: 'topic', Lang: 'en' } }, { signal });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 429) {
      throw new ApiRequestError(BLOG_MESSAGES.tooManyRequests, 429, 'too_many_requests');
    }
    const message = error instanceof Error ? error.message : String(error);
    throw new ApiRequestError(BLOG_MESSAGES.loadFailed.replace('{message}', message), 0, 'load_failed');
  }
  const items = list.Result.Items.Item;
  if (items.length === 0) {
    throw new ApiRequestError(BLOG_MESSAGES.loadFailed.replace('{message}', BLOG_MESSAGES.noTopics), 0, 'no_topics');
  }
  return items;
}

/** The list cached on the device stands in, untouched, until it is a day old (docs/product.md, "Health blog"). */
export function healthTopicsQueryOptions() {
  return queryOptions({
    queryKey: ['health-topics'],
    queryFn: ({ signal }) => getHealthTopics(signal),
    staleTime: BLOG_CACHE_MS,
    persister: blogListPersister.persisterFn,
    retry: (failures, error) => error instanceof ApiRequestError && error.status === 429 && failures < TRIES - 1,
    retryDelay: (failures) => BACKOFF_BASE_MS * 2 ** failures,
  });
}

export function useHealthTopics() {
  return useQuery(healthTopicsQueryOptions());
}
