import { afterEach, describe, expect, it } from 'vitest';
import type { HealthTopicItem } from '@thrive/contract';
import { BLOG_CACHE_KEY, readCachedTopics, writeCachedTopics } from './blog-topics-cache';

const item: HealthTopicItem = {
  Type: 'Topic',
  Id: 'salt-and-your-heart',
  Title: 'Salt and your heart',
  ParentId: '-1',
};
const HOUR = 60 * 60 * 1000;

describe('the blog list cached on the device', () => {
  afterEach(() => localStorage.clear());

  it('is read back for a day, and not after', () => {
    writeCachedTopics([item], 1_000_000);
    expect(readCachedTopics(1_000_000 + 23 * HOUR)).toEqual({ savedAt: 1_000_000, items: [item] });
    expect(readCachedTopics(1_000_000 + 24 * HOUR)).toBeUndefined();
  });

  it('is ignored when unreadable, of the wrong shape or from the future', () => {
    localStorage.setItem(BLOG_CACHE_KEY, '{"savedAt": 1, "items": [');
    expect(readCachedTopics()).toBeUndefined();
    localStorage.setItem(BLOG_CACHE_KEY, JSON.stringify({ savedAt: Date.now(), items: [{ Title: 'No id' }] }));
    expect(readCachedTopics()).toBeUndefined();
    writeCachedTopics([item], Date.now() + HOUR);
    expect(readCachedTopics()).toBeUndefined();
  });
});
