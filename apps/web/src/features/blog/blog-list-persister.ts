import { experimental_createQueryPersister, type PersistedQuery } from '@tanstack/query-persist-client-core';
import { z } from 'zod';
import { ArticleSummarySchema, BLOG_CACHE_MS } from '@thrive/contract';
import { DEVICE_KEYS, RETIRED_BLOG_LIST_KEY } from '../../lib/device-keys';
import { refusableStorage } from '../../lib/device-store';

/** What the persister stores for the blog list; anything else (an older version, a hand edit) is dropped. */
const StoredListSchema = z.object({
  buster: z.string(),
  queryHash: z.string(),
  queryKey: z.array(z.unknown()),
  state: z.looseObject({
    data: z.array(ArticleSummarySchema).min(1),
    // A list stored "later than now" (a clock put back) is not trusted for a day.
    dataUpdatedAt: z.number().refine((at) => at <= Date.now()),
  }),
});

/** localStorage, where storing the list drops the one an older version stored in another shape. */
const storage = {
  ...refusableStorage,
  setItem(key: string, value: string) {
    refusableStorage.setItem(key, value);
    refusableStorage.removeItem(RETIRED_BLOG_LIST_KEY);
  },
};

/**
 * The blog list is cached on the device for a day (docs/product.md, "Health blog"): the query restores it
 * from localStorage instead of fetching, and stores each list it fetches.
 */
export const blogListPersister = experimental_createQueryPersister({
  storage: typeof window === 'undefined' ? undefined : storage,
  prefix: DEVICE_KEYS.blogArticles,
  maxAge: BLOG_CACHE_MS,
  // The rest of the query's state is TanStack Query's own, stored as it wrote it.
  deserialize: (stored: string) => StoredListSchema.parse(JSON.parse(stored)) as unknown as PersistedQuery,
});
