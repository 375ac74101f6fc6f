import { RetryLaterError } from '../lib/http-errors';
import type { SharedStore } from '../lib/shared-store';
import { TOO_MANY_REQUESTS } from '../plugins/rate-limit';

/**
 * Password guessing spread over many addresses: after 20 failed sign-ins on one account, from anywhere, it
 * is locked for 15 minutes (then the count starts again: never a permanent lock). A sign-in that succeeds
 * clears the count.
 */
export const ACCOUNT_LOCK = { failures: 20, lockMs: 15 * 60_000 } as const;

const key = (email: string) => `sign-in-failures:${email.trim().toLowerCase()}`;

export class AccountLock {
  constructor(private readonly store: SharedStore) {}

  /** Throws 429 with Retry-After while the account is locked. */
  async refuseIfLocked(email: string): Promise<void> {
    const { count, ttlMs } = await this.store.count(key(email));
    if (count >= ACCOUNT_LOCK.failures && ttlMs > 0) {
      throw new RetryLaterError(429, 'too_many_requests', TOO_MANY_REQUESTS, Math.ceil(ttlMs / 1000));
    }
  }

  /** A failure counts in a 15-minute window; the 20th starts a lock of a full 15 minutes. */
  async recordFailure(email: string): Promise<void> {
    await this.store.increment(key(email), ACCOUNT_LOCK.lockMs, ACCOUNT_LOCK.failures);
  }

  async clear(email: string): Promise<void> {
    await this.store.resetCount(key(email));
  }
}
