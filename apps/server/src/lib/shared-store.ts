import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { ChangeFeed } from './change-feed';

export interface Count {
  count: number;
  /** Milliseconds until the count starts again from zero. */
  ttlMs: number;
}

export type RedisState = 'up' | 'down';

/** Where the store says that Redis went away or came back: the app's logger. */
export type StoreLog = Pick<FastifyBaseLogger, 'warn' | 'info'>;

const NAMESPACE = 'thrive:';
/** Counters held in this process, oldest dropped first: a flood of addresses cannot grow memory without end. */
const MAX_LOCAL_ENTRIES = 50_000;

/** Adds one; a new key, or one past `restartAt`, gets a fresh window. Resolves to the count and the window left. */
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 or count == tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }
`;

interface LocalEntry {
  value: string | number;
  expiresAt: number;
}

/** The same operations on a Map, for when there is no Redis or it does not respond. */
class LocalStore {
  readonly #entries = new Map<string, LocalEntry>();

  #live(key: string, now: number) {
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt <= now) this.#entries.delete(key);
    return entry && entry.expiresAt > now ? entry : undefined;
  }

  #put(key: string, entry: LocalEntry) {
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    if (this.#entries.size > MAX_LOCAL_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!);
  }

  increment(key: string, windowMs: number, restartAt: number): Count {
    const now = Date.now();
    const entry = this.#live(key, now);
    const count = entry ? Number(entry.value) + 1 : 1;
    const expiresAt = count === 1 || count === restartAt ? now + windowMs : entry!.expiresAt;
    this.#put(key, { value: count, expiresAt });
    return { count, ttlMs: expiresAt - now };
  }

  count(key: string): Count {
    const now = Date.now();
    const entry = this.#live(key, now);
    return entry ? { count: Number(entry.value), ttlMs: entry.expiresAt - now } : { count: 0, ttlMs: 0 };
  }

  get(key: string): string | null {
    const entry = this.#live(key, Date.now());
    return entry ? String(entry.value) : null;
  }

  set(key: string, value: string, ttlSeconds: number | undefined) {
    this.#put(key, { value, expiresAt: ttlSeconds ? Date.now() + ttlSeconds * 1000 : Number.POSITIVE_INFINITY });
  }

  delete(key: string) {
    this.#entries.delete(key);
  }
}

/**
 * Where rate-limit counters and cached sessions live: Redis, shared by every instance, when it is configured,
 * or this process. Redis is never waited for: while it is unreachable (commands fail at once or within
 * 100 ms, see connectRedis), counters are held in this process and the session cache is skipped, so every
 * route keeps responding; it is used again as soon as it is back. Every change to a value is told on the
 * change feed, so that what was read of it (a session) may be cached in memory.
 */
export class SharedStore {
  readonly #redis: Redis | undefined;
  readonly #local = new LocalStore();
  readonly #log: StoreLog;
  readonly #changes: ChangeFeed;
  /** Cache entries whose removal could not reach Redis: removed when it is back (a sign-out must hold). */
  readonly #pendingDeletes = new Set<string>();
  #reported: RedisState = 'up';

  constructor(redis: Redis | undefined, log: StoreLog, changes: ChangeFeed) {
    this.#redis = redis;
    this.#log = log;
    this.#changes = changes;
    redis?.defineCommand('thriveIncrement', { numberOfKeys: 1, lua: INCREMENT });
    redis?.on('ready', () => {
      this.#report('up');
      void this.#flushPendingDeletes();
    });
  }

  /** Undefined without Redis; otherwise whether it is connected and replied to its last command. */
  get redisState(): RedisState | undefined {
    if (!this.#redis) return undefined;
    return this.#redis.status === 'ready' && this.#reported === 'up' ? 'up' : 'down';
  }

  /** Asks Redis whether it responds now, so that `redisState` does not report a reply from long ago. */
  async ping(): Promise<void> {
    await this.#tryRedis((redis) => redis.ping());
  }

  /**
   * Counts one more hit on `key` in a window of `windowMs` that starts with the first hit. When the count
   * reaches `restartAt` the window starts again from that hit (a lock that lasts a full window).
   */
  async increment(key: string, windowMs: number, restartAt = 0): Promise<Count> {
    const shared = await this.#tryRedis(async (redis) => {
      const [count, ttlMs] = (await (
        redis as Redis & { thriveIncrement(key: string, windowMs: number, restartAt: number): Promise<number[]> }
      ).thriveIncrement(NAMESPACE + key, windowMs, restartAt)) as [number, number];
      return { count, ttlMs };
    });
    return shared ?? this.#local.increment(key, windowMs, restartAt);
  }

  /** The count `increment` has reached, without adding to it. */
  async count(key: string): Promise<Count> {
    const shared = await this.#tryRedis(async (redis) => {
      const [count, ttlMs] = await Promise.all([redis.get(NAMESPACE + key), redis.pttl(NAMESPACE + key)]);
      return { count: Number(count ?? 0), ttlMs: Math.max(0, ttlMs) };
    });
    return shared ?? this.#local.count(key);
  }

  /** Starts a count again from zero, here and in Redis. */
  async resetCount(key: string): Promise<void> {
    this.#local.delete(key);
    await this.#tryRedis((redis) => redis.del(NAMESPACE + key));
  }

  /** Whether values are shared through Redis, rather than held in this process only. */
  get usesRedis(): boolean {
    return this.#redis !== undefined;
  }

  /** A cached value: from Redis when configured (none while it is down), otherwise from this process. */
  async get(key: string): Promise<string | null> {
    if (!this.#redis) return this.#local.get(key);
    return (await this.#tryRedis((redis) => redis.get(NAMESPACE + key))) ?? null;
  }

  /** A cached value, removed as it is read. */
  async take(key: string): Promise<string | null> {
    let value: string | null | undefined;
    if (this.#redis) value = await this.#tryRedis((redis) => redis.getdel(NAMESPACE + key));
    else {
      value = this.#local.get(key);
      this.#local.delete(key);
    }
    await this.#changes.publish(key);
    return value ?? null;
  }

  async set(key: string, value: string, ttlSeconds?: number): Promise<void> {
    if (!this.#redis) this.#local.set(key, value, ttlSeconds);
    else {
      await this.#tryRedis((redis) =>
        ttlSeconds ? redis.set(NAMESPACE + key, value, 'EX', ttlSeconds) : redis.set(NAMESPACE + key, value),
      );
    }
    await this.#changes.publish(key);
  }

  async delete(key: string): Promise<void> {
    if (!this.#redis) this.#local.delete(key);
    else if ((await this.#tryRedis((redis) => redis.del(NAMESPACE + key))) === undefined) this.#pendingDeletes.add(key);
    await this.#changes.publish(key);
  }

  async #flushPendingDeletes() {
    for (const key of [...this.#pendingDeletes]) {
      if ((await this.#tryRedis((redis) => redis.del(NAMESPACE + key))) === undefined) return;
      this.#pendingDeletes.delete(key);
      await this.#changes.publish(key);
    }
  }

  /** The command's reply, or undefined when Redis is not configured or did not reply in time. */
  async #tryRedis<T>(command: (redis: Redis) => Promise<T>): Promise<T | undefined> {
    if (!this.#redis) return undefined;
    try {
      const reply = this.#redis.status === 'ready' ? await command(this.#redis) : undefined;
      this.#report(reply === undefined ? 'down' : 'up');
      return reply;
    } catch (error) {
      this.#report('down', error);
      return undefined;
    }
  }

  #report(state: RedisState, error?: unknown) {
    if (state === this.#reported) return;
    this.#reported = state;
    if (state === 'down') this.#log.warn({ err: error }, 'Redis is not responding: limits are held in this process');
    else this.#log.info('Redis responds again: limits are shared');
  }
}
