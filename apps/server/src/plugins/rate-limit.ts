import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { HttpError } from '../lib/http-errors';

/** Per-client limits of the routes that write on behalf of anonymous visitors or check passwords. */
export const RATE_LIMITS = {
  newsletter: { max: 10, timeWindow: '10 minutes' },
  contactMessage: { max: 5, timeWindow: '10 minutes' },
  /** Password guessing: a person who mistypes a few times is never stopped, a script soon is. */
  signIn: { max: 10, timeWindow: '10 minutes' },
  signUp: { max: 10, timeWindow: '1 hour' },
  /** Saving the profile checks the password too, but only with a session in hand. */
  profile: { max: 30, timeWindow: '10 minutes' },
} as const;

export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';

/**
 * Rate limiting is opt-in per route (`config.rateLimit`). Counters live in Redis when it is
 * configured, so they hold across instances and restarts; otherwise in this process.
 */
export async function registerRateLimit(app: FastifyInstance, redis: Redis | undefined): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'thrive-rate-limit-' } : {}),
    errorResponseBuilder: () => new HttpError(429, 'too_many_requests', TOO_MANY_REQUESTS),
  });
}
