import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from './change-feed';

/** However sure the feed is, nothing is cached longer than this: a bound on any change it could not tell. */
const MAX_AGE_MS = 60_000;

/**
 * Values read from a shared source (Redis, the database), cached in this process for as long as `canCache`
 * says the change feed would tell of any change to them. A read that overlapped a change may have seen
 * either side of it, so it is not cached.
 */
export class ReadCache<V extends object> {
  readonly #values: LRUCache<string, V>;
  /** Changes heard so far. */
  #changes = 0;

  constructor(
    feed: ChangeFeed,
    private readonly canCache: () => boolean,
    max: number,
  ) {
    this.#values = new LRUCache({ max, ttl: MAX_AGE_MS });
    feed.onChange((key) => {
      this.#changes += 1;
      if (key === undefined) this.#values.clear();
      else this.#values.delete(key);
    });
  }

  /**
   * The cached value of `key`, else what `load` gives (undefined: nothing to cache, such as a failed read),
   * cached unless `worthCaching` says otherwise.
   */
  async read(
    key: string,
    load: () => Promise<V | undefined>,
    worthCaching: (value: V) => Promise<boolean> = async () => true,
  ): Promise<V | undefined> {
    const cached = this.canCache() ? this.#values.get(key) : undefined;
    if (cached) return cached;
    const changesBefore = this.#changes;
    const value = await load();
    if (value === undefined || !this.canCache() || !(await worthCaching(value))) return value;
    if (changesBefore === this.#changes) this.#values.set(key, value);
    return value;
  }
}
