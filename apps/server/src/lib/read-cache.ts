import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from './change-feed';

/** However sure the feed is, nothing is kept longer than this: a bound on any change it could not tell. */
const KEPT_AT_MOST_MS = 60_000;

/**
 * Values read from a shared source (Redis, the database), kept in this process for as long as `canKeep`
 * says the change feed would tell of any change to them. A read that overlapped a change may have seen
 * either side of it, so it is not kept.
 */
export class ReadCache<V extends object> {
  readonly #values: LRUCache<string, V>;
  /** Changes heard so far. */
  #changes = 0;

  constructor(
    feed: ChangeFeed,
    private readonly canKeep: () => boolean,
    max: number,
  ) {
    this.#values = new LRUCache({ max, ttl: KEPT_AT_MOST_MS });
    feed.onChange((key) => {
      this.#changes += 1;
      if (key === undefined) this.#values.clear();
      else this.#values.delete(key);
    });
  }

  /**
   * The kept value of `key`, else what `load` gives (undefined: nothing to keep, such as a failed read),
   * kept unless `worthKeeping` says otherwise.
   */
  async read(
    key: string,
    load: () => Promise<V | undefined>,
    worthKeeping: (value: V) => Promise<boolean> = async () => true,
  ): Promise<V | undefined> {
    const kept = this.canKeep() ? this.#values.get(key) : undefined;
    if (kept) return kept;
    const changesBefore = this.#changes;
    const value = await load();
    if (value === undefined || !this.canKeep() || !(await worthKeeping(value))) return value;
    if (changesBefore === this.#changes) this.#values.set(key, value);
    return value;
  }
}
