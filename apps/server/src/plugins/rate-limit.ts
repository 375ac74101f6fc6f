import type { FastifyInstance } from 'fastify';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { HttpError } from '../lib/http-errors';
import type { SharedStore } from '../lib/shared-store';

/** Per-client limits of the routes that write on behalf of anonymous visitors or check passwords. */
export const RATE_LIMITS = {
  newsletter: { max: 10, timeWindow: '10 minutes' },
  contactMessage: { max: 5, timeWindow: '10 minutes' },
  /** Password guessing: a person who mistypes a few times is never stopped, a script soon is. */
  signIn: { max: 10, timeWindow: '10 minutes' },
  signUp: { max: 10, timeWindow: '1 hour' },
  /** Asking for reset links (each address also gets at most three an hour) and using them. */
  passwordResetRequest: { max: 5, timeWindow: '15 minutes' },
  passwordReset: { max: 10, timeWindow: '15 minutes' },
  /** Saving the profile checks the password too, but only with a session in hand. */
  profile: { max: 30, timeWindow: '10 minutes' },
  /** Plans and swaps together, for visitors without an account: plenty for a person, too few to keep the solvers busy. */
  planGeneration: { max: 60, timeWindow: '1 minute', groupId: 'plan-generation' },
} as const;

export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';

/** The route settings @fastify/rate-limit hands a store's `child` (its types call them route options). */
interface RouteLimitSettings {
  groupId?: string;
  routeInfo: { method?: string | string[]; url?: string };
}

/** @fastify/rate-limit's store interface over the shared store: a counter per route, or per group of routes. */
class RouteCounters {
  constructor(
    readonly shared: SharedStore,
    readonly prefix: string,
  ) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    window: number,
  ) {
    this.shared.increment(this.prefix + key, window).then(
      ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
      (error: Error) => callback(error),
    );
  }

  child(settings: RouteLimitSettings) {
    const { groupId, routeInfo } = settings;
    return new RouteCounters(this.shared, `${this.prefix}${groupId ?? `${String(routeInfo.method)}${routeInfo.url}`}:`);
  }
}

/** The plugin builds its root store itself, from a constructor given its global options. */
function storeOn(shared: SharedStore): FastifyRateLimitStoreCtor {
  return class extends RouteCounters {
    constructor() {
      super(shared, 'rate-limit:');
    }
  } as unknown as FastifyRateLimitStoreCtor;
}

/**
 * Rate limiting is opt-in per route (`config.rateLimit`). Counters live in the shared store: in Redis
 * when it is configured and responding, so they hold across instances and restarts; otherwise in this process.
 */
export async function registerRateLimit(app: FastifyInstance, shared: SharedStore): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: storeOn(shared),
    errorResponseBuilder: () => new HttpError(429, 'too_many_requests', TOO_MANY_REQUESTS),
  });
}
