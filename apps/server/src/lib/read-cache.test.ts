import { describe, expect, it } from 'vitest';
import { ChangeFeed } from './change-feed';
import { ReadCache } from './read-cache';

describe('ReadCache', () => {
  const counting = () => {
    let loads = 0;
    return {
      load: async () => ({ value: `read ${++loads}` }),
      loads: () => loads,
    };
  };

  it('keeps a read until the feed tells of a change to its key, or of anything', async () => {
    const feed = new ChangeFeed();
    const cache = new ReadCache<{ value: string }>(feed, () => true, 10);
    const source = counting();
    expect(await cache.read('a', source.load)).toEqual({ value: 'read 1' });
    expect(await cache.read('a', source.load)).toEqual({ value: 'read 1' });
    await feed.publish('b');
    expect(await cache.read('a', source.load)).toEqual({ value: 'read 1' });
    await feed.publish('a');
    expect(await cache.read('a', source.load)).toEqual({ value: 'read 2' });
    expect(source.loads()).toBe(2);
  });

  it('does not keep a read that overlapped a change: it may have seen the value before it', async () => {
    const feed = new ChangeFeed();
    const cache = new ReadCache<{ value: string }>(feed, () => true, 10);
    let finish: (value: { value: string }) => void = () => undefined;
    const overlapping = cache.read('a', () => new Promise((resolve) => (finish = resolve)));
    await feed.publish('a');
    finish({ value: 'before the change' });
    expect(await overlapping).toEqual({ value: 'before the change' });
    expect(await cache.read('a', async () => ({ value: 'after the change' }))).toEqual({ value: 'after the change' });
  });

  it('keeps nothing while it may not, and nothing that failed to load', async () => {
    const feed = new ChangeFeed();
    let allowed = false;
    const cache = new ReadCache<{ value: string }>(feed, () => allowed, 10);
    const source = counting();
    await cache.read('a', source.load);
    await cache.read('a', source.load);
    expect(source.loads()).toBe(2);
    allowed = true;
    expect(await cache.read('b', async () => undefined)).toBeUndefined();
    expect(await cache.read('b', async () => ({ value: 'loaded' }))).toEqual({ value: 'loaded' });
  });
});
