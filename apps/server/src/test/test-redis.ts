import { once } from 'node:events';
import type { Redis } from 'ioredis';
import { connectRedis } from '../lib/redis';

/** The Redis CI provides (TEST_REDIS_URL), through the app's own client, once it is ready for commands. */
export async function connectTestRedis(url = process.env.TEST_REDIS_URL ?? ''): Promise<Redis> {
  const redis = connectRedis(url);
  if (redis.status !== 'ready') await once(redis, 'ready');
  return redis;
}
