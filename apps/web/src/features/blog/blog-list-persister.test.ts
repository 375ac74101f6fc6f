import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArticleSummary } from '@thrive/contract';
import { RETIRED_BLOG_LIST_KEY } from '../../lib/device-keys';
import { articlesQueryOptions } from './api/get-articles';
import { blogListPersister } from './blog-list-persister';

const item: ArticleSummary = { id: 'salt-and-your-heart', title: 'Salt and your heart', category: 'Heart Health' };
const HOUR = 60 * 60 * 1000;
const KEY = articlesQueryOptions().queryKey;
const storageKey = 'thriveBlogList.v2-["blog","articles"]';

/** Stores the list as the query would after fetching it at `at`. */
async function storeListAt(at: number) {
  vi.setSystemTime(at);
  const client = new QueryClient();
  client.setQueryData(KEY, [item]);
  await blogListPersister.persistQueryByKey(KEY, client);
}

const restore = () => blogListPersister.retrieveQuery(JSON.stringify(KEY));

describe('the blog list cached on the device', () => {
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('is restored for a day, and not after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await storeListAt(1_000_000);
    expect(localStorage.getItem(storageKey)).not.toBeNull();
    vi.setSystemTime(1_000_000 + 23 * HOUR);
    expect(await restore()).toEqual([item]);
    vi.setSystemTime(1_000_000 + 24 * HOUR + 1);
    expect(await restore()).toBeUndefined();
    expect(localStorage.getItem(storageKey)).toBeNull();
  });

  it('is dropped when unreadable, of the wrong shape or from the future', async () => {
    localStorage.setItem(storageKey, '{"state": {"data": [');
    expect(await restore()).toBeUndefined();
    const stored = { buster: '', queryHash: storageKey, queryKey: KEY };
    localStorage.setItem(
      storageKey,
      JSON.stringify({ ...stored, state: { data: [{ Title: 'No id' }], dataUpdatedAt: 1 } }),
    );
    expect(await restore()).toBeUndefined();
    // A list in the shape of an older version (MyHealthfinder's fields), under today's key.
    localStorage.setItem(
      storageKey,
      JSON.stringify({
        ...stored,
        state: {
          data: [{ Type: 'Topic', Id: 'salt-and-your-heart', Title: 'Salt', ParentId: '-1' }],
          dataUpdatedAt: 1,
        },
      }),
    );
    expect(await restore()).toBeUndefined();
    vi.useFakeTimers({ toFake: ['Date'] });
    await storeListAt(Date.now() + HOUR);
    vi.setSystemTime(Date.now() - 2 * HOUR);
    expect(await restore()).toBeUndefined();
  });

  it('leaves the list an older version stored under its own key unread, and drops it once a new list is stored', async () => {
    const old = JSON.stringify({
      buster: '',
      queryHash: '["health-topics"]',
      queryKey: ['health-topics'],
      state: {
        data: [{ Type: 'Topic', Id: 'salt-and-your-heart', Title: 'Salt', ParentId: '-1' }],
        dataUpdatedAt: Date.now() - HOUR,
      },
    });
    localStorage.setItem(RETIRED_BLOG_LIST_KEY, old);
    expect(await restore()).toBeUndefined();
    expect(localStorage.getItem(RETIRED_BLOG_LIST_KEY)).toBe(old);
    await storeListAt(Date.now());
    expect(await restore()).toEqual([item]);
    expect(localStorage.getItem(RETIRED_BLOG_LIST_KEY)).toBeNull();
  });
});
