import type { Redis } from 'ioredis';

/** A changed key, or undefined for "anything may have changed". */
export type ChangeListener = (key: string | undefined) => void;

const CHANNEL = 'thrive:changed';

/**
 * Says which shared values (sessions, plans) were just changed, so that what an instance read of them may
 * be cached in its memory. Changes made here are told at once; with Redis, every instance also tells the
 * others over pub/sub, and `live` is true only while this one is subscribed: when the subscription drops,
 * or comes back after missing messages, listeners hear "anything may have changed".
 */
export class ChangeFeed {
  readonly #listeners: ChangeListener[] = [];
  readonly #redis: Redis | undefined;
  readonly #subscriber: Redis | undefined;
  /** Changes the others could not be told of (Redis did not respond): told once it is back. */
  readonly #untold = new Set<string>();
  #live = false;

  constructor(redis?: Redis) {
    this.#redis = redis;
    if (!redis) return;
    const subscriber = redis.duplicate({ autoResubscribe: false, enableAutoPipelining: false });
    this.#subscriber = subscriber;
    subscriber.on('error', () => undefined);
    subscriber.on('ready', () => void this.#subscribe(subscriber));
    subscriber.on('close', () => this.#setLive(false));
    subscriber.on('message', (_channel: string, key: string) => this.#tell(key));
    redis.on('ready', () => void this.#tellUntold());
  }

  /** Whether every change another instance makes reaches this one. */
  get live(): boolean {
    return this.#live;
  }

  onChange(listener: ChangeListener): void {
    this.#listeners.push(listener);
  }

  /** Tells this instance's listeners at once, then the other instances. */
  async publish(key: string): Promise<void> {
    this.#tell(key);
    if (!this.#redis) return;
    try {
      await this.#redis.publish(CHANNEL, key);
    } catch {
      this.#untold.add(key);
    }
  }

  close(): void {
    this.#subscriber?.disconnect();
  }

  async #subscribe(subscriber: Redis) {
    try {
      await subscriber.subscribe(CHANNEL);
      this.#setLive(true);
    } catch {
      // The connection dropped again: 'close' and then 'ready' follow.
    }
  }

  async #tellUntold() {
    for (const key of [...this.#untold]) {
      this.#untold.delete(key);
      await this.publish(key);
    }
  }

  #setLive(live: boolean) {
    if (live === this.#live) return;
    this.#live = live;
    this.#tell(undefined);
  }

  #tell(key: string | undefined) {
    for (const listener of this.#listeners) listener(key);
  }
}
