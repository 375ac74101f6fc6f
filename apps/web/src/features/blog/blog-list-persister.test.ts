import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HealthTopicItem } from '@thrive/contract';
import { blogListPersister } from './blog-list-persister';

const item: HealthTopicItem = {
  Type: 'Topic',
  Id: 'salt-and-your-heart',
  Title: 'Salt and your heart',
  ParentId: '-1',
};
const HOUR = 60 * 60 * 1000;
const KEY = ['health-topics'];
const storageKey = 'thriveBlogTopics-["health-topics"]';

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
    vi.useFakeTimers({ toFake: ['Date'] });
    await storeListAt(Date.now() + HOUR);
    vi.setSystemTime(Date.now() - 2 * HOUR);
    expect(await restore()).toBeUndefined();
  });
});
