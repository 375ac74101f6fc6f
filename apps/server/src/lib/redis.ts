import { Redis } from 'ioredis';

/** How long a Redis command may take before the caller falls back to this process. */
export const REDIS_COMMAND_TIMEOUT_MS = 100;

/**
 * A Redis client that never makes a request wait for it: while disconnected, commands fail at once instead
 * of queueing, and a command that gets no reply fails after 100 ms. It keeps reconnecting in the
 * background, so callers use Redis again as soon as it is back.
 */
export function connectRedis(url: string): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 1000,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
    // Commands issued in the same tick (by concurrent requests) go out in one write and come back in one read.
    enableAutoPipelining: true,
  });
  // Without a listener a lost connection would be an unhandled 'error' event; the store reports the state.
  redis.on('error', () => undefined);
  return redis;
}
